import { ArrowUp, Square } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatController } from '../hooks/use-chat';
import { StarterQuestions } from './starter-questions';
import { SuggestionSlider } from './suggestion-slider';

interface ChatComposerProps {
  chat: ChatController;
  autoFocus: boolean;
  footer?: ReactNode;
}

/** Focus returns to the input when the answer finishes, so the next question can be typed at once. */
function useRefocusAfterAnswer(pending: boolean) {
  const inputRef = useRef<HTMLInputElement>(null);
  const wasPending = useRef(pending);
  useEffect(() => {
    if (wasPending.current && !pending) inputRef.current?.focus({ preventScroll: true });
    wasPending.current = pending;
  }, [pending]);
  return inputRef;
}

/** Starter questions go with the greeting: before the first question, once nothing is being restored. */
function showStarters(chat: ChatController): boolean {
  return (
    !chat.restoring &&
    !chat.limitReached &&
    chat.suggestions.length === 0 &&
    !chat.messages.some((m) => m.sender === 'user')
  );
}

/** Under the log: the suggestions, the limit notice, the input with send (or stop) and the footer. */
export function ChatComposer({ chat, autoFocus, footer }: ChatComposerProps) {
  const { t } = useTranslation('chat');
  const [draft, setDraft] = useState('');
  const inputRef = useRefocusAfterAnswer(chat.pending);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (chat.pending) {
      chat.stop();
      return;
    }
    if (chat.send(draft)) setDraft('');
  };

  return (
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
        {showStarters(chat) ? (
          <StarterQuestions
            set={chat.history.contextKey.startsWith('horoscope:') ? 'horoscope' : 'general'}
            onPick={(q) => {
              chat.send(q);
            }}
          />
        ) : null}
        {chat.limitReached ? (
          <p
            role="status"
            className="rounded-2xl border border-gold-300/30 bg-gold-400/10 px-4 py-2.5 text-sm text-gold-200"
          >
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
            disabled={chat.pending || chat.limitReached}
            autoFocus={autoFocus}
            autoComplete="off"
            enterKeyHint="send"
            maxLength={2000}
            className="min-h-12 min-w-0 flex-1 rounded-full border border-star-300/25 bg-night-950/70 px-5 text-base text-star-50 placeholder:text-star-300 focus:border-gold-300/70 focus:outline-none focus-visible:outline-2 focus-visible:outline-gold-400 disabled:cursor-not-allowed disabled:opacity-60"
          />
          <SubmitButton pending={chat.pending} limitReached={chat.limitReached} />
        </form>
        {footer}
      </div>
    </div>
  );
}

/** Send, or a red stop button while an answer is coming. */
function SubmitButton({ pending, limitReached }: { pending: boolean; limitReached: boolean }) {
  const { t } = useTranslation('chat');
  if (pending) {
    return (
      <button
        type="submit"
        aria-label={t('stop')}
        title={t('stop')}
        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-red-600 text-white shadow-[0_0_0_4px_rgb(220_38_38/0.25)] transition hover:bg-red-500"
      >
        <Square size={18} fill="currentColor" aria-hidden />
      </button>
    );
  }
  return (
    <button
      type="submit"
      aria-label={t('send')}
      title={t('send')}
      disabled={limitReached}
      className="flex size-12 shrink-0 items-center justify-center rounded-full bg-gradient-to-b from-gold-300 to-gold-400 text-night-950 shadow-glow transition hover:from-gold-200 hover:to-gold-300 disabled:cursor-not-allowed disabled:opacity-45 disabled:shadow-none"
    >
      <ArrowUp size={22} strokeWidth={2.5} aria-hidden />
    </button>
  );
}
