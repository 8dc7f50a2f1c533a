import type { ChatContext } from '@nakshatra/contracts';
import { MessageSquarePlus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/components/ui/logo';
import { useChat } from '../hooks/use-chat';
import { useOverlay } from '../hooks/use-overlay';
import { ChatPanel, RemainingLine } from './chat-panel';

export const headerButton =
  'flex min-h-11 items-center justify-center gap-2 rounded-full border border-star-300/20 bg-white/5 px-3 text-sm font-medium text-star-200 transition hover:border-gold-300/60 hover:text-gold-200 disabled:opacity-50';

/**
 * Spec section 2 "Chatbot overlay": full screen, header with logo, title and close; the chat
 * below. /chatbot renders it; the home 'Astro Bot' button links there.
 */
export function ChatbotOverlay({ context }: { context?: ChatContext }) {
  const { t } = useTranslation('chat');
  const chat = useChat({ context });
  const close = useOverlay();

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="chatbot-title"
      className="fixed inset-0 z-50 flex h-dvh flex-col bg-night-950 bg-[radial-gradient(110%_60%_at_50%_-5%,#262b6e_0%,rgb(16_21_58/0.7)_40%,transparent_75%)]"
    >
      <header className="border-b border-star-300/10 bg-night-900/70 pt-[env(safe-area-inset-top)] backdrop-blur-md">
        <div className="mx-auto flex h-16 max-w-3xl items-center gap-3 px-3 sm:px-6">
          <LogoMark />
          <div className="min-w-0 flex-1">
            <h1 id="chatbot-title" className="truncate font-display text-lg leading-tight font-semibold text-star-50">
              {t('title')}
            </h1>
            <p className="truncate text-xs text-star-300">{t('subtitle')}</p>
          </div>
          <button
            type="button"
            onClick={() => void chat.newConversation()}
            disabled={chat.resetting}
            className={headerButton}
            aria-label={t('newConversation')}
          >
            <MessageSquarePlus size={18} aria-hidden />
            <span className="hidden sm:inline">{t('newConversation')}</span>
          </button>
          <button type="button" onClick={close} className={`${headerButton} w-11 px-0`} aria-label={t('close')}>
            <X size={20} aria-hidden />
          </button>
        </div>
      </header>
      <ChatPanel chat={chat} autoFocus footer={<RemainingLine chat={chat} />} />
    </div>
  );
}
