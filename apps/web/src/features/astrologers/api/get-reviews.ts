import { REVIEWS_PAGE_SIZE, reviewListResponseSchema, type Review, type ReviewList } from '@nakshatra/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { astrologersQueryKey } from './list-astrologers';

/** GET /api/astrologers/:slug/reviews: one page of 10, newest first, with the total. */
export function getReviews(slug: string, pageNo: number, signal?: AbortSignal): Promise<ReviewList> {
  return apiRequest(`/astrologers/${encodeURIComponent(slug)}/reviews?pageNo=${pageNo}`, {
    schema: reviewListResponseSchema,
    signal,
  });
}

/** Under the astrologers key: whatever invalidates an astrologer (a new review) refetches these. */
export function getReviewsInfiniteQueryOptions(slug: string) {
  return infiniteQueryOptions({
    queryKey: [...astrologersQueryKey, 'reviews', slug],
    queryFn: ({ pageParam, signal }) => getReviews(slug, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: ReviewList, pages: ReviewList[]) =>
      pages.length * REVIEWS_PAGE_SIZE < last.total ? pages.length : undefined,
  });
}

/** The pages loaded so far as one list (a review written meanwhile can shift one into the next page: shown once). */
export function useReviews(slug: string) {
  const query = useInfiniteQuery(getReviewsInfiniteQueryOptions(slug));
  const seen = new Set<string>();
  const reviews: Review[] = [];
  for (const review of query.data?.pages.flatMap((page) => page.reviews) ?? []) {
    if (!seen.has(review.id)) {
      seen.add(review.id);
      reviews.push(review);
    }
  }
  return { ...query, reviews, total: query.data?.pages[0]?.total ?? null };
}
