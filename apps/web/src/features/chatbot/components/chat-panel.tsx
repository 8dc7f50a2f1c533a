import { ArrowUp, Square } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/components/ui/cx';
import type { ChatController } from '../hooks/use-chat';
import { MessageBubble } from './message-bubble';
import { SuggestionSlider } from './suggestion-slider';

interface ChatPanelProps {
  chat: ChatController;
  /** The bot's avatar and greeting (the astrologer persona), else the Astro Bot's. */
  botAvatar?: ReactNode;
  greeting?: string;
  autoFocus?: boolean;
  /** Under the input: the remaining questions line and any extra actions. */
  footer?: ReactNode;
  className?: string;
}

/**
 * The message log, the suggestion slider and the input bar: shared by the full-screen overlay,
 * the horoscope page's panel and the astrologer-style chat.
 */
export function ChatPanel({ chat, botAvatar, greeting, autoFocus = false, footer, className }: ChatPanelProps) {
  const { t } = useTranslation('chat');
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const count = chat.messages.length;
  const wasPending = useRef(chat.pending);

  // A new message: glide to it. While an answer types out: stay pinned to the bottom if the
  // reader is there (instant, a smooth scroll every 5 ms would stutter), else leave them be.
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'end' });
  }, [count]);
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log || !chat.pending) return;
    if (log.scrollHeight - log.scrollTop - log.clientHeight < 120) log.scrollTop = log.scrollHeight;
  });

  // Focus returns to the input when the answer finishes, so the next question can be typed at once.
  useEffect(() => {
    if (wasPending.current && !chat.pending) inputRef.current?.focus({ preventScroll: true });
    wasPending.current = chat.pending;
  }, [chat.pending]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (chat.pending) {
      chat.stop();
      return;
    }
    if (chat.send(draft)) setDraft('');
  };

  const locked = chat.pending || chat.limitReached;

  return (
    <div className={cx('flex min-h-0 flex-1 flex-col', className)}>
      <div ref={logRef} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-5 sm:px-6">
        <ol
          role="log"
          aria-live="polite"
          aria-relevant="additions"
          aria-label={t('messagesLabel')}
          className="mx-auto flex max-w-3xl flex-col gap-4"
        >
          {chat.messages.map((item) => (
            <MessageBubble key={item.id} item={item} avatar={botAvatar} greeting={greeting} />
          ))}
        </ol>
        <div ref={endRef} className="h-1" />
      </div>

      <div className="border-t border-star-300/10 bg-night-900/85 px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur-md sm:px-6">
        <div className="mx-auto flex max-w-3xl flex-col gap-3">
          {chat.suggestions.length > 0 && !chat.limitReached ? (
            <SuggestionSlider
              key={chat.suggestions.join('\u0001')}
              suggestions={chat.suggestions}
              onPick={(q) => {
                chat.send(q);
              }}
            />
          ) : null}
          {chat.limitReached ? (
            <p role="status" className="rounded-2xl border border-gold-300/30 bg-gold-400/10 px-4 py-2.5 text-sm text-gold-200">
              {t('limit')}
            </p>
          ) : null}
          <form onSubmit={submit} className="flex items-center gap-2">
            <label htmlFor="chat-input" className="sr-only">
              {t('inputLabel')}
            </label>
            <input
              id="chat-input"
              ref={inputRef}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              placeholder={t('placeholder')}
              disabled={locked}
              autoFocus={autoFocus}
              autoComplete="off"
              enterKeyHint="send"
              maxLength={2000}
              className="min-h-12 min-w-0 flex-1 rounded-full border border-star-300/25 bg-night-950/70 px-5 text-base text-star-50 placeholder:text-star-300 focus:border-gold-300/70 focus:outline-none focus-visible:outline-2 focus-visible:outline-gold-400 disabled:cursor-not-allowed disabled:opacity-60"
            />
            {chat.pending ? (
              <button
                type="submit"
                aria-label={t('stop')}
                title={t('stop')}
                className="flex size-12 shrink-0 items-center justify-center rounded-full bg-red-600 text-white shadow-[0_0_0_4px_rgb(220_38_38/0.25)] transition hover:bg-red-500"
              >
                <Square size={18} fill="currentColor" aria-hidden />
              </button>
            ) : (
              <button
                type="submit"
                aria-label={t('send')}
                title={t('send')}
                disabled={chat.limitReached}
                className="flex size-12 shrink-0 items-center justify-center rounded-full bg-gradient-to-b from-gold-300 to-gold-400 text-night-950 shadow-glow transition hover:from-gold-200 hover:to-gold-300 disabled:cursor-not-allowed disabled:opacity-45 disabled:shadow-none"
              >
                <ArrowUp size={22} strokeWidth={2.5} aria-hidden />
              </button>
            )}
          </form>
          {footer}
        </div>
      </div>
    </div>
  );
}

/** 'N questions left today' under the input (from usage, then the stream's meta and done). */
export function RemainingLine({ chat }: { chat: ChatController }) {
  const { t } = useTranslation('chat');
  if (chat.remaining === null || chat.limit === null) return null;
  return (
    <p className="text-center text-xs text-star-300" data-testid="chat-remaining">
      {t('remaining', { count: chat.remaining, limit: chat.limit })}
    </p>
  );
}
