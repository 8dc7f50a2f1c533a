import { answerQuestion, streamTokens } from '@nakshatra/readings';
import { throwIfAborted, type AiProvider, type AiRequest } from './provider.ts';

/** Version of the built-in engine's phrase banks and rules, stored with its answers. */
export const BUILTIN_VERSION = 'builtin.v1';

/** The built-in engine's answer to a request (also the fallback's suggestions). */
export function builtinAnswer(request: AiRequest) {
  return answerQuestion({
    question: request.question,
    facts: request.facts,
    history: request.history,
    languageHint: request.uiLanguage,
    persona: request.persona,
    horoscopeSignIndex: request.horoscopeSignIndex,
    dailyLimit: request.dailyLimit,
  });
}

/**
 * The default provider: offline and deterministic (@nakshatra/readings). The whole answer takes
 * about a millisecond to write, so it is computed first and then streamed word by word.
 */
export function builtinProvider(): AiProvider {
  return {
    id: 'builtin',
    promptVersion: BUILTIN_VERSION,
    async *answer(request, signal) {
      const answer = builtinAnswer(request);
      for (const t of streamTokens(answer.text, answer.language)) {
        throwIfAborted(signal);
        yield { type: 'token', text: t };
      }
      yield { type: 'suggestions', suggestions: answer.suggestions };
    },
  };
}
