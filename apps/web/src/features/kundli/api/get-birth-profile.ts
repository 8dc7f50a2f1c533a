import { profileResponseSchema, type Profile } from '@nakshatra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/profile, read here for the birth details the kundli form starts from. The key is the
 * profile feature's own (['profile']), so a save on Edit Profile refreshes this too.
 */
export async function getBirthProfile(signal?: AbortSignal): Promise<Profile> {
  const response = await apiRequest('/profile', { schema: profileResponseSchema, signal });
  return response.data;
}

export function getBirthProfileQueryOptions() {
  return queryOptions({
    queryKey: ['profile'] as const,
    queryFn: ({ signal }) => getBirthProfile(signal),
  });
}

export function useBirthProfile({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getBirthProfileQueryOptions(), enabled });
}
