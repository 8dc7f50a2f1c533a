import type { Availability } from '@nakshatra/contracts';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/components/ui/cx';
import { formatNumber } from '../lib/display';

export type AvailabilityStatus = Availability['status'];

/** Dot colours, shared with the avatar's dot: green online, amber in a session, grey away. */
export const statusDot: Record<AvailabilityStatus, string> = {
  online: 'bg-emerald-400',
  busy: 'bg-amber-400',
  offline: 'bg-star-300/60',
};

const chipTone: Record<AvailabilityStatus, string> = {
  online: 'bg-emerald-400/15 text-emerald-200 ring-emerald-300/30',
  busy: 'bg-amber-400/15 text-amber-200 ring-amber-300/30',
  offline: 'bg-white/5 text-star-300 ring-star-300/20',
};

/**
 * The status a card or profile shows: measured when the availability arrived, else the
 * directory's online flag (the request failed); undefined while it loads.
 */
export function shownStatus(
  availability: Availability | null | undefined,
  online: boolean,
): AvailabilityStatus | undefined {
  if (availability === undefined) return undefined;
  return availability?.status ?? (online ? 'online' : 'offline');
}

function useStatusLabel() {
  const { t } = useTranslation('astrologers');
  return (status: AvailabilityStatus) =>
    status === 'busy' ? t('availability.busy') : t(status === 'online' ? 'card.online' : 'card.offline');
}

/** Online / Busy / Offline as a small pill: one line box (20 px) high. */
export function StatusChip({ status }: { status: AvailabilityStatus }) {
  const label = useStatusLabel();
  return (
    <span
      data-status={status}
      className={cx(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2 text-xs leading-5 font-semibold ring-1',
        chipTone[status],
      )}
    >
      <span className={cx('size-1.5 rounded-full', statusDot[status])} aria-hidden="true" />
      {label(status)}
    </span>
  );
}

/** "Wait ~ 6 min" or "No wait"; nothing for an astrologer who is away, or not yet known. */
export function useWaitLabel() {
  const { t, i18n } = useTranslation('astrologers');
  const locale = i18n.resolvedLanguage ?? 'en';
  return (availability: Availability | null | undefined): string | null => {
    if (!availability || availability.status === 'offline') return null;
    return availability.waitMinutes === 0
      ? t('availability.noWait')
      : t('availability.wait', { minutes: formatNumber(availability.waitMinutes, locale) });
  };
}

/** A grey pill where the status will be: the same box, so nothing moves when it arrives. */
export function StatusPlaceholder({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx('inline-block h-5 w-16 shrink-0 animate-pulse rounded-full bg-white/10', className)}
    />
  );
}

/**
 * The card's availability line, always one 20 px line (reserved while loading): the status and,
 * when someone can be waited for, the wait, cut short rather than wrapped on narrow cards.
 */
export function CardAvailability({
  availability,
  online,
}: {
  availability: Availability | null | undefined;
  online: boolean;
}) {
  const waitLabel = useWaitLabel();
  const status = shownStatus(availability, online);
  const wait = waitLabel(availability);
  return (
    <div className="mt-1.5 flex h-5 min-w-0 items-center gap-2 text-sm leading-5 text-star-300" data-testid="availability">
      {status === undefined ? <StatusPlaceholder /> : <StatusChip status={status} />}
      {wait !== null ? (
        <span className="inline-flex min-w-0 items-center gap-1">
          <Clock size={13} aria-hidden className="shrink-0" />
          <span className="truncate leading-5 tabular-nums">{wait}</span>
        </span>
      ) : null}
    </div>
  );
}
