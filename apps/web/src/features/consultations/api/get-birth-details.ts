import { profileResponseSchema } from '@nakshatra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/profile, for the intake's "the astrologer will see these birth details". The same
 * query key as the profile feature's, so both share one cached copy.
 */
export function getBirthDetailsQueryOptions() {
  return queryOptions({
    queryKey: ['profile'],
    queryFn: ({ signal }) => apiRequest('/profile', { schema: profileResponseSchema, signal }).then((r) => r.data),
  });
}
export const useBirthDetails = () => useQuery(getBirthDetailsQueryOptions());
