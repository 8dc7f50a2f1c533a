import { lexiconFor, safetyAnswerFor, streamTokens } from '@nakshatra/readings';
import type { FastifyBaseLogger } from 'fastify';
import { builtinAnswer } from './builtin.ts';
import {
  throwIfAborted,
  type AiChunk,
  type AiProvider,
  type AiRequest,
  type ProviderId,
} from './provider.ts';

/** Who wrote an answer, recorded with it. */
export interface AnswerSource {
  provider: ProviderId;
  promptVersion: string;
  /** True when the external model failed and the built-in engine answered or finished. */
  fallback: boolean;
}

export type AssistantEvent = AiChunk | { type: 'source'; source: AnswerSource };

function reason(err: unknown): Record<string, unknown> {
  // Never the request: its headers hold the API key. Status and message are enough.
  if (err instanceof Error) {
    const status = (err as { status?: unknown }).status;
    return {
      name: err.name,
      message: err.message,
      ...(typeof status === 'number' ? { status } : {}),
    };
  }
  return { message: String(err) };
}

/** Version of the safety answers, stored with them. */
export const SAFETY_VERSION = 'safety.v1';

/**
 * The caring answer to a question in crisis, streamed like any other and recorded as the
 * built-in engine's: helplines in the asker's language, no astrology, no persona, no model call.
 */
async function* safetyReply(
  request: AiRequest,
  builtin: AiProvider,
  signal: AbortSignal,
): AsyncGenerator<AssistantEvent> {
  const answer = safetyAnswerFor(request.crisis!, request.language);
  for (const t of streamTokens(answer.text, answer.language)) {
    throwIfAborted(signal);
    yield { type: 'token', text: t };
  }
  yield { type: 'suggestions', suggestions: answer.suggestions };
  yield {
    type: 'source',
    source: { provider: builtin.id, promptVersion: SAFETY_VERSION, fallback: false },
  };
}

/**
 * Answers with the external model when one is configured, falling back to the built-in engine:
 * - it fails before its first token: the built-in engine answers instead (logged, invisible to
 *   the asker);
 * - it fails mid-answer: the answer ends with a short note in the asker's language and the
 *   built-in suggestions;
 * - it ends without usable suggestions: the built-in engine's suggestions for the question.
 * Aborting `signal` (the asker left) stops everything without a fallback.
 * Every answer ends with exactly one `suggestions` chunk and then a `source` event.
 */
export async function* answerWithFallback(
  primary: AiProvider | null,
  builtin: AiProvider,
  request: AiRequest,
  signal: AbortSignal,
  log: FastifyBaseLogger,
): AsyncGenerator<AssistantEvent> {
  // Safety first: a question in crisis reaches neither the model nor the built-in engine.
  if (request.crisis) {
    yield* safetyReply(request, builtin, signal);
    return;
  }
  if (!primary) {
    yield* builtin.answer(request, signal);
    yield {
      type: 'source',
      source: { provider: builtin.id, promptVersion: builtin.promptVersion, fallback: false },
    };
    return;
  }
  let tokens = 0;
  let suggestions: string[] | null = null;
  try {
    for await (const chunk of primary.answer(request, signal)) {
      if (chunk.type === 'token') {
        tokens += 1;
        yield chunk;
      } else {
        suggestions = chunk.suggestions;
      }
    }
  } catch (err) {
    if (signal.aborted) throw err;
    log.warn(
      { provider: primary.id, afterTokens: tokens, err: reason(err) },
      'AI provider failed; built-in assistant takes over',
    );
    if (tokens === 0) {
      yield* builtin.answer(request, signal);
      yield {
        type: 'source',
        source: { provider: builtin.id, promptVersion: builtin.promptVersion, fallback: true },
      };
      return;
    }
    yield { type: 'token', text: `\n\n${lexiconFor(request.language).interrupted}` };
    yield { type: 'suggestions', suggestions: (await builtinAnswer(request)).suggestions };
    yield {
      type: 'source',
      source: { provider: primary.id, promptVersion: primary.promptVersion, fallback: true },
    };
    return;
  }
  yield {
    type: 'suggestions',
    suggestions: suggestions ?? (await builtinAnswer(request)).suggestions,
  };
  yield {
    type: 'source',
    source: { provider: primary.id, promptVersion: primary.promptVersion, fallback: false },
  };
}
