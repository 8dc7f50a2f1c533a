import { useTranslation } from 'react-i18next';
import type { ChatController } from '../hooks/use-chat';

/** 'N questions left today' under the input (from usage, then the stream's meta and done). */
export function RemainingLine({ chat }: { chat: ChatController }) {
  const { t } = useTranslation('chat');
  if (chat.remaining === null || chat.limit === null) return null;
  return (
    <p className="text-center text-xs text-star-300" data-testid="chat-remaining">
      {t('remaining', { count: chat.remaining, limit: chat.limit })}
    </p>
  );
}
