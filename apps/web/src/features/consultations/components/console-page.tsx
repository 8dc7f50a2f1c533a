import type { ServerEvent } from '@nakshatra/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { cx } from '@/components/ui/cx';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRealtime } from '@/lib/realtime';
import { useSession } from '@/lib/session';
import { consoleQueryKey, setOnline, useConsoleStatus, useQueue } from '../api/console';
import { consultationAction, consultationsQueryKey, useConsultationHistory } from '../api/consultations';
import { AdminRefunds } from './admin-refunds';
import { CallView } from './call-view';
import { ConsoleEarnings } from './console-earnings';
import { ConsoleQueue } from './console-queue';
import { ConsultationHistory } from './consultation-history';
import { ConsultationSummary } from './consultation-summary';
import { LiveChatView } from './live-chat';

interface ConsolePageProps {
  /** The client's computed chart beside the chat (the kundli feature's, composed by the route). */
  copilot: (consultationId: string) => ReactNode;
}

function OnlineSwitch() {
  const { t } = useTranslation('consultations');
  const queryClient = useQueryClient();
  const status = useConsoleStatus();
  const [busy, setBusy] = useState(false);
  const online = status.data?.online ?? false;
  const toggle = async () => {
    setBusy(true);
    try {
      queryClient.setQueryData([...consoleQueryKey, 'status'], await setOnline(!online));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" role="switch" aria-checked={online} disabled={busy || !status.data} onClick={() => void toggle()} className="inline-flex min-h-11 items-center gap-3 rounded-full border border-star-300/30 bg-white/5 px-4 text-sm font-semibold text-star-50">
      <span aria-hidden className={cx('relative h-6 w-11 rounded-full transition', online ? 'bg-emerald-500' : 'bg-star-300/30')}>
        <span className={cx('absolute top-0.5 size-5 rounded-full bg-white transition-all', online ? 'left-5.5' : 'left-0.5')} />
      </span>
      {online ? t('console.online') : t('console.offline')}
    </button>
  );
}

/** The socket keeps the queue, the history and the books fresh. */
function useConsoleEvents() {
  const queryClient = useQueryClient();
  return (e: ServerEvent) => {
    if (e.type === 'queue' || e.type === 'consultation') {
      // The queue, the books and the history; not the co-pilot's chart (also under 'console'),
      // which a state change does not alter.
      for (const part of ['queue', 'earnings', 'admin'])
        void queryClient.invalidateQueries({ queryKey: [...consoleQueryKey, part] });
      void queryClient.invalidateQueries({ queryKey: consultationsQueryKey });
    }
  };
}

/**
 * /console (astrologers; anyone else is told it is for astrologers): online switch, the ringing queue, the live chat with the client's
 * chart beside it, the last session's summary, and earnings per day.
 */
export function ConsolePage({ copilot }: ConsolePageProps) {
  const { t } = useTranslation('consultations');
  const status = useConsoleStatus();
  const { user } = useSession();
  if (isApiError(status.error) && status.error.status === 403)
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12 sm:px-6">
        <PageMeta title={t('console.title')} description={t('console.lead')} />
        <h1 className="text-3xl font-semibold text-star-50">{t('console.title')}</h1>
        {user?.role === 'admin' ? <AdminRefunds /> : <p className="text-star-200">{t('console.notAstrologer')}</p>}
      </div>
    );
  return <ConsoleBody copilot={copilot} />;
}

function ConsoleBody({ copilot }: ConsolePageProps) {
  const { t } = useTranslation('consultations');
  const onEvent = useConsoleEvents();
  useRealtime(onEvent);
  const queue = useQueue();
  const history = useConsultationHistory();
  const [busyId, setBusyId] = useState<string | null>(null);
  const mine = history.data?.consultations.filter((c) => c.side === 'astrologer') ?? [];
  const active = mine.find((c) => c.status === 'active') ?? null;
  const [shown, setShown] = useState<string | null>(null);
  const sessionId = active?.id ?? shown;
  const session = mine.find((c) => c.id === sessionId) ?? null;
  const act = (id: string, action: 'accept' | 'decline') => {
    setBusyId(id);
    void consultationAction(id, action)
      .then((c) => { if (action === 'accept') setShown(c.id); onEvent({ type: 'consultation', consultation: c }); })
      .catch((err: unknown) => toast.error(isApiError(err) ? err.error : t('console.failed')))
      .finally(() => setBusyId(null));
  };
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6">
      <PageMeta title={t('console.title')} description={t('console.lead')} />
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold text-star-50">{t('console.title')}</h1>
          <p className="text-star-300">{t('console.lead')}</p>
        </div>
        <OnlineSwitch />
      </header>
      <section aria-labelledby="queue-title" className="flex flex-col gap-3">
        <h2 id="queue-title" className="text-xl font-semibold text-star-50">{t('console.queue')}</h2>
        <ConsoleQueue requests={queue.data?.requests ?? []} busyId={busyId} canAccept={active === null} onAccept={(id) => act(id, 'accept')} onDecline={(id) => act(id, 'decline')} />
      </section>
      {session ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(20rem,26rem)]">
          {session.mode === 'call' ? (
            <CallView
              key={session.id}
              consultationId={session.id}
              peerName={session.client.name}
              onEnd={() => consultationAction(session.id, 'end').then((c) => onEvent({ type: 'consultation', consultation: c }))}
              after={(ended) => <ConsultationSummary consultation={ended} side="astrologer" />}
            />
          ) : (
          <LiveChatView
            key={session.id}
            consultationId={session.id}
            peerName={session.client.name}
            onEnd={() => consultationAction(session.id, 'end').then((c) => onEvent({ type: 'consultation', consultation: c }))}
            after={(chat) => chat.consultation?.status === 'ended' ? <ConsultationSummary consultation={chat.consultation} side="astrologer" /> : null}
          />
          )}
          <aside aria-label={t('console.copilot')}>{copilot(session.id)}</aside>
        </div>
      ) : null}
      <section aria-labelledby="earnings-title" className="rounded-3xl border border-star-300/15 bg-night-800/70 p-5 sm:p-8">
        <h2 id="earnings-title" className="text-xl font-semibold text-star-50">{t('console.earnings')}</h2>
        <ConsoleEarnings labelledBy="earnings-title" />
      </section>
      <section aria-labelledby="history-title" className="flex flex-col gap-3">
        <h2 id="history-title" className="text-xl font-semibold text-star-50">{t('history.title')}</h2>
        <ConsultationHistory headingLevel={3} />
      </section>
    </div>
  );
}
