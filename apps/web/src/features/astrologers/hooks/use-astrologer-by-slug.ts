import { isApiError } from '@/lib/api-client';
import { useAstrologer } from '../api/get-astrologer';

/**
 * One astrologer for a page keyed by slug (/astroProfile/:slug, /astrologerschat/:slug):
 * `missing` when the server does not know the slug, `failed` when the load failed otherwise.
 */
export function useAstrologerBySlug(slug: string) {
  const query = useAstrologer(slug);
  // A slug the server cannot even parse (400) is as unknown as one it does not have (404).
  const missing =
    query.isError &&
    isApiError(query.error) &&
    (query.error.status === 404 || query.error.status === 400);
  return {
    astrologer: query.data,
    missing,
    failed: query.isError && !missing,
    retry: () => void query.refetch(),
  };
}
