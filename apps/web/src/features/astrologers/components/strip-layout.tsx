import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { paths } from '@/config/paths';
import { AstrologerCardSkeleton } from './astrologer-card-skeleton';

// The home page's static part of the astrologer strip. Nothing here imports the contracts (and so
// zod): the cards themselves arrive in a lazily loaded chunk (astrologer-strip.tsx).

export type StripTab = 'top' | 'online';

/** Cards on the home strip: two rows of three on wide screens. */
export const STRIP_CARDS = 6;

/** Below 640 px a sideways-scrolling row (its own scroll box, not the page's); a grid above. */
export const stripList =
  '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 [scrollbar-width:none] sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3 [&::-webkit-scrollbar]:hidden';
export const stripItem = 'w-[85%] max-w-sm shrink-0 snap-start sm:w-auto sm:max-w-none';

/** Top rated / Online now, and the link to the whole list (top rated keeps its filter there). */
export function StripControls({ tab, onTab }: { tab: StripTab; onTab: (tab: StripTab) => void }) {
  const { t } = useTranslation('astrologers');
  // Same as filtersToParams({ topRated: true }), written out so this module stays free of zod.
  const seeAll = tab === 'top' ? `${paths.chat.to()}?topRated=1` : paths.chat.to();
  return (
    <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
      <div className="inline-flex max-w-full rounded-full border border-star-300/20 bg-white/[0.04] p-1" role="group" aria-label={t('strip.show')}>
        {(['top', 'online'] as const).map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={tab === key}
            onClick={() => onTab(key)}
            className={cx(
              // Long labels (Tamil, Telugu) wrap inside the pill rather than push the page sideways at 360 px.
              'inline-flex min-h-11 min-w-0 items-center gap-2 rounded-full px-4 py-1 text-sm leading-tight font-semibold transition sm:px-5 sm:whitespace-nowrap',
              tab === key ? 'bg-gold-300 text-night-950' : 'text-star-200 hover:text-star-50',
            )}
          >
            {key === 'online' ? (
              <span className={cx('size-2 rounded-full', tab === key ? 'bg-emerald-700' : 'bg-emerald-400')} aria-hidden="true" />
            ) : null}
            {t(`strip.${key}`)}
          </button>
        ))}
      </div>
      <Link to={seeAll} className={buttonClasses('ghost', 'md')}>
        {t('strip.seeAll')}
        <ArrowRight size={16} aria-hidden />
      </Link>
    </div>
  );
}

export function StripSkeleton() {
  return (
    <ul className={stripList} aria-hidden="true">
      {Array.from({ length: STRIP_CARDS }, (_, i) => (
        <li key={i} className={stripItem}>
          <AstrologerCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
