import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { currentLanguage } from '@/lib/i18n';
import { getConversation } from '../api/get-conversation';
import { conversationsQueryKey, getConversations } from '../api/get-conversations';
import { itemsFromConversation, type ChatItem } from '../lib/chat-items';

interface HistoryOptions {
  signedIn: boolean;
  contextKey: string;
  conversationRef: RefObject<string | undefined>;
  /** True once the reader asked or started a new conversation: a late restore must not replace it. */
  actedRef: RefObject<boolean>;
  load: (next: { messages: ChatItem[]; suggestions: string[] }) => void;
  stop: () => void;
  /** The quota's handler of a stored answer, and the log's return to the greeting. */
  onDone: (remaining: number) => void;
  reset: () => void;
}

/**
 * Conversations survive a reload and a new tab: on open, the panel's latest conversation (the
 * server's list, newest first) is shown again and questions continue it; `openConversation`
 * reopens an earlier one from the history list.
 */
export function useConversationHistory(options: HistoryOptions) {
  const { signedIn, contextKey, conversationRef, actedRef, load, stop, onDone, reset } = options;
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const [restoring, setRestoring] = useState(signedIn);
  const [currentId, setCurrentId] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      try {
        const latest = (await getConversations(contextKey, 0, 1, signal)).conversations[0];
        if (!latest || actedRef.current) return;
        const conversation = await getConversation(latest.id, currentLanguage(), signal);
        if (actedRef.current) return;
        conversationRef.current = conversation.id;
        setCurrentId(conversation.id);
        load(itemsFromConversation(conversation));
      } catch {
        // Restoring is a convenience: on failure the greeting stays and the chat works as new.
      } finally {
        if (!signal.aborted) setRestoring(false);
      }
    })();
    return () => controller.abort();
  }, [actedRef, contextKey, conversationRef, load, signedIn]);

  const openConversation = useCallback(
    async (id: string) => {
      stop();
      actedRef.current = true;
      try {
        const conversation = await getConversation(id, currentLanguage());
        conversationRef.current = conversation.id;
        setCurrentId(conversation.id);
        load(itemsFromConversation(conversation));
      } catch {
        toast.error(t('failedToast'));
      }
    },
    [actedRef, conversationRef, load, stop, t],
  );

  /** The list changed (an answer was stored, or a conversation started). */
  const refreshHistory = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: conversationsQueryKey(contextKey) });
  }, [contextKey, queryClient]);

  /** An answer was stored: its conversation is the current one and heads the history. */
  const onAnswerStored = useCallback(
    (remaining: number) => {
      onDone(remaining);
      setCurrentId(conversationRef.current);
      refreshHistory();
    },
    [conversationRef, onDone, refreshHistory],
  );

  /** 'New conversation' started one on the server: the screen goes back to the greeting. */
  const startAfresh = useCallback(() => {
    actedRef.current = true;
    reset();
    setCurrentId(conversationRef.current);
  }, [actedRef, conversationRef, reset]);

  return {
    restoring: signedIn && restoring,
    /** For the history list: which panel, the conversation on screen, and reopening one. */
    view: { contextKey, currentId, open: openConversation },
    onAnswerStored,
    startAfresh,
  };
}
