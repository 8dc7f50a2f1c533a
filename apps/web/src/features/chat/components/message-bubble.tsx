import { Bot } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import type { ChatItem } from '../lib/chat-items';
import { BotMessageBody } from './bot-message-body';
import { MessageText } from './message-text';

interface MessageBubbleProps {
  item: ChatItem;
  /** The bot's avatar (the astrologer's photo in the persona chat). */
  avatar?: ReactNode;
  /** The greeting to show instead of the default one (the persona's). */
  greeting?: string;
}

/** One chat line: the user's on the right in gold, the bot's on the left on the night surface. */
export function MessageBubble({ item, avatar, greeting }: MessageBubbleProps) {
  if (item.sender === 'user') {
    return (
      <li className="flex justify-end pl-10" data-testid="chat-message" data-sender="user">
        <p className="max-w-[85%] rounded-2xl rounded-br-md bg-gradient-to-b from-gold-300 to-gold-400 px-4 py-2.5 text-[0.95rem] leading-relaxed break-words text-night-950 shadow-glow sm:max-w-[75%]">
          <MessageText text={item.text} />
        </p>
      </li>
    );
  }
  return (
    <li
      className="flex items-end gap-2.5 pr-6 sm:pr-10"
      data-testid="chat-message"
      data-sender="bot"
      data-status={item.status}
      aria-busy={item.status === 'thinking' || item.status === 'typing' ? true : undefined}
    >
      <span className="mb-0.5 shrink-0">
        {avatar ?? (
          <span className="flex size-8 items-center justify-center rounded-full bg-gradient-to-br from-night-600 to-night-800 text-gold-300 ring-1 ring-gold-300/30">
            <Bot size={17} aria-hidden />
          </span>
        )}
      </span>
      <div
        className={cx(
          'max-w-[85%] rounded-2xl rounded-bl-md border px-4 py-2.5 text-[0.95rem] leading-relaxed break-words sm:max-w-[75%]',
          item.status === 'error'
            ? 'border-danger-300/30 bg-danger-700/15'
            : 'border-star-300/15 bg-night-800/90 text-star-50',
        )}
      >
        <BotMessageBody item={item} greeting={greeting} />
      </div>
    </li>
  );
}
