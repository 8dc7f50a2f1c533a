import { CircleStop, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ChatItem } from '../lib/chat-items';
import { MessageText } from './message-text';

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

/** 'Stopped' alone, or the part typed before the stop with a 'Stopped' mark under it. */
function StoppedBody({ text }: { text: string }) {
  const { t } = useTranslation('chat');
  if (text === '') {
    return (
      <span className="inline-flex items-center gap-2 text-star-300 italic">
        <CircleStop size={16} aria-hidden />
        {t('stopped')}
      </span>
    );
  }
  return (
    <>
      <MessageText text={text} />
      <span className="mt-2 flex items-center gap-1.5 text-xs font-medium text-star-300 not-italic">
        <CircleStop size={14} aria-hidden />
        {t('stopped')}
      </span>
    </>
  );
}

/** What a bot message says in each state: its fixed lines are translated here, answers are plain text. */
export function BotMessageBody({ item, greeting }: { item: ChatItem; greeting?: string }) {
  const { t } = useTranslation('chat');
  switch (item.status) {
    case 'greeting':
      return greeting ?? t('greeting');
    case 'thinking':
      return (
        <span className="inline-flex items-center gap-1 text-star-200">
          {t('thinking')}
          <ThinkingDots />
        </span>
      );
    case 'error':
      return (
        <span className="inline-flex items-center gap-2 text-danger-300">
          <TriangleAlert size={16} aria-hidden />
          {t('errorOccurred')}
        </span>
      );
    case 'limit':
      return <span className="text-gold-200">{t('limit')}</span>;
    case 'stopped':
      return <StoppedBody text={item.text} />;
    default:
      return (
        <>
          <MessageText text={item.text} />
          {item.status === 'typing' ? (
            <span
              aria-hidden
              className="ml-0.5 inline-block h-[1.05em] w-0.5 translate-y-0.5 animate-pulse bg-gold-300"
            />
          ) : null}
        </>
      );
  }
}
