import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/components/ui/cx';
import { formatRupees } from '@/lib/money';
import { useConsultationHistory, useTranscript } from '../api/consultations';
import { ChatLines } from './chat-lines';

function Transcript({ id, side, peerName }: { id: string; side: 'user' | 'astrologer'; peerName: string }) {
  const { t } = useTranslation('consultations');
  const { data, isError } = useTranscript(id);
  if (isError) return <p className="text-sm text-danger-300">{t('history.failed')}</p>;
  if (!data) return <div className="h-24 animate-pulse rounded-2xl bg-white/5" aria-hidden />;
  const lines = data.messages.map((m) => ({ ...m, seq: m.seq }));
  return <ChatLines lines={lines} side={side} peerName={peerName} peerTyping={false} onRetry={() => {}} />;
}

/**
 * Past consultations on either side, newest first, each with its transcript (kept for both
 * the client and the astrologer).
 */
export function ConsultationHistory({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('consultations');
  const { data } = useConsultationHistory();
  const [open, setOpen] = useState<string | null>(null);
  const H = `h${headingLevel}` as const;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (!data) return <div className="h-32 animate-pulse rounded-3xl bg-white/5" aria-hidden />;
  const past = data.consultations.filter((c) => c.status !== 'requested' && c.status !== 'active');
  if (past.length === 0) return <p className="rounded-2xl bg-white/5 px-4 py-6 text-center text-star-200">{t('history.empty')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {past.map((c) => {
        const peer = c.side === 'user' ? c.astrologer.name : c.client.name;
        const expanded = open === c.id;
        return (
          <li key={c.id} data-testid="history-item" className="rounded-2xl border border-star-300/15 bg-night-800/70">
            <H className="m-0">
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={`transcript-${c.id}`}
                onClick={() => setOpen(expanded ? null : c.id)}
                className="flex min-h-11 w-full flex-wrap items-center justify-between gap-2 px-4 py-3 text-left"
              >
                <span>
                  <span className="block font-semibold text-star-50">{peer}</span>
                  <span className="block text-sm font-normal text-star-300">
                    {when.format(new Date(c.requestedAt))} · {c.topic}
                  </span>
                </span>
                <span className="flex items-center gap-3 text-sm font-normal text-star-200">
                  {c.minutesCharged > 0 ? `${t('summary.minutes', { count: c.minutesCharged })} · ${formatRupees(c.chargedPaise)}` : t(`history.status.${c.status}`)}
                  <ChevronDown size={18} aria-hidden className={cx('transition', expanded && 'rotate-180')} />
                </span>
              </button>
            </H>
            <div id={`transcript-${c.id}`} hidden={!expanded} className="border-t border-star-300/10 p-3 sm:p-5">
              {expanded ? <Transcript id={c.id} side={c.side} peerName={peer} /> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
