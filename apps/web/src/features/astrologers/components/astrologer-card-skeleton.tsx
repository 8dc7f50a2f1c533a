import { cx } from '@/components/ui/cx';

// This module imports no contracts (and so no zod): the home page shows these skeletons before
// the astrologer code has loaded.

export const CARD_AVATAR_PX = 80;

/** The card frame, shared with AstrologerCard so loading and loaded cards have one geometry. */
export const cardFrame =
  'relative flex h-full flex-col rounded-2xl border border-star-300/15 bg-night-800/70 p-4 shadow-card';

/** A grey bar sitting in a real line box, so each skeleton line is exactly as tall as its text line. */
function Line({ className, width }: { className: string; width: string }) {
  return (
    <span className={cx('block', className)}>
      <span
        className={cx(
          'inline-block h-[0.75em] animate-pulse rounded-full bg-white/10 align-middle',
          width,
        )}
      />
    </span>
  );
}

/**
 * The card while its data loads: the same frame, avatar box, line heights and button height as
 * AstrologerCard, so nothing moves when the real cards arrive.
 */
export function AstrologerCardSkeleton() {
  return (
    <div className={cardFrame} aria-hidden="true" data-testid="astrologer-card-skeleton">
      <div className="flex gap-4 pb-4">
        <div className="flex w-24 shrink-0 flex-col items-center">
          <span
            className="block animate-pulse rounded-full bg-white/10"
            style={{ width: CARD_AVATAR_PX, height: CARD_AVATAR_PX }}
          />
          <Line className="mt-4 text-sm leading-5" width="w-20" />
        </div>
        <div className="min-w-0 flex-1">
          <Line className="text-base leading-6" width="w-3/4" />
          <Line className="mt-0.5 text-sm leading-5" width="w-5/6" />
          <Line className="mt-1 text-sm leading-5" width="w-2/3" />
          <Line className="mt-1 text-sm leading-5" width="w-1/2" />
          <Line className="mt-1 text-sm leading-5" width="w-2/5" />
          {/* The status and wait line (CardAvailability). */}
          <Line className="mt-1.5 text-sm leading-5" width="w-3/5" />
        </div>
      </div>
      <div className="mt-auto flex items-center justify-between gap-3 border-t border-star-300/10 pt-3">
        <Line className="text-lg leading-6" width="w-20" />
        <span className="block h-11 w-24 animate-pulse rounded-full bg-white/10" />
      </div>
    </div>
  );
}

/** Where the cards go: one column on phones, two from 640 px, three from 1024 px. */
export const cardGrid = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';
