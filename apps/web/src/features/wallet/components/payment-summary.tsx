import type { WalletPack } from '@nakshatra/contracts';
import { LoaderCircle, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatPaise } from '@/lib/money';

interface PaymentSummaryProps {
  pack: WalletPack | null;
  gstPercent: number;
  busy: boolean;
  onProceed: () => void;
}

function Row({ label, value, total }: { label: string; value: string; total?: boolean }) {
  return (
    <div
      className={
        total
          ? 'mt-2 flex items-baseline justify-between gap-3 border-t border-star-300/15 pt-3'
          : 'flex items-baseline justify-between gap-3 py-1'
      }
    >
      <dt className={total ? 'font-semibold text-star-50' : 'text-star-200'}>{label}</dt>
      <dd
        className={
          total ? 'text-xl font-semibold text-gold-300 tabular-nums' : 'text-star-50 tabular-nums'
        }
      >
        {value}
      </dd>
    </div>
  );
}

/** The chosen pack's price, GST and total, and the button that starts the payment. */
export function PaymentSummary({ pack, gstPercent, busy, onProceed }: PaymentSummaryProps) {
  const { t } = useTranslation('wallet');
  const dash = '—';
  return (
    <section
      className="rounded-3xl border border-star-300/15 bg-night-800/70 p-5 shadow-card sm:p-6"
      aria-labelledby="wallet-summary-title"
    >
      <h2 id="wallet-summary-title" className="text-xl font-semibold text-star-50">
        {t('summary')}
      </h2>
      <dl className="mt-3" aria-live="polite">
        <Row label={t('rechargeAmount')} value={pack ? formatPaise(pack.amountPaise) : dash} />
        <Row
          label={t('gst', { percent: gstPercent })}
          value={pack ? formatPaise(pack.gstPaise) : dash}
        />
        <Row label={t('total')} value={pack ? formatPaise(pack.totalPaise) : dash} total />
      </dl>
      <p className="mt-3 min-h-5 text-sm text-star-300">{pack ? '' : t('choosePack')}</p>
      <Button
        size="lg"
        className="mt-3 w-full"
        disabled={!pack || busy}
        aria-busy={busy}
        onClick={onProceed}
      >
        {busy ? (
          <LoaderCircle size={18} className="animate-spin" aria-hidden />
        ) : (
          <Lock size={16} aria-hidden />
        )}
        {t('proceed')}
      </Button>
    </section>
  );
}
