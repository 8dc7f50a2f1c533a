import type { WalletTransaction } from '@nakshatra/contracts';
import { Coins, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useWalletTransactions } from '../api/get-wallet';
import { formatPaise, formatRupees } from '@/lib/money';

const rowFrame = 'flex min-h-18 items-center gap-3 px-4 py-3 sm:px-5';
const listFrame =
  'divide-y divide-star-300/10 overflow-hidden rounded-3xl border border-star-300/15 bg-night-800/70 shadow-card';

function TransactionRow({
  item,
  dateFormat,
}: {
  item: WalletTransaction;
  dateFormat: Intl.DateTimeFormat;
}) {
  const { t } = useTranslation('wallet');
  const sign = item.amountPaise >= 0 ? '+' : '−';
  return (
    <li className={rowFrame} data-testid="wallet-transaction">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-gold-400/15 text-gold-300">
        <Coins size={18} aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-star-50">
          {item.kind === 'consultation' ? t('consultationMinute') : item.kind === 'refund' ? t('consultationRefund') : t('recharge')}
        </p>
        <time dateTime={item.createdAt} className="text-sm text-star-300">
          {dateFormat.format(new Date(item.createdAt))}
        </time>
      </div>
      <div className="text-right">
        <p className="font-semibold text-gold-300 tabular-nums">
          {sign}
          {formatRupees(Math.abs(item.amountPaise))}
        </p>
        {item.order ? (
          <p className="text-xs text-star-300">
            {t('paidInclGst', { amount: formatPaise(item.order.totalPaise) })}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** "Transaction history": the wallet's movements, newest first, twenty at a time. */
export function TransactionHistory() {
  const { t, i18n } = useTranslation('wallet');
  const history = useWalletTransactions();
  const items = history.data?.pages.flatMap((p) => p.items) ?? [];
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  return (
    <section aria-labelledby="wallet-history-title" className="mt-12">
      <h2 id="wallet-history-title" className="mb-4 text-2xl font-semibold text-star-50">
        {t('history')}
      </h2>
      {history.isPending ? (
        <ul
          className={listFrame}
          aria-label={t('loadingHistory')}
          data-testid="wallet-history-skeleton"
        >
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className={rowFrame} aria-hidden="true">
              <span className="block size-10 shrink-0 animate-pulse rounded-full bg-white/10" />
              <span className="flex-1">
                <span className="block h-5 w-24 animate-pulse rounded-full bg-white/10" />
                <span className="mt-1 block h-4 w-36 animate-pulse rounded-full bg-white/10" />
              </span>
              <span className="block h-5 w-16 animate-pulse rounded-full bg-white/10" />
            </li>
          ))}
        </ul>
      ) : history.isError && !history.data ? (
        <div className="flex flex-col items-center gap-4 rounded-3xl border border-dashed border-star-300/25 px-6 py-10 text-center">
          <p className="text-star-200">{t('historyFailed')}</p>
          <Button variant="ghost" onClick={() => void history.refetch()}>
            <RotateCcw size={16} aria-hidden />
            {t('retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="rounded-3xl border border-dashed border-star-300/25 px-6 py-10 text-center">
          <p className="text-lg font-semibold text-star-50">{t('empty')}</p>
          <p className="mt-1 text-star-200">{t('emptyBody')}</p>
        </div>
      ) : (
        <>
          <ul className={listFrame}>
            {items.map((item) => (
              <TransactionRow key={item.id} item={item} dateFormat={dateFormat} />
            ))}
          </ul>
          {history.hasNextPage ? (
            <div className="mt-4 flex justify-center">
              <Button
                variant="ghost"
                disabled={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                {t('showMore')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
