import type { AstrologerService } from '@nakshatra/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getAstrologersInfiniteQueryOptions } from '../api/list-astrologers';
import type { ListFilters } from '../lib/filters';
import { useListFailure } from './use-list-failure';

/** Start loading the next page this far below the viewport, so scrolling rarely waits. */
const PREFETCH_MARGIN_PX = 800;

/**
 * The directory's pages for these filters: 18 a page, the next one fetched when the sentinel
 * (the element under the list holding `sentinelRef`) comes near the viewport; a failed load goes
 * to /error (useListFailure).
 */
export function useAstrologerList(filters: ListFilters, service: AstrologerService) {
  const query = useInfiniteQuery({
    ...getAstrologersInfiniteQueryOptions(filters, service),
    // A new filter keeps the old cards (dimmed) until the new ones arrive: no collapse to skeletons.
    placeholderData: keepPreviousData,
  });
  const {
    data,
    isPending,
    isError,
    errorUpdatedAt,
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage,
    isPlaceholderData,
  } = query;
  useListFailure(isError, errorUpdatedAt);

  const astrologers = data?.pages.flatMap((page) => page.content) ?? [];
  // Each page's ids: their availability is one request per page (useAvailability).
  const pageIds = data?.pages.map((page) => page.content.map((a) => a.id)) ?? [];
  const total = data?.pages[0]?.totalElements ?? null;

  const sentinelRef = useRef<HTMLDivElement>(null);
  const canLoadMore = hasNextPage && !isFetchingNextPage && !isPlaceholderData && !isError;
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !canLoadMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: `0px 0px ${PREFETCH_MARGIN_PX}px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [canLoadMore, fetchNextPage]);

  return {
    astrologers,
    pageIds,
    total,
    isPending,
    isError,
    isPlaceholderData,
    isFetchingNextPage,
    hasNextPage,
    canLoadMore,
    fetchNextPage,
    sentinelRef,
  };
}

export type AstrologerList = ReturnType<typeof useAstrologerList>;
