import { profileResponseSchema, type Profile } from '@nakshatra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/profile: `{data: Profile}`; fields are null until the first save. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const response = await apiRequest('/profile', { schema: profileResponseSchema, signal });
  return response.data;
}

export const profileQueryKey = ['profile'] as const;

export function getProfileQueryOptions() {
  return queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });
}

export function useProfile({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getProfileQueryOptions(), enabled, staleTime: 0 });
}
