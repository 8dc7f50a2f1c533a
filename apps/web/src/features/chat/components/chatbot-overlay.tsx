import type { ChatContext } from '@nakshatra/contracts';
import { MessageSquarePlus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/components/ui/logo';
import { useChat } from '../hooks/use-chat';
import { useOverlay } from '../hooks/use-overlay';
import { ChatOverlayFrame, ChatOverlayHeader, headerButton } from './chat-overlay-frame';
import { ChatPanel } from './chat-panel';
import { ConversationHistory, HistoryButton } from './conversation-history';
import { RemainingLine } from './remaining-line';

/**
 * Spec section 2 "Chatbot overlay": full screen, header with logo, title and close; the chat
 * below. /chatbot renders it; the home 'Astro Bot' button links there.
 */
export function ChatbotOverlay({ context }: { context?: ChatContext }) {
  const { t } = useTranslation('chat');
  const chat = useChat({ context });
  const close = useOverlay();
  const [historyOpen, setHistoryOpen] = useState(false);

  return (
    <ChatOverlayFrame titleId="chatbot-title">
      <ChatOverlayHeader>
        <div className="mx-auto flex h-16 max-w-3xl items-center gap-3 px-3 sm:px-6">
          <LogoMark />
          <div className="min-w-0 flex-1">
            <h1
              id="chatbot-title"
              className="truncate font-display text-lg leading-tight font-semibold text-star-50"
            >
              {t('title')}
            </h1>
            <p className="truncate text-xs text-star-300">{t('subtitle')}</p>
          </div>
          {chat.signedIn ? (
            <HistoryButton open={historyOpen} onToggle={() => setHistoryOpen((o) => !o)} />
          ) : null}
          <button
            type="button"
            onClick={() => {
              setHistoryOpen(false);
              void chat.newConversation();
            }}
            disabled={chat.resetting}
            className={headerButton}
            aria-label={t('newConversation')}
          >
            <MessageSquarePlus size={18} aria-hidden />
            <span className="hidden sm:inline">{t('newConversation')}</span>
          </button>
          <button
            type="button"
            onClick={close}
            className={`${headerButton} w-11 px-0`}
            aria-label={t('close')}
          >
            <X size={20} aria-hidden />
          </button>
        </div>
      </ChatOverlayHeader>
      {historyOpen ? (
        <ConversationHistory chat={chat} onClose={() => setHistoryOpen(false)} />
      ) : null}
      <ChatPanel chat={chat} autoFocus footer={<RemainingLine chat={chat} />} />
    </ChatOverlayFrame>
  );
}
