import type { ConversationSummary } from '@nakshatra/contracts';
import { History, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/components/ui/cx';
import { useConversations } from '../api/get-conversations';
import type { ChatController } from '../hooks/use-chat';
import { headerButton } from './chat-overlay-frame';

interface HistoryButtonProps {
  open: boolean;
  onToggle: () => void;
}

/** The header button that opens the list of earlier conversations. */
export function HistoryButton({ open, onToggle }: HistoryButtonProps) {
  const { t } = useTranslation('chat');
  return (
    <button
      type="button"
      onClick={onToggle}
      className={cx(headerButton, open && 'border-gold-300/60 text-gold-200')}
      aria-label={t('history.title')}
      aria-expanded={open}
      aria-controls="chat-history"
    >
      <History size={18} aria-hidden />
      <span className="hidden md:inline">{t('history.title')}</span>
    </button>
  );
}

interface ConversationHistoryProps {
  chat: ChatController;
  onClose: () => void;
}

/**
 * Earlier conversations of this panel, most recently used first, each titled by its first
 * question: picking one shows it again and further questions continue it. Escape closes the
 * list (not the overlay behind it).
 */
export function ConversationHistory({ chat, onClose }: ConversationHistoryProps) {
  const { t } = useTranslation('chat');
  const { contextKey, currentId, open } = chat.history;
  const query = useConversations(contextKey, { enabled: true });
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const items = query.data?.pages.flatMap((p) => p.conversations) ?? [];

  return (
    <section
      id="chat-history"
      aria-labelledby="chat-history-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onClose();
        }
      }}
      className="absolute inset-x-0 top-[calc(4rem+env(safe-area-inset-top))] bottom-0 z-10 flex flex-col border-t border-star-300/10 bg-night-900/95 backdrop-blur-md sm:inset-x-auto sm:right-[max(1rem,calc((100vw-48rem)/2+1.5rem))] sm:bottom-auto sm:max-h-[70vh] sm:w-96 sm:rounded-2xl sm:border sm:shadow-2xl"
    >
      <div className="flex items-center gap-2 px-4 py-3">
        <h2
          id="chat-history-title"
          ref={headingRef}
          tabIndex={-1}
          className="flex-1 font-display text-base font-semibold text-star-50 focus:outline-none"
        >
          {t('history.title')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className={`${headerButton} w-11 px-0`}
          aria-label={t('history.close')}
        >
          <X size={18} aria-hidden />
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-2 pb-3">
        {query.isPending ? <HistorySkeleton /> : null}
        {query.isError ? (
          <p role="alert" className="px-2 py-3 text-sm text-danger-300">
            {t('history.failed')}
          </p>
        ) : null}
        {query.isSuccess && items.length === 0 ? (
          <p className="px-2 py-3 text-sm text-star-300">{t('history.empty')}</p>
        ) : null}
        <ul className="flex flex-col gap-1">
          {items.map((c) => (
            <HistoryItem
              key={c.id}
              conversation={c}
              current={c.id === currentId}
              onPick={() => {
                void open(c.id);
                onClose();
              }}
            />
          ))}
        </ul>
        {query.hasNextPage ? (
          <button
            type="button"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            className={`${headerButton} mx-auto mt-2`}
          >
            {t('history.loadMore')}
          </button>
        ) : null}
      </div>
    </section>
  );
}

function HistoryItem({
  conversation,
  current,
  onPick,
}: {
  conversation: ConversationSummary;
  current: boolean;
  onPick: () => void;
}) {
  const { t, i18n } = useTranslation('chat');
  const when = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(conversation.updatedAt));
  return (
    <li>
      <button
        type="button"
        onClick={onPick}
        aria-current={current ? 'true' : undefined}
        className={cx(
          'flex min-h-11 w-full flex-col gap-0.5 rounded-xl px-3 py-2 text-left transition hover:bg-white/5',
          current && 'bg-gold-400/10 ring-1 ring-gold-300/30',
        )}
      >
        <span className="line-clamp-2 text-sm text-star-50">{conversation.title}</span>
        <span className="text-xs text-star-300">
          {when}
          {current ? ` · ${t('history.current')}` : ''}
        </span>
      </button>
    </li>
  );
}

/** Rows of the list's size while it loads, so nothing jumps when it arrives. */
function HistorySkeleton() {
  return (
    <ul aria-hidden className="flex flex-col gap-1">
      {[0, 1, 2].map((i) => (
        <li
          key={i}
          className="h-14 animate-pulse rounded-xl bg-white/5 motion-reduce:animate-none"
        />
      ))}
    </ul>
  );
}
