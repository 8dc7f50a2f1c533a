import { bySlugResponseSchema, type Astrologer } from '@nakshatra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { astrologersQueryKey } from './list-astrologers';

/** GET /api/consultants/by-slug: one astrologer, or ApiError 404 not_found. */
export async function getAstrologer(slug: string, signal?: AbortSignal): Promise<Astrologer> {
  const response = await apiRequest(`/consultants/by-slug?slug=${encodeURIComponent(slug)}`, {
    schema: bySlugResponseSchema,
    signal,
  });
  return response.data;
}

export function getAstrologerQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [...astrologersQueryKey, 'by-slug', slug],
    queryFn: ({ signal }) => getAstrologer(slug, signal),
  });
}

export function useAstrologer(slug: string) {
  return useQuery(getAstrologerQueryOptions(slug));
}
