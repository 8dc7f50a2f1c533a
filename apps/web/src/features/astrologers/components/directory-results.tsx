import type { AstrologerService } from '@nakshatra/contracts';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { useAvailability } from '../api/get-availability';
import type { AstrologerList } from '../hooks/use-astrologer-list';
import { formatNumber } from '../lib/display';
import { AstrologerCard } from './astrologer-card';
import { AstrologerCardSkeleton, cardGrid } from './astrologer-card-skeleton';

/** Skeleton cards on the first load: two rows of the widest grid, enough to fill a phone screen. */
const FIRST_LOAD_SKELETONS = 6;

/** The cards: skeletons on the first load, the empty state, or the list with its Load more row. */
export function DirectoryResults({
  list,
  service,
  onClearFilters,
}: {
  list: AstrologerList;
  service: AstrologerService;
  /** Null when no filter is set: the empty state then offers nothing to clear. */
  onClearFilters: (() => void) | null;
}) {
  const { t } = useTranslation('astrologers');
  const { isPending, isPlaceholderData, total } = list;
  const availabilityOf = useAvailability(list.pageIds);

  return (
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
        <EmptyState onClear={onClearFilters} />
      ) : (
        <>
          <ul className={cx(cardGrid, 'transition-opacity', isPlaceholderData && 'opacity-50')}>
            {list.astrologers.map((a, i) => (
              <li key={a.id}>
                <AstrologerCard
                  astrologer={a}
                  service={service}
                  eager={i < 3}
                  availability={availabilityOf(a.id)}
                />
              </li>
            ))}
            {list.isFetchingNextPage
              ? Array.from({ length: 3 }, (_, i) => (
                  <li key={`more-${i}`}>
                    <AstrologerCardSkeleton />
                  </li>
                ))
              : null}
          </ul>
          <LoadMoreRow list={list} sentinelRef={list.sentinelRef} />
        </>
      )}
    </div>
  );
}

/** Under the list: the infinite-scroll sentinel with a Load more button for keyboard users, or the end. */
function LoadMoreRow({
  list,
  sentinelRef,
}: {
  list: AstrologerList;
  sentinelRef: AstrologerList['sentinelRef'];
}) {
  const { t, i18n } = useTranslation('astrologers');
  const locale = i18n.resolvedLanguage ?? 'en';
  const { hasNextPage, canLoadMore, fetchNextPage, isFetchingNextPage, total, isError } = list;

  return (
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
