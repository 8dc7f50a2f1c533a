import type { Astrologer, Consultation, ConsultationMode, ServerEvent } from '@nakshatra/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useRealtime } from '@/lib/realtime';
import {
  consultationAction,
  currentConsultationQueryKey,
  requestConsultation,
  useCurrentConsultation,
} from '../api/consultations';
import { CallView } from './call-view';
import { ConsultationIntake } from './consultation-intake';
import { ConsultationSummary } from './consultation-summary';
import { ConsultationWaiting } from './consultation-waiting';
import { LiveChatView } from './live-chat';

interface RoomProps {
  astrologer: Astrologer;
  balancePaise: number | null;
  /** One-tap recharge for the low-balance warning, at the session's price. */
  recharge: (pricePaisePerMin: number) => ReactNode;
  /** Online astrologers with the same skill, offered when a request is missed or declined. */
  suggestions: ReactNode;
  /** A live chat (/astrologerschat/:slug) or a voice call (/astrologerscall/:slug). */
  mode?: ConsultationMode;
}

const open = (c: Consultation | null | undefined) => c?.status === 'requested' || c?.status === 'active';

/** Keeps the current-consultation query in step with the socket, and remembers the last one closed. */
function useConsultationEvents() {
  const queryClient = useQueryClient();
  const [closed, setClosed] = useState<Consultation | null>(null);
  const onEvent = (e: ServerEvent) => {
    if (e.type !== 'consultation') return;
    if (open(e.consultation)) queryClient.setQueryData(currentConsultationQueryKey, e.consultation);
    else {
      setClosed(e.consultation);
      queryClient.setQueryData(currentConsultationQueryKey, null);
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    }
  };
  return { closed, setClosed, onEvent };
}

function Missed({ c, suggestions, onAgain }: { c: Consultation; suggestions: ReactNode; onAgain: () => void }) {
  const { t } = useTranslation('consultations');
  return (
    <section aria-labelledby="missed-title" className="flex flex-col gap-4 rounded-3xl border border-star-300/15 bg-night-800/70 p-6">
      <h2 id="missed-title" className="text-xl font-semibold text-star-50">{t(`missed.${c.status === 'declined' ? 'declined' : c.status === 'cancelled' ? 'cancelled' : 'missed'}`, { name: c.astrologer.name })}</h2>
      <p className="text-star-200">{t('missed.noCharge')}</p>
      <button type="button" onClick={onAgain} className={buttonClasses('ghost', 'md', 'self-start')}>{t('missed.again')}</button>
      <h3 className="mt-2 font-semibold text-star-50">{t('missed.suggestions')}</h3>
      {suggestions}
    </section>
  );
}

/**
 * The room swaps a long intake form for a short waiting card, then the session: the person who
 * tapped "Start" at the bottom of the form would be left scrolled past the new stage, looking at
 * an empty page. Each new stage brings the top of the page back into view.
 */
function useScrollUpOnStage(stage: string) {
  const seen = useRef(stage);
  useEffect(() => {
    if (seen.current === stage) return;
    const first = seen.current === 'pending';
    seen.current = stage;
    if (!first && window.scrollY > 0) window.scrollTo({ top: 0 });
  }, [stage]);
}

/**
 * /astrologerschat/:slug for a paid session: intake, waiting, the live chat, then the summary
 * and review. One open consultation per user: another astrologer's shows a link to it.
 */
export function ConsultationRoom({ astrologer, balancePaise, recharge, suggestions, mode = 'chat' }: RoomProps) {
  const { t } = useTranslation('consultations');
  const queryClient = useQueryClient();
  const current = useCurrentConsultation();
  const { closed, setClosed, onEvent } = useConsultationEvents();
  useRealtime(onEvent);
  const c = current.data;
  const set = (next: Consultation): void => {
    if (!open(next)) setClosed(next);
    queryClient.setQueryData(currentConsultationQueryKey, open(next) ? next : null);
  };
  const [busy, setBusy] = useState(false);
  // An ended call that never connected (no acceptedAt) still shows its (empty) summary.
  const live = c?.status === 'active' ? c : closed?.acceptedAt || closed?.status === 'ended' ? closed : null;
  useScrollUpOnStage(current.isPending ? 'pending' : c?.status === 'requested' ? 'waiting' : live ? `live:${live.id}` : closed ? 'closed' : 'intake');

  if (current.isPending) return <div className="h-72 animate-pulse rounded-3xl bg-white/5" aria-hidden />;
  if (c && c.astrologer.slug !== astrologer.slug)
    return (
      <p className="rounded-3xl border border-star-300/15 bg-night-800/70 p-6 text-star-100">
        {t('room.otherOpen', { name: c.astrologer.name })}{' '}
        <Link className="font-semibold text-gold-300 underline" to={(c.mode === 'call' ? paths.astrologersCall : paths.astrologersChat).to(c.astrologer.slug)}>{t('room.goThere')}</Link>
      </p>
    );
  if (c?.status === 'requested')
    return <ConsultationWaiting consultation={c} cancelling={busy} onCancel={() => { setBusy(true); void consultationAction(c.id, 'cancel').then(set).finally(() => setBusy(false)); }} />;
  if (live?.mode === 'call')
    return (
      <CallView
        key={live.id}
        consultationId={live.id}
        peerName={astrologer.name}
        onEnd={() => consultationAction(live.id, 'end').then(set)}
        after={(ended) => <ConsultationSummary consultation={ended} side="user" />}
      />
    );
  if (live)
    return (
      <LiveChatView
        key={live.id}
        consultationId={live.id}
        peerName={astrologer.name}
        recharge={recharge}
        onEnd={() => consultationAction(live.id, 'end').then(set)}
        after={(chat) => chat.consultation && chat.consultation.status === 'ended' ? <ConsultationSummary consultation={chat.consultation} side="user" /> : null}
      />
    );
  if (closed) return <Missed c={closed} suggestions={suggestions} onAgain={() => setClosed(null)} />;
  return <ConsultationIntake astrologer={astrologer} balancePaise={balancePaise} mode={mode} onRequest={(topic) => requestConsultation(astrologer.slug, topic, mode).then(set)} />;
}
