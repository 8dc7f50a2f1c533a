import type { PaymentOrder } from '@nakshatra/contracts';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { SandboxOutcome } from '../api/pay';
import { formatPaise, formatRupees } from '@/lib/money';

interface SandboxCheckoutDialogProps {
  order: PaymentOrder;
  gstPercent: number;
  /** The outcome being sent, while the answer is awaited. */
  pending: SandboxOutcome | null;
  onAnswer: (outcome: SandboxOutcome) => void;
  onClose: () => void;
}

/**
 * The sandbox provider's checkout (test mode): the user decides whether the payment goes
 * through. Focus starts on Pay; Escape or the backdrop closes it and leaves the order unpaid.
 */
export function SandboxCheckoutDialog({
  order,
  gstPercent,
  pending,
  onAnswer,
  onClose,
}: SandboxCheckoutDialogProps) {
  const { t } = useTranslation('wallet');
  const titleId = useId();
  const bodyId = useId();
  const payRef = useRef<HTMLButtonElement>(null);
  const busy = pending !== null;

  return (
    <Dialog
      labelledBy={titleId}
      describedBy={bodyId}
      onClose={() => {
        if (!busy) onClose();
      }}
      initialFocus={payRef}
      className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-6"
      backdropClassName="absolute inset-0 bg-night-950/70 backdrop-blur-sm"
      panelClassName="card-light animate-rise relative w-full max-w-md rounded-b-none p-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))] sm:rounded-3xl sm:p-8"
    >
      <span className="inline-block rounded-full bg-gold-400 px-2.5 py-1 text-xs font-bold tracking-wider text-night-950 uppercase">
        {t('testModeBadge')}
      </span>
      <h2 id={titleId} className="mt-3 text-2xl font-semibold">
        {t('checkout.title')}
      </h2>
      <p id={bodyId} className="mt-2 text-ink-600">
        {t('checkout.body')}
      </p>
      <dl className="mt-5 rounded-2xl bg-cream-100 px-4 py-3 text-ink-900">
        <div className="flex justify-between gap-3 py-1">
          <dt className="text-ink-700">{t('rechargeAmount')}</dt>
          <dd className="tabular-nums">{formatRupees(order.amountPaise)}</dd>
        </div>
        <div className="flex justify-between gap-3 pb-2">
          <dt className="text-ink-700">{t('gst', { percent: gstPercent })}</dt>
          <dd className="tabular-nums">{formatPaise(order.gstPaise)}</dd>
        </div>
        <div className="flex justify-between gap-3 border-t border-ink-600/15 pt-2 font-semibold">
          <dt>{t('total')}</dt>
          <dd className="tabular-nums">{formatPaise(order.totalPaise)}</dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          className={buttonClasses('outline-light')}
          aria-disabled={busy}
          onClick={() => {
            if (!busy) onAnswer('failure');
          }}
        >
          {t('checkout.decline')}
        </button>
        <button
          ref={payRef}
          type="button"
          className={buttonClasses('primary', 'md', 'aria-disabled:opacity-60')}
          aria-disabled={busy}
          aria-busy={pending === 'success'}
          onClick={() => {
            if (!busy) onAnswer('success');
          }}
        >
          {t('checkout.pay', { amount: formatPaise(order.totalPaise) })}
        </button>
      </div>
    </Dialog>
  );
}
