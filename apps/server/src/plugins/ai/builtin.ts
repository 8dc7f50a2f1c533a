import { buildAnswer, streamTokens, understand } from '@nakshatra/readings';
import { throwIfAborted, type AiProvider, type AiRequest } from './provider.ts';

/** Version of the built-in engine's classifier, answer packs and rules, stored with its answers. */
export const BUILTIN_VERSION = 'builtin.v2';

/** The built-in engine's answer to a request (also the fallback's suggestions). */
export async function builtinAnswer(request: AiRequest) {
  const now = request.now ?? new Date(request.facts.generatedAt);
  const understanding =
    request.understanding ??
    (await understand(request.question, {
      history: request.history,
      hint: request.uiLanguage,
      now,
    }));
  return buildAnswer({
    question: request.question,
    understanding,
    facts: request.facts,
    birth: request.birth ?? null,
    place: request.place ?? null,
    persona: request.persona,
    asker: request.asker,
    horoscopeSignIndex: request.horoscopeSignIndex,
    dailyLimit: request.dailyLimit,
    referrals: request.referrals ?? null,
  });
}

/**
 * The default provider: offline and deterministic (@nakshatra/readings) apart from the tarot
 * draw. The whole answer takes a few milliseconds to write, so it is computed first and then
 * streamed word by word.
 */
export function builtinProvider(): AiProvider {
  return {
    id: 'builtin',
    promptVersion: BUILTIN_VERSION,
    async *answer(request, signal) {
      const answer = await builtinAnswer(request);
      for (const t of streamTokens(answer.text, answer.language)) {
        throwIfAborted(signal);
        yield { type: 'token', text: t };
      }
      yield { type: 'suggestions', suggestions: answer.suggestions };
    },
  };
}
