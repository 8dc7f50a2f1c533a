import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import type { ChatController } from '../hooks/use-chat';
import { ChatComposer } from './chat-composer';
import { ChatLog } from './chat-log';

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
export function ChatPanel({
  chat,
  botAvatar,
  greeting,
  autoFocus = false,
  footer,
  className,
}: ChatPanelProps) {
  return (
    <div className={cx('flex min-h-0 flex-1 flex-col', className)}>
      <ChatLog
        messages={chat.messages}
        pending={chat.pending}
        botAvatar={botAvatar}
        greeting={greeting}
      />
      <ChatComposer chat={chat} autoFocus={autoFocus} footer={footer} />
    </div>
  );
}
