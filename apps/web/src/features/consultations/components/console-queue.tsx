import type { z } from 'zod';
import type { consoleQueueResponseSchema } from '@nakshatra/contracts';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

type Request = z.infer<typeof consoleQueueResponseSchema>['requests'][number];

interface QueueProps {
  requests: Request[];
  busyId: string | null;
  onAccept: (id: string) => void;
  onDecline: (id: string) => void;
  /** Accepting is off while a session is running (one client at a time). */
  canAccept: boolean;
}

/** Requests ringing on the console, oldest first: client, topic, price, Accept and Decline. */
export function ConsoleQueue({ requests, busyId, onAccept, onDecline, canAccept }: QueueProps) {
  const { t, i18n } = useTranslation('consultations');
  if (requests.length === 0)
    return <p className="rounded-2xl bg-white/5 px-4 py-6 text-center text-star-200">{t('console.queueEmpty')}</p>;
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
  return (
    <ul className="flex flex-col gap-3" aria-label={t('console.queue')}>
      {requests.map((r) => (
        <li key={r.id} data-testid="queue-item" className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-gold-300/30 bg-gold-400/10 px-4 py-3">
          <div>
            <p className="font-semibold text-star-50">
              {r.client.name}
              {r.mode === 'call' ? <span className="ml-2 rounded-full bg-gold-400/20 px-2 py-0.5 text-xs text-gold-200">{t('console.callRequest')}</span> : null}
            </p>
            <p className="text-sm text-star-200">{r.topic}</p>
            <p className="text-xs text-star-300">
              <time dateTime={r.requestedAt}>{time.format(new Date(r.requestedAt))}</time>
            </p>
          </div>
          <div className="flex gap-2">
            <Button onClick={() => onAccept(r.id)} disabled={!canAccept || busyId !== null} aria-label={t('console.acceptFrom', { name: r.client.name })}>
              <Check size={16} aria-hidden />
              {t('console.accept')}
            </Button>
            <Button variant="ghost" onClick={() => onDecline(r.id)} disabled={busyId !== null} aria-label={t('console.declineFrom', { name: r.client.name })}>
              <X size={16} aria-hidden />
              {t('console.decline')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
