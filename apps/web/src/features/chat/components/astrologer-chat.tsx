import type { Astrologer, ChatContext } from '@nakshatra/contracts';
import { Copy, Info, Sparkles, Wallet, X } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { useChat, type ChatController } from '../hooks/use-chat';
import { useOverlay } from '../hooks/use-overlay';
import { transcriptLines } from '../lib/chat-items';
import { ChatOverlayFrame, ChatOverlayHeader, headerButton } from './chat-overlay-frame';
import { ChatPanel } from './chat-panel';
import { RemainingLine } from './remaining-line';

interface AstrologerChatProps {
  astrologer: Astrologer;
  /** Their skills, in the reader's language, under the name. */
  skills: string;
  /** Their portrait in the header (48 px) and beside each answer (32 px). */
  headerAvatar: ReactNode;
  botAvatar: ReactNode;
}

/**
 * /astrologerschat/:slug while no live session exists: the assistant answering in this
 * astrologer's style, labelled as AI so nobody takes it for the person, with a link to the paid
 * live chat with the person. The route passes the astrologer's portrait and skills.
 */
export function AstrologerChat({
  astrologer,
  skills,
  headerAvatar,
  botAvatar,
}: AstrologerChatProps) {
  const { t } = useTranslation('chat');
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

  return (
    <ChatOverlayFrame titleId="astro-chat-title">
      <AstrologerChatHeader
        name={name}
        exp={astrologer.exp}
        skills={skills}
        avatar={headerAvatar}
        onClose={close}
      />
      <ChatPanel
        chat={chat}
        autoFocus
        greeting={t('astrologer.greeting', { name })}
        botAvatar={botAvatar}
        footer={<AstrologerChatFooter chat={chat} name={name} slug={astrologer.slug} />}
      />
    </ChatOverlayFrame>
  );
}

interface HeaderProps {
  name: string;
  exp: number;
  skills: string;
  avatar: ReactNode;
  onClose: () => void;
}

/** Portrait, name with the AI badge, skills and experience, close; the AI notice under them. */
function AstrologerChatHeader({ name, exp, skills, avatar, onClose }: HeaderProps) {
  const { t } = useTranslation('chat');
  return (
    <ChatOverlayHeader>
      <div className="mx-auto flex max-w-3xl items-center gap-3 px-3 py-3 sm:px-6">
        {avatar}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h1
              id="astro-chat-title"
              className="truncate font-display text-lg leading-tight font-semibold text-star-50"
            >
              {name}
            </h1>
            <span className="inline-flex items-center gap-1 rounded-full border border-gold-300/40 bg-gold-400/15 px-2 py-0.5 text-[0.7rem] font-semibold tracking-wide text-gold-200 uppercase">
              <Sparkles size={12} aria-hidden />
              {t('astrologer.aiBadge')}
            </span>
          </div>
          <p className="truncate text-xs text-star-300">
            {skills} · {t('astrologer.experience', { count: exp })}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          className={`${headerButton} w-11 px-0`}
          aria-label={t('astrologer.backToProfile', { name })}
        >
          <X size={20} aria-hidden />
        </button>
      </div>
      <div className="mx-auto max-w-3xl px-3 pb-3 sm:px-6">
        <p className="flex items-start gap-2 rounded-xl border border-star-300/15 bg-white/5 px-3 py-2 text-xs leading-snug text-star-200">
          <Info size={14} aria-hidden className="mt-0.5 shrink-0 text-gold-300" />
          {t('astrologer.aiNotice', { name })}
        </p>
      </div>
    </ChatOverlayHeader>
  );
}

/** Copy the transcript, the way to the paid live chat with the person, and the questions left. */
function AstrologerChatFooter({ chat, name, slug }: { chat: ChatController; name: string; slug: string }) {
  const { t } = useTranslation('chat');
  const copyTranscript = async () => {
    const text = transcriptLines(chat.messages, name, t('you')).join('\n');
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('astrologer.copied'));
    } catch {
      toast.error(t('astrologer.copyFailed'));
    }
  };
  const hasHistory = chat.messages.some((m) => m.sender === 'user');
  return (
    <>
      <div className="flex flex-wrap items-center justify-center gap-2">
        <button
          type="button"
          className={headerButton}
          onClick={() => void copyTranscript()}
          disabled={!hasHistory}
        >
          <Copy size={16} aria-hidden />
          {t('astrologer.copyTranscript')}
        </button>
        <Link to={paths.astrologersChat.to(slug)} className={headerButton} aria-describedby="paid-chat-note">
          <Wallet size={16} aria-hidden />
          {t('astrologer.paidChat')}
        </Link>
      </div>
      <p id="paid-chat-note" className="text-center text-xs text-star-300">
        {t('astrologer.paidChatNote', { name })}
      </p>
      <RemainingLine chat={chat} />
    </>
  );
}
