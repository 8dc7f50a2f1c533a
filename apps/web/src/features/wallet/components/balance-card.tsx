import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '@/lib/money';

const frame =
  'flex min-h-32 items-center gap-4 rounded-3xl border border-gold-300/30 bg-gradient-to-br from-night-700 to-night-850 p-5 shadow-card sm:p-6';

/** "Available balance ₹100" with the coins it buys (1 coin = ₹1). */
export function BalanceCard({
  balancePaise,
  balanceCoins,
}: {
  balancePaise: number;
  balanceCoins: number;
}) {
  const { t } = useTranslation('wallet');
  return (
    <section className={frame} aria-labelledby="wallet-balance-label">
      <span className="grid size-14 shrink-0 place-items-center rounded-full bg-gold-400/15 text-gold-300 ring-1 ring-gold-300/40">
        <Wallet size={26} aria-hidden />
      </span>
      <div className="min-w-0">
        <h2 id="wallet-balance-label" className="text-sm font-medium tracking-wide text-star-200">
          {t('balance')}
        </h2>
        <p
          className="text-gradient-gold text-4xl leading-tight font-semibold tabular-nums"
          data-testid="wallet-balance"
          aria-live="polite"
        >
          {formatRupees(balancePaise)}
        </p>
        <p className="text-sm text-star-300">{t('coins', { count: balanceCoins })}</p>
      </div>
    </section>
  );
}

/** The card's frame while the balance loads: same size, so nothing moves when it arrives. */
export function BalanceCardSkeleton() {
  return (
    <div className={frame} aria-hidden="true" data-testid="wallet-balance-skeleton">
      <span className="block size-14 shrink-0 animate-pulse rounded-full bg-white/10" />
      <div className="flex-1">
        <span className="block h-5 w-32 animate-pulse rounded-full bg-white/10" />
        <span className="mt-2 block h-10 w-40 animate-pulse rounded-full bg-white/10" />
        <span className="mt-1 block h-5 w-20 animate-pulse rounded-full bg-white/10" />
      </div>
    </div>
  );
}
