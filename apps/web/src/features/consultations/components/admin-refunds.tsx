import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/api-client';
import { formatRupees } from '@/lib/money';
import { toast } from '@/lib/toast';
import { consoleQueryKey, refundConsultation, useAdminConsultations } from '../api/console';

/** Operators: the latest charged consultations, each refundable once (every coin back). */
export function AdminRefunds() {
  const { t, i18n } = useTranslation('consultations');
  const queryClient = useQueryClient();
  const { data } = useAdminConsultations();
  const [asking, setAsking] = useState<{ id: string; amount: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const refund = async (id: string) => {
    setBusy(true);
    try {
      const r = await refundConsultation(id);
      toast.success(t('admin.refunded', { amount: formatRupees(r.refundedPaise) }));
      await queryClient.invalidateQueries({ queryKey: consoleQueryKey });
    } catch (err) {
      toast.error(isApiError(err) ? err.error : t('console.failed'));
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };
  return (
    <section aria-labelledby="refunds-title" className="flex flex-col gap-4">
      <h2 id="refunds-title" className="text-xl font-semibold text-star-50">{t('admin.title')}</h2>
      {data && data.consultations.length === 0 ? <p className="text-star-200">{t('admin.empty')}</p> : null}
      <ul className="flex flex-col gap-3">
        {data?.consultations.map((c) => (
          <li key={c.id} data-testid="admin-consultation" className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-star-300/15 bg-night-800/70 px-4 py-3">
            <div className="text-sm">
              <p className="font-semibold text-star-50">{c.client.name} → {c.astrologer.name}</p>
              <p className="text-star-300">
                {c.endedAt ? when.format(new Date(c.endedAt)) : ''} · {t('summary.minutes', { count: c.minutesCharged })} · {formatRupees(c.chargedPaise)}
              </p>
            </div>
            {c.refunded ? (
              <span className="rounded-full bg-white/10 px-3 py-1 text-sm text-star-200">{t('admin.done')}</span>
            ) : (
              <Button variant="ghost" onClick={() => setAsking({ id: c.id, amount: formatRupees(c.chargedPaise) })}>
                {t('admin.refund')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {asking ? (
        <ConfirmDialog
          title={t('admin.confirmTitle')}
          body={t('admin.confirmBody', { amount: asking.amount })}
          confirmLabel={t('admin.refund')}
          cancelLabel={t('admin.keep')}
          busy={busy}
          onCancel={() => setAsking(null)}
          onConfirm={() => void refund(asking.id)}
        />
      ) : null}
    </section>
  );
}
