import type { ChatContext } from '@nakshatra/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { openLoginDialog } from '@/lib/login-dialog-store';
import { readSession, useSession } from '@/lib/session';
import { toastDarkError } from '@/lib/toast';
import { chatUsageQueryKey, chatUsageQueryOptions, startConversation } from '../api/chat-usage';
import { streamChat } from '../api/stream-chat';

/** Spec section 4 "Bot chat": the answer is typed out at 5 ms per character. */
export const TYPE_MS_PER_CHAR = 5;

/**
 * What a message shows. Texts of the bot's own lines (greeting, 'Thinking...', 'Stopped',
 * 'Error occurred.', the limit notice) are translated when rendered, so they follow the language.
 */
export type ChatItemStatus = 'greeting' | 'sent' | 'thinking' | 'typing' | 'done' | 'stopped' | 'error' | 'limit';

export interface ChatItem {
  id: string;
  sender: 'user' | 'bot';
  /** The user's question or the answer typed so far; empty for the bot's fixed lines. */
  text: string;
  status: ChatItemStatus;
}

/** Who may ask: the overlay is a protected page, the in-page panel may be seen by guests. */
export type GuestRule = 'token-toast' | 'login-dialog';

interface Run {
  controller: AbortController;
  botId: string;
  /** The streamed answer so far, as code points (never splits a surrogate pair). */
  chars: string[];
  typed: number;
  streamDone: boolean;
  timer: ReturnType<typeof setInterval> | null;
  lastTick: number;
}

let nextId = 0;
const newId = () => `m${++nextId}`;
const greetingItem = (): ChatItem => ({ id: newId(), sender: 'bot', text: '', status: 'greeting' });

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
  const { t } = useTranslation('chat');
  const { user } = useSession();
  const queryClient = useQueryClient();
  const usage = useQuery({ ...chatUsageQueryOptions(), enabled: user !== null });

  const [messages, setMessages] = useState<ChatItem[]>(() => [greetingItem()]);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const [limitHit, setLimitHit] = useState(false);
  const [live, setLive] = useState<{ remaining: number; limit: number } | null>(null);
  const [resetting, setResetting] = useState(false);
  const runRef = useRef<Run | null>(null);
  const conversationRef = useRef<string | undefined>(undefined);
  const contextRef = useRef(context);
  useEffect(() => {
    contextRef.current = context;
  }, [context]);

  const remaining = live?.remaining ?? usage.data?.remaining ?? null;
  const limit = live?.limit ?? usage.data?.limit ?? null;
  const limitReached = limitHit || remaining === 0;

  const patch = useCallback((id: string, next: Partial<ChatItem>) => {
    setMessages((list) => list.map((m) => (m.id === id ? { ...m, ...next } : m)));
  }, []);

  const endRun = useCallback((run: Run) => {
    if (run.timer !== null) clearInterval(run.timer);
    run.timer = null;
    if (runRef.current === run) {
      runRef.current = null;
      setPending(false);
    }
  }, []);

  /** Types what has arrived; finishes the answer once the stream is done and all of it is shown. */
  const tick = useCallback(
    (run: Run) => {
      if (runRef.current !== run) return;
      const now = Date.now();
      // Catch up after a throttled timer (background tab) so the pace stays 5 ms per character.
      const due = Math.max(1, Math.floor((now - run.lastTick) / TYPE_MS_PER_CHAR));
      run.lastTick += due * TYPE_MS_PER_CHAR;
      if (run.typed < run.chars.length) {
        run.typed = Math.min(run.chars.length, run.typed + due);
        patch(run.botId, { text: run.chars.slice(0, run.typed).join(''), status: 'typing' });
      }
      if (run.typed >= run.chars.length) {
        if (run.timer !== null) clearInterval(run.timer);
        run.timer = null;
        if (run.streamDone) {
          patch(run.botId, { status: 'done' });
          endRun(run);
        }
      }
    },
    [endRun, patch],
  );

  const startTyping = useCallback(
    (run: Run) => {
      if (run.timer !== null) return;
      run.lastTick = Date.now();
      run.timer = setInterval(() => tick(run), TYPE_MS_PER_CHAR);
    },
    [tick],
  );

  const stop = useCallback(() => {
    const run = runRef.current;
    if (!run) return;
    run.controller.abort();
    // Partly typed: keep what the reader saw and mark it stopped; else the placeholder says 'Stopped'.
    patch(run.botId, { text: run.chars.slice(0, run.typed).join(''), status: 'stopped' });
    endRun(run);
    void queryClient.invalidateQueries({ queryKey: chatUsageQueryKey });
  }, [endRun, patch, queryClient]);

  const send = useCallback(
    (raw: string): boolean => {
      const question = raw.trim();
      if (question === '' || limitReached) return false;
      if (!readSession().user) {
        if (guestRule === 'login-dialog') {
          toast.error(t('loginToContinue'));
          openLoginDialog();
        } else {
          toastDarkError(t('tokenMissing'));
        }
        return false;
      }
      stop();

      const run: Run = {
        controller: new AbortController(),
        botId: newId(),
        chars: [],
        typed: 0,
        streamDone: false,
        timer: null,
        lastTick: 0,
      };
      runRef.current = run;
      setPending(true);
      setMessages((list) => [
        ...list,
        { id: newId(), sender: 'user', text: question, status: 'sent' },
        { id: run.botId, sender: 'bot', text: '', status: 'thinking' },
      ]);

      const fail = (error: unknown) => {
        if (run.controller.signal.aborted || runRef.current !== run) return;
        if (isApiError(error) && error.status === 429) {
          setMessages((list) => [
            ...list.filter((m) => m.id !== run.botId),
            { id: newId(), sender: 'bot', text: '', status: 'limit' },
          ]);
          setLimitHit(true);
          setLive((prev) => ({ remaining: 0, limit: prev?.limit ?? usage.data?.limit ?? 5 }));
        } else {
          setMessages((list) => [
            ...list.filter((m) => m.id !== run.botId),
            { id: newId(), sender: 'bot', text: '', status: 'error' },
          ]);
          if (isApiError(error) && (error.code === 'token_missing' || error.code === 'unauthorized')) {
            toastDarkError(t('tokenMissing'));
          } else {
            toast.error(t('failedToast'));
          }
        }
        endRun(run);
        void queryClient.invalidateQueries({ queryKey: chatUsageQueryKey });
      };

      void streamChat(
        {
          question,
          conversationId: conversationRef.current,
          context: contextRef.current,
          lang: currentLanguage(),
        },
        {
          signal: run.controller.signal,
          onEvent: (event) => {
            if (runRef.current !== run) return;
            switch (event.event) {
              case 'meta':
                conversationRef.current = event.data.conversationId;
                setLive({ remaining: event.data.remaining, limit: event.data.limit });
                break;
              case 'token':
                run.chars.push(...Array.from(event.data.t));
                startTyping(run);
                break;
              case 'suggestions':
                setSuggestions(event.data.suggestions);
                break;
              case 'done':
                setLive((prev) => (prev ? { ...prev, remaining: event.data.remaining } : prev));
                run.streamDone = true;
                if (run.timer === null) tick(run);
                break;
              default:
                break;
            }
          },
        },
      ).catch(fail);
      return true;
    },
    [endRun, guestRule, limitReached, queryClient, startTyping, stop, t, tick, usage.data?.limit],
  );

  /** 'New conversation': the server starts a fresh memory; the screen starts again from the greeting. */
  const newConversation = useCallback(async () => {
    stop();
    setResetting(true);
    try {
      const conversation = await startConversation(contextRef.current, currentLanguage());
      conversationRef.current = conversation.id;
      setMessages([greetingItem()]);
      setSuggestions([]);
    } catch {
      toast.error(t('failedToast'));
    } finally {
      setResetting(false);
    }
  }, [stop, t]);

  // Leaving the page stops the answer (closing the stream stops generation on the server).
  useEffect(
    () => () => {
      const run = runRef.current;
      if (run) {
        run.controller.abort();
        if (run.timer !== null) clearInterval(run.timer);
        runRef.current = null;
      }
    },
    [],
  );

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
    signedIn: user !== null,
  };
}

export type ChatController = ReturnType<typeof useChat>;
