import type { ChatStreamEvent } from '@nakshatra/contracts';
import { useCallback, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { isApiError } from '@/lib/api-client';
import { toastDarkError } from '@/lib/toast';
import type { AnswerRun } from './use-answer-run';

interface StreamEventsOptions {
  isCurrent: (run: AnswerRun) => boolean;
  append: (run: AnswerRun, text: string) => void;
  finish: (run: AnswerRun) => void;
  setSuggestions: (suggestions: string[]) => void;
  onMeta: (data: { remaining: number; limit: number }) => void;
  onDone: (remaining: number) => void;
  conversationRef: RefObject<string | undefined>;
}

/** What each stream event does to the current answer (an event of an older answer is ignored). */
export function useStreamEvents(options: StreamEventsOptions) {
  const { isCurrent, append, finish, setSuggestions, onMeta, onDone, conversationRef } = options;
  return useCallback(
    (run: AnswerRun, event: ChatStreamEvent) => {
      if (!isCurrent(run)) return;
      if (event.event === 'meta') {
        conversationRef.current = event.data.conversationId;
        onMeta(event.data);
      } else if (event.event === 'token') append(run, event.data.t);
      else if (event.event === 'suggestions') setSuggestions(event.data.suggestions);
      else if (event.event === 'done') {
        onDone(event.data.remaining);
        finish(run);
      }
    },
    [append, conversationRef, finish, isCurrent, onDone, onMeta, setSuggestions],
  );
}

interface StreamFailureOptions {
  isCurrent: (run: AnswerRun) => boolean;
  replaceWith: (botId: string, status: 'error' | 'limit') => void;
  onLimit: () => void;
  endRun: (run: AnswerRun) => void;
  refresh: () => void;
}

/**
 * A failed answer (not a stopped one): 429 shows the limit line and disables sending; anything
 * else shows 'Error occurred.' with a toast ('Token missing' when the session is gone).
 */
export function useStreamFailure({
  isCurrent,
  replaceWith,
  onLimit,
  endRun,
  refresh,
}: StreamFailureOptions) {
  const { t } = useTranslation('chat');
  return useCallback(
    (run: AnswerRun, error: unknown) => {
      if (run.controller.signal.aborted || !isCurrent(run)) return;
      if (isApiError(error) && error.status === 429) {
        replaceWith(run.botId, 'limit');
        onLimit();
      } else {
        replaceWith(run.botId, 'error');
        if (
          isApiError(error) &&
          (error.code === 'token_missing' || error.code === 'unauthorized')
        ) {
          toastDarkError(t('tokenMissing'));
        } else {
          toast.error(t('failedToast'));
        }
      }
      endRun(run);
      refresh();
    },
    [endRun, isCurrent, onLimit, refresh, replaceWith, t],
  );
}
