import type { ChatSide } from '@nakshatra/contracts';
import { Check, CheckCheck, Clock, RotateCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/components/ui/cx';
import { lineStatus, type ChatLine } from '../lib/chat-state';

interface ChatLinesProps {
  lines: ChatLine[];
  side: ChatSide;
  peerName: string;
  peerTyping: boolean;
  onRetry: (id: string) => void;
}

const time = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** The ticks under one of my messages: sending, sent, delivered, read (gold), or failed. */
function Ticks({ line, onRetry }: { line: ChatLine; onRetry: (id: string) => void }) {
  const { t } = useTranslation('consultations');
  const status = lineStatus(line);
  if (status === 'failed')
    return (
      <button
        type="button"
        onClick={() => onRetry(line.id)}
        className="inline-flex items-center gap-1 rounded-full px-1 text-danger-300 underline-offset-2 hover:underline"
      >
        <RotateCw size={12} aria-hidden />
        {line.failed === 'rate_limited' ? t('chat.tooFast') : t('chat.retry')}
      </button>
    );
  const Icon = status === 'sending' ? Clock : status === 'sent' ? Check : CheckCheck;
  return (
    <span className={cx('inline-flex items-center gap-1', status === 'read' && 'text-gold-300')} data-status={status}>
      <Icon size={14} aria-hidden />
      <span className="sr-only">{t(`chat.status.${status}`)}</span>
    </span>
  );
}

/**
 * The conversation as a log: mine on the right in gold, theirs on the left; text only (markup a
 * person typed shows as the characters they typed). New lines scroll into view.
 */
export function ChatLines({ lines, side, peerName, peerTyping, onRetry }: ChatLinesProps) {
  const { t, i18n } = useTranslation('consultations');
  const endRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end', behavior: 'smooth' });
  }, [lines.length, peerTyping]);
  return (
    <div role="log" aria-live="polite" aria-label={t('chat.logLabel', { name: peerName })}>
    <ol className="flex flex-col gap-3">
      {lines.length === 0 ? (
        <li className="mx-auto max-w-sm rounded-2xl bg-white/5 px-4 py-3 text-center text-sm text-star-200">
          {t('chat.empty')}
        </li>
      ) : null}
      {lines.map((l) => {
        const mine = l.from === side;
        return (
          <li
            key={l.id}
            data-testid="live-message"
            data-from={l.from}
            className={cx('flex flex-col', mine ? 'items-end pl-10' : 'items-start pr-10')}
          >
            <p
              className={cx(
                'max-w-[85%] rounded-2xl px-4 py-2.5 text-[0.95rem] leading-relaxed break-words whitespace-pre-wrap sm:max-w-[75%]',
                mine
                  ? 'rounded-br-md bg-gradient-to-b from-gold-300 to-gold-400 text-night-950'
                  : 'rounded-bl-md border border-star-300/15 bg-night-800/90 text-star-50',
              )}
            >
              {l.text}
            </p>
            <span className="mt-1 flex items-center gap-1.5 text-xs text-star-300">
              <time dateTime={l.sentAt}>{time(l.sentAt, i18n.language)}</time>
              {mine ? <Ticks line={l} onRetry={onRetry} /> : null}
            </span>
          </li>
        );
      })}
      <li ref={endRef} aria-hidden={!peerTyping} className="min-h-6 text-sm text-star-300 italic">
        {peerTyping ? t('chat.typing', { name: peerName }) : ''}
      </li>
    </ol>
    </div>
  );
}
