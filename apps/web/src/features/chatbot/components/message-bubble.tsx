import { Bot, CircleStop, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/components/ui/cx';
import type { ChatItem } from '../hooks/use-chat';
import { MessageText } from './message-text';

interface MessageBubbleProps {
  item: ChatItem;
  /** The bot's avatar (the astrologer's photo in the persona chat). */
  avatar?: ReactNode;
  /** The greeting to show instead of the default one (the persona's). */
  greeting?: string;
}

function ThinkingDots() {
  return (
    <span aria-hidden className="inline-flex items-center gap-1 pl-1">
      {[0, 1, 2].map((i) => (
        <span
          key={i}
          className="size-1.5 animate-bounce rounded-full bg-gold-300 motion-reduce:animate-none"
          style={{ animationDelay: `${i * 140}ms` }}
        />
      ))}
    </span>
  );
}

/** One chat line: the user's on the right in gold, the bot's on the left on the night surface. */
export function MessageBubble({ item, avatar, greeting }: MessageBubbleProps) {
  const { t } = useTranslation('chat');
  if (item.sender === 'user') {
    return (
      <li className="flex justify-end pl-10" data-testid="chat-message" data-sender="user">
        <p className="max-w-[85%] rounded-2xl rounded-br-md bg-gradient-to-b from-gold-300 to-gold-400 px-4 py-2.5 text-[0.95rem] leading-relaxed break-words text-night-950 shadow-glow sm:max-w-[75%]">
          <MessageText text={item.text} />
        </p>
      </li>
    );
  }

  let body: ReactNode;
  switch (item.status) {
    case 'greeting':
      body = greeting ?? t('greeting');
      break;
    case 'thinking':
      body = (
        <span className="inline-flex items-center gap-1 text-star-200">
          {t('thinking')}
          <ThinkingDots />
        </span>
      );
      break;
    case 'error':
      body = (
        <span className="inline-flex items-center gap-2 text-danger-300">
          <TriangleAlert size={16} aria-hidden />
          {t('errorOccurred')}
        </span>
      );
      break;
    case 'limit':
      body = <span className="text-gold-200">{t('limit')}</span>;
      break;
    case 'stopped':
      body =
        item.text === '' ? (
          <span className="inline-flex items-center gap-2 text-star-300 italic">
            <CircleStop size={16} aria-hidden />
            {t('stopped')}
          </span>
        ) : (
          <>
            <MessageText text={item.text} />
            <span className="mt-2 flex items-center gap-1.5 text-xs font-medium text-star-300 not-italic">
              <CircleStop size={14} aria-hidden />
              {t('stopped')}
            </span>
          </>
        );
      break;
    default:
      body = (
        <>
          <MessageText text={item.text} />
          {item.status === 'typing' ? (
            <span aria-hidden className="ml-0.5 inline-block h-[1.05em] w-0.5 translate-y-0.5 animate-pulse bg-gold-300" />
          ) : null}
        </>
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
        {body}
      </div>
    </li>
  );
}
