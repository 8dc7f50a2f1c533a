import { followListResponseSchema, type Astrologer } from '@nakshatra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/follows: the signed-in user's followed astrologers (401 token_missing for guests). */
export async function getFollows(signal?: AbortSignal): Promise<Astrologer[]> {
  const response = await apiRequest('/follows', { schema: followListResponseSchema, signal });
  return response.data;
}

export const followsQueryKey = ['follows'] as const;

export function getFollowsQueryOptions() {
  return queryOptions({ queryKey: followsQueryKey, queryFn: ({ signal }) => getFollows(signal) });
}

/** Only asked for with a session: a guest's answer is always 401. */
export function useFollows({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getFollowsQueryOptions(), enabled });
}
