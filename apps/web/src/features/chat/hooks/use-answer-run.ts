import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { ChatItem } from '../lib/chat-items';

/** Spec section 4 "Bot chat": the answer is typed out at 5 ms per character. */
export const TYPE_MS_PER_CHAR = 5;

/** One answer being received and typed out. */
export interface AnswerRun {
  controller: AbortController;
  botId: string;
  /** The streamed answer so far, as code points (never splits a surrogate pair). */
  chars: string[];
  typed: number;
  streamDone: boolean;
  timer: ReturnType<typeof setInterval> | null;
  lastTick: number;
}

type Patch = (id: string, next: Partial<ChatItem>) => void;

function newRun(botId: string): AnswerRun {
  return {
    controller: new AbortController(),
    botId,
    chars: [],
    typed: 0,
    streamDone: false,
    timer: null,
    lastTick: 0,
  };
}

function stopTimer(run: AnswerRun) {
  if (run.timer !== null) clearInterval(run.timer);
  run.timer = null;
}

/**
 * Moves `typed` on by the characters due since the last tick; false when all was already shown.
 * Catches up after a throttled timer (background tab) so the pace stays 5 ms per character.
 */
function advance(run: AnswerRun, now: number): boolean {
  const due = Math.max(1, Math.floor((now - run.lastTick) / TYPE_MS_PER_CHAR));
  run.lastTick += due * TYPE_MS_PER_CHAR;
  if (run.typed >= run.chars.length) return false;
  run.typed = Math.min(run.chars.length, run.typed + due);
  return true;
}

/** Leaving the page stops the answer (closing the stream stops generation on the server). */
function useAbortOnUnmount(runRef: RefObject<AnswerRun | null>) {
  useEffect(
    () => () => {
      const run = runRef.current;
      if (run) {
        run.controller.abort();
        stopTimer(run);
        runRef.current = null;
      }
    },
    [runRef],
  );
}

/**
 * The answer in progress: streamed text is typed out at 5 ms per character into the bot's
 * message; the answer is done once the stream is done and all of it is shown. Only the latest
 * run counts (`isCurrent`); leaving the page aborts it, which stops generation on the server.
 */
export function useAnswerRun(patch: Patch) {
  const runRef = useRef<AnswerRun | null>(null);
  const [pending, setPending] = useState(false);

  const isCurrent = useCallback((run: AnswerRun) => runRef.current === run, []);

  const endRun = useCallback((run: AnswerRun) => {
    stopTimer(run);
    if (runRef.current === run) {
      runRef.current = null;
      setPending(false);
    }
  }, []);

  /** Types what has arrived; finishes the answer once the stream is done and all of it is shown. */
  const tick = useCallback(
    (run: AnswerRun) => {
      if (runRef.current !== run) return;
      if (advance(run, Date.now())) {
        patch(run.botId, { text: run.chars.slice(0, run.typed).join(''), status: 'typing' });
      }
      if (run.typed >= run.chars.length) {
        stopTimer(run);
        if (run.streamDone) {
          patch(run.botId, { status: 'done' });
          endRun(run);
        }
      }
    },
    [endRun, patch],
  );

  /** Streamed text arrived: queue it and type it out. */
  const append = useCallback(
    (run: AnswerRun, text: string) => {
      run.chars.push(...Array.from(text));
      if (run.timer !== null) return;
      run.lastTick = Date.now();
      run.timer = setInterval(() => tick(run), TYPE_MS_PER_CHAR);
    },
    [tick],
  );

  /** The stream is done: the answer finishes once the rest is typed. */
  const finish = useCallback(
    (run: AnswerRun) => {
      run.streamDone = true;
      if (run.timer === null) tick(run);
    },
    [tick],
  );

  /** A new answer for the message `botId` becomes the current one. */
  const begin = useCallback((botId: string): AnswerRun => {
    const run = newRun(botId);
    runRef.current = run;
    setPending(true);
    return run;
  }, []);

  /** Aborts the current answer; false when none was running. */
  const abort = useCallback((): boolean => {
    const run = runRef.current;
    if (!run) return false;
    run.controller.abort();
    // Partly typed: keep what the reader saw and mark it stopped; else the placeholder says 'Stopped'.
    patch(run.botId, { text: run.chars.slice(0, run.typed).join(''), status: 'stopped' });
    endRun(run);
    return true;
  }, [endRun, patch]);

  useAbortOnUnmount(runRef);

  return { pending, isCurrent, begin, append, finish, abort, endRun };
}
