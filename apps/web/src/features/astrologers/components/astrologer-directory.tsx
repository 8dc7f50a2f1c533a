import type { AstrologerService } from '@nakshatra/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { MessageCircle, Phone, SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { getAstrologersInfiniteQueryOptions } from '../api/list-astrologers';
import { useListFailure } from '../hooks/use-list-failure';
import { useListFilters } from '../hooks/use-list-filters';
import { formatNumber } from '../lib/display';
import { defaultFilters, hasActiveFilters } from '../lib/filters';
import { AstrologerCard } from './astrologer-card';
import { AstrologerCardSkeleton, cardGrid } from './astrologer-card-skeleton';
import { FilterBar, ListControls } from './filter-bar';

/** Skeleton cards on the first load: two rows of the widest grid, enough to fill a phone screen. */
const FIRST_LOAD_SKELETONS = 6;
/** Start loading the next page this far below the viewport, so scrolling rarely waits. */
const PREFETCH_MARGIN_PX = 800;

/**
 * The astrologer list of /chat and /call (spec section 2): search, chips, sort and language in
 * the URL; skeletons while loading; 18 a page with infinite scroll and a Load more button for
 * keyboard users; an empty state; a failed load goes to /error.
 */
export function AstrologerDirectory({ service }: { service: AstrologerService }) {
  const { t, i18n } = useTranslation('astrologers');
  const locale = i18n.resolvedLanguage ?? 'en';
  const [filters, setFilters] = useListFilters();
  const query = useInfiniteQuery({
    ...getAstrologersInfiniteQueryOptions(filters, service),
    // A new filter keeps the old cards (dimmed) until the new ones arrive: no collapse to skeletons.
    placeholderData: keepPreviousData,
  });
  const { data, isPending, isError, errorUpdatedAt, hasNextPage, isFetchingNextPage, fetchNextPage, isPlaceholderData } =
    query;
  useListFailure(isError, errorUpdatedAt);
  useDocumentMeta({ title: t(`list.${service}.title`), description: t(`list.${service}.lead`) });

  const astrologers = data?.pages.flatMap((page) => page.content) ?? [];
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

  const { search } = useLocation();
  const ServiceIcon = service === 'chat' ? MessageCircle : Phone;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 md:py-12">
      <header>
        <p className="inline-flex items-center gap-2 text-sm font-medium text-gold-200">
          <ServiceIcon size={16} aria-hidden />
          {t(`list.${service}.eyebrow`)}
        </p>
        <div className="mt-2 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
          <h1 className="text-4xl font-semibold text-star-50 sm:text-5xl">{t(`list.${service}.title`)}</h1>
          <nav aria-label={t('list.serviceNav')} className="inline-flex rounded-full border border-star-300/20 bg-white/[0.04] p-1">
            {(['chat', 'call'] as const).map((s) => (
              <NavLink
                key={s}
                to={{ pathname: s === 'chat' ? paths.chat.to() : paths.call.to(), search }}
                className={({ isActive }) =>
                  cx(
                    'inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition sm:px-5',
                    isActive ? 'bg-gold-300 text-night-950' : 'text-star-200 hover:text-star-50',
                  )
                }
              >
                {s === 'chat' ? <MessageCircle size={16} aria-hidden /> : <Phone size={16} aria-hidden />}
                {t(`list.${s}.tab`)}
              </NavLink>
            ))}
          </nav>
        </div>
        <p className="mt-3 max-w-2xl text-base text-star-200 sm:text-lg">{t(`list.${service}.lead`)}</p>
      </header>

      <div className="mt-6 sm:mt-8">
        <FilterBar filters={filters} onChange={setFilters} />
      </div>

      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p aria-live="polite" className="min-h-6 text-sm text-star-300">
          {total === null ? t('list.searching') : t('list.count', { count: total, formatted: formatNumber(total, locale) })}
        </p>
        <ListControls filters={filters} onChange={setFilters} />
      </div>

      <div className="mt-5" aria-busy={isPending || isPlaceholderData}>
        {isPending ? (
          <ul className={cardGrid} aria-label={t('list.loading')}>
            {Array.from({ length: FIRST_LOAD_SKELETONS }, (_, i) => (
              <li key={i}>
                <AstrologerCardSkeleton />
              </li>
            ))}
          </ul>
        ) : total === 0 ? (
          <EmptyState onClear={hasActiveFilters(filters) ? () => setFilters({ ...defaultFilters, sort: filters.sort }) : null} />
        ) : (
          <>
            <ul className={cx(cardGrid, 'transition-opacity', isPlaceholderData && 'opacity-50')}>
              {astrologers.map((a, i) => (
                <li key={a.id}>
                  <AstrologerCard astrologer={a} service={service} eager={i < 3} />
                </li>
              ))}
              {isFetchingNextPage
                ? Array.from({ length: 3 }, (_, i) => (
                    <li key={`more-${i}`}>
                      <AstrologerCardSkeleton />
                    </li>
                  ))
                : null}
            </ul>
            <div ref={sentinelRef} className="mt-8 flex min-h-12 justify-center">
              {hasNextPage ? (
                <Button
                  variant="ghost"
                  size="lg"
                  // aria-disabled, not disabled: a focused button that turns disabled drops focus to <body>.
                  aria-disabled={!canLoadMore}
                  onClick={() => {
                    if (canLoadMore) void fetchNextPage();
                  }}
                >
                  {isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
                </Button>
              ) : total !== null && !isError ? (
                <p className="self-center text-sm text-star-300">
                  {t('list.end', { count: total, formatted: formatNumber(total, locale) })}
                </p>
              ) : null}
            </div>
          </>
        )}
      </div>
    </div>
  );
}

function EmptyState({ onClear }: { onClear: (() => void) | null }) {
  const { t } = useTranslation('astrologers');
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-star-300/25 bg-white/[0.02] px-6 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-white/5 text-gold-300 ring-1 ring-star-300/20">
        <SearchX size={28} aria-hidden />
      </span>
      <h2 className="mt-5 text-2xl font-semibold text-star-50">{t('list.emptyTitle')}</h2>
      <p className="mt-2 max-w-md text-star-200">{t('list.emptyBody')}</p>
      {onClear ? (
        <Button size="lg" className="mt-6" onClick={onClear}>
          {t('list.clearFilters')}
        </Button>
      ) : null}
    </div>
  );
}
