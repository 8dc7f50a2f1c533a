import type { ChatContext } from '@nakshatra/contracts';
import { useCallback, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { currentLanguage } from '@/lib/i18n';
import { useStartConversation } from '../api/start-conversation';

interface NewConversationOptions {
  stop: () => void;
  reset: () => void;
  contextRef: RefObject<ChatContext | undefined>;
  conversationRef: RefObject<string | undefined>;
}

/** 'New conversation': the server starts a fresh memory; the screen starts again from the greeting. */
export function useNewConversation({
  stop,
  reset,
  contextRef,
  conversationRef,
}: NewConversationOptions) {
  const { t } = useTranslation('chat');
  const { mutateAsync: start, isPending: resetting } = useStartConversation();
  const newConversation = useCallback(async () => {
    stop();
    try {
      const conversation = await start({ context: contextRef.current, lang: currentLanguage() });
      conversationRef.current = conversation.id;
      reset();
    } catch {
      toast.error(t('failedToast'));
    }
  }, [contextRef, conversationRef, reset, start, stop, t]);
  return { newConversation, resetting };
}
