import type { Astrologer, ChatContext } from '@nakshatra/contracts';
import { Copy, Info, Sparkles, Wallet, X } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { Avatar } from '@/features/astrologers/components/avatar';
import { skillsLine } from '@/features/astrologers/lib/display';
import { ChatPanel, RemainingLine } from '@/features/chatbot/components/chat-panel';
import { headerButton } from '@/features/chatbot/components/chatbot-overlay';
import { useChat, type ChatItem } from '@/features/chatbot/hooks/use-chat';
import { useOverlay } from '@/features/chatbot/hooks/use-overlay';

/**
 * Spec "Astrologer chat history": 'You: {text}' and '{name}: {text}', oldest first. The bot's
 * fixed lines (greeting, placeholders, errors) are not part of the history.
 */
export function transcriptLines(messages: ChatItem[], name: string, you: string): string[] {
  return messages
    .filter((m) => m.text !== '' && (m.sender === 'user' || m.status === 'done' || m.status === 'stopped'))
    .map((m) => `${m.sender === 'user' ? you : name}: ${m.text}`);
}

/**
 * /astrologerschat/:slug while no live session exists: the assistant answering in this
 * astrologer's style, labelled as AI so nobody takes it for the person, with the paid live chat
 * shown but disabled until wallets exist.
 */
export function AstrologerChat({ astrologer }: { astrologer: Astrologer }) {
  const { t, i18n } = useTranslation(['chat', 'astrologers']);
  const context = useMemo<ChatContext>(
    () => ({
      kind: 'astrologer',
      slug: astrologer.slug,
      name: astrologer.name.slice(0, 80),
      skills: astrologer.skill.slice(0, 200),
      exp: astrologer.exp,
    }),
    [astrologer],
  );
  const chat = useChat({ context });
  const close = useOverlay(paths.astroProfile.to(astrologer.slug));
  const name = astrologer.name;
  const skills = skillsLine(astrologer, i18n.language, t).full;

  const copyTranscript = async () => {
    const text = transcriptLines(chat.messages, name, t('chat:you')).join('\n');
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('chat:astrologer.copied'));
    } catch {
      toast.error(t('chat:astrologer.copyFailed'));
    }
  };
  const hasHistory = chat.messages.some((m) => m.sender === 'user');

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="astro-chat-title"
      className="fixed inset-0 z-50 flex h-dvh flex-col bg-night-950 bg-[radial-gradient(110%_60%_at_50%_-5%,#262b6e_0%,rgb(16_21_58/0.7)_40%,transparent_75%)]"
    >
      <header className="border-b border-star-300/10 bg-night-900/70 pt-[env(safe-area-inset-top)] backdrop-blur-md">
        <div className="mx-auto flex max-w-3xl items-center gap-3 px-3 py-3 sm:px-6">
          <Avatar picId={astrologer.picId} size={48} eager alt="" />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <h1 id="astro-chat-title" className="truncate font-display text-lg leading-tight font-semibold text-star-50">
                {name}
              </h1>
              <span className="inline-flex items-center gap-1 rounded-full border border-gold-300/40 bg-gold-400/15 px-2 py-0.5 text-[0.7rem] font-semibold tracking-wide text-gold-200 uppercase">
                <Sparkles size={12} aria-hidden />
                {t('chat:astrologer.aiBadge')}
              </span>
            </div>
            <p className="truncate text-xs text-star-300">
              {skills} · {t('chat:astrologer.experience', { count: astrologer.exp })}
            </p>
          </div>
          <button
            type="button"
            onClick={close}
            className={`${headerButton} w-11 px-0`}
            aria-label={t('chat:astrologer.backToProfile', { name })}
          >
            <X size={20} aria-hidden />
          </button>
        </div>
        <div className="mx-auto max-w-3xl px-3 pb-3 sm:px-6">
          <p className="flex items-start gap-2 rounded-xl border border-star-300/15 bg-white/5 px-3 py-2 text-xs leading-snug text-star-200">
            <Info size={14} aria-hidden className="mt-0.5 shrink-0 text-gold-300" />
            {t('chat:astrologer.aiNotice', { name })}
          </p>
        </div>
      </header>
      <ChatPanel
        chat={chat}
        autoFocus
        greeting={t('chat:astrologer.greeting', { name })}
        botAvatar={<Avatar picId={astrologer.picId} size={32} alt="" />}
        footer={
          <>
            <div className="flex flex-wrap items-center justify-center gap-2">
              <button type="button" className={headerButton} onClick={() => void copyTranscript()} disabled={!hasHistory}>
                <Copy size={16} aria-hidden />
                {t('chat:astrologer.copyTranscript')}
              </button>
              <button
                type="button"
                className={headerButton}
                disabled
                aria-describedby="paid-chat-note"
              >
                <Wallet size={16} aria-hidden />
                {t('chat:astrologer.paidChat')}
              </button>
            </div>
            <p id="paid-chat-note" className="text-center text-xs text-star-300">
              {t('chat:astrologer.paidChatNote', { name })}
            </p>
            <RemainingLine chat={chat} />
          </>
        }
      />
    </div>
  );
}
