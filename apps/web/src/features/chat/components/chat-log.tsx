import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatItem } from '../lib/chat-items';
import { MessageBubble } from './message-bubble';

interface ChatLogProps {
  messages: ChatItem[];
  pending: boolean;
  botAvatar?: ReactNode;
  greeting?: string;
}

/** Keeps the newest message in view: a glide to each new one, pinned while an answer types out. */
function useFollowLatest(count: number, pending: boolean) {
  const logRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  // A new message: glide to it. While an answer types out: stay pinned to the bottom if the
  // reader is there (instant, a smooth scroll every 5 ms would stutter), else leave them be.
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'end' });
  }, [count]);
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log || !pending) return;
    if (log.scrollHeight - log.scrollTop - log.clientHeight < 120) log.scrollTop = log.scrollHeight;
  });
  return { logRef, endRef };
}

/** The scrolling message log, announced politely to screen readers as messages are added. */
export function ChatLog({ messages, pending, botAvatar, greeting }: ChatLogProps) {
  const { t } = useTranslation('chat');
  const { logRef, endRef } = useFollowLatest(messages.length, pending);
  return (
    // The log role sits on the scroller, not on the list: on the <ol> it replaced the list role
    // and left the messages as list items outside any list (axe: listitem). Focusable, so a
    // keyboard can scroll a long answer (axe: scrollable-region-focusable).
    <div
      ref={logRef}
      tabIndex={0}
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={t('messagesLabel')}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-5 sm:px-6"
    >
      <ol className="mx-auto flex max-w-3xl flex-col gap-4">
        {messages.map((item) => (
          <MessageBubble key={item.id} item={item} avatar={botAvatar} greeting={greeting} />
        ))}
      </ol>
      <div ref={endRef} className="h-1" />
    </div>
  );
}
