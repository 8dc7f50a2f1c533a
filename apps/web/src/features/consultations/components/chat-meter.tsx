import { LOW_BALANCE_MINUTES, type BillingState, type Consultation } from '@nakshatra/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '@/lib/money';

/** mm:ss (or h:mm:ss) since the astrologer accepted, ticking every second. */
function useElapsed(since: string | null, until: string | null): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!since || until) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since, until]);
  if (!since) return '0:00';
  const end = until ? new Date(until).getTime() : now;
  const s = Math.max(0, Math.floor((end - new Date(since).getTime()) / 1000));
  const mm = String(Math.floor((s % 3600) / 60)).padStart(s >= 3600 ? 2 : 1, '0');
  const ss = String(s % 60).padStart(2, '0');
  return s >= 3600 ? `${Math.floor(s / 3600)}:${mm}:${ss}` : `${mm}:${ss}`;
}

interface ChatMeterProps {
  consultation: Consultation;
  billing: BillingState | null;
}

/** The running meter both sides see: time, minutes charged and cost; the client also sees the wallet. */
export function ChatMeter({ consultation: c, billing }: ChatMeterProps) {
  const { t } = useTranslation('consultations');
  const elapsed = useElapsed(c.acceptedAt, c.endedAt);
  const charged = billing?.chargedPaise ?? c.chargedPaise;
  const minutes = billing?.minutesCharged ?? c.minutesCharged;
  return (
    <dl className="grid grid-cols-3 gap-2 text-center text-xs sm:text-sm" aria-label={t('meter.label')}>
      <div className="rounded-xl bg-white/5 px-2 py-1.5">
        <dt className="text-star-300">{t('meter.time')}</dt>
        <dd className="font-semibold text-star-50 tabular-nums" data-testid="meter-time">
          {elapsed}
        </dd>
      </div>
      <div className="rounded-xl bg-white/5 px-2 py-1.5">
        <dt className="text-star-300">{t('meter.charged', { count: minutes })}</dt>
        <dd className="font-semibold text-star-50 tabular-nums" data-testid="meter-charged">
          {formatRupees(charged)}
        </dd>
      </div>
      <div className="rounded-xl bg-white/5 px-2 py-1.5">
        <dt className="text-star-300">{billing?.balancePaise != null ? t('meter.balance') : t('meter.rate')}</dt>
        <dd className="font-semibold text-star-50 tabular-nums" data-testid="meter-balance">
          {billing?.balancePaise != null
            ? formatRupees(billing.balancePaise)
            : t('meter.perMin', { price: formatRupees(c.pricePaisePerMin) })}
        </dd>
      </div>
    </dl>
  );
}

/** True when the client's wallet covers LOW_BALANCE_MINUTES or fewer more minutes. */
export function isLowBalance(billing: BillingState | null): boolean {
  return billing?.minutesLeft != null && billing.minutesLeft <= LOW_BALANCE_MINUTES;
}
