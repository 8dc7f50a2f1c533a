import { conversationContextKey, type ChatContext } from '@nakshatra/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { streamChat } from '../api/stream-chat';
import { newId, type GuestRule } from '../lib/chat-items';
import { useAnswerRun } from './use-answer-run';
import { useChatLog } from './use-chat-log';
import { useChatQuota } from './use-chat-quota';
import { useConversationHistory } from './use-conversation-history';
import { useStreamEvents, useStreamFailure } from './use-stream-handlers';
import { useGuestGate } from './use-guest-gate';
import { useNewConversation } from './use-new-conversation';

/** A ref that always holds the latest value, for callbacks that must not change with it. */
function useLatestRef<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  }, [value]);
  return ref;
}

export interface UseChatOptions {
  context?: ChatContext;
  guestRule?: GuestRule;
}

/**
 * The chat state machine of spec section 4 "Bot chat": greeting first; a send appends the
 * question and a 'Thinking...' placeholder and locks the input; streamed tokens are typed out
 * at 5 ms per character; stop aborts the stream and marks the answer 'Stopped'; failure
 * replaces the placeholder with 'Error occurred.' and a toast; the daily limit disables sending.
 */
export function useChat({ context, guestRule = 'token-toast' }: UseChatOptions = {}) {
  const { user } = useSession();
  const signedIn = user !== null;
  const { messages, suggestions, setSuggestions, patch, ask, replaceWith, reset, load } =
    useChatLog();
  const { remaining, limit, limitReached, refresh, onMeta, onDone, onLimit } = useChatQuota({
    signedIn,
  });
  const { pending, isCurrent, begin, append, finish, abort, endRun } = useAnswerRun(patch);
  const guestBlocked = useGuestGate(guestRule);
  const conversationRef = useRef<string | undefined>(undefined);
  const actedRef = useRef(false);
  const contextRef = useLatestRef(context);

  const stop = useCallback(() => {
    if (abort()) refresh();
  }, [abort, refresh]);

  const history = useConversationHistory({
    signedIn,
    contextKey: conversationContextKey(context),
    conversationRef,
    actedRef,
    load,
    stop,
    onDone,
    reset,
  });

  const onEvent = useStreamEvents({
    isCurrent,
    append,
    finish,
    setSuggestions,
    onMeta,
    onDone: history.onAnswerStored,
    conversationRef,
  });
  const onFailure = useStreamFailure({ isCurrent, replaceWith, onLimit, endRun, refresh });

  const send = useCallback(
    (raw: string): boolean => {
      const question = raw.trim();
      if (question === '' || limitReached || guestBlocked()) return false;
      stop();
      actedRef.current = true;
      const run = begin(newId());
      ask(question, run.botId);
      const request = {
        question,
        conversationId: conversationRef.current,
        context: contextRef.current,
        lang: currentLanguage(),
      };
      void streamChat(request, {
        signal: run.controller.signal,
        onEvent: (event) => onEvent(run, event),
      }).catch((error: unknown) => onFailure(run, error));
      return true;
    },
    [ask, begin, contextRef, guestBlocked, limitReached, onEvent, onFailure, stop],
  );

  const { newConversation, resetting } = useNewConversation({
    stop,
    reset: history.startAfresh,
    contextRef,
    conversationRef,
  });

  return {
    messages,
    suggestions,
    pending,
    send,
    stop,
    remaining,
    limit,
    limitReached,
    newConversation,
    resetting,
    signedIn,
    restoring: history.restoring,
    history: history.view,
  };
}

export type ChatController = ReturnType<typeof useChat>;
