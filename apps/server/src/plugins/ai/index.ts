import { warmAssistant } from '@nakshatra/readings';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { answerWithFallback, type AssistantEvent } from './assistant.ts';
import { builtinProvider } from './builtin.ts';
import { openAiCompatibleProvider } from './openai-compatible.ts';
import { loadPrompt } from './prompt.ts';
import type { AiRequest, ProviderId } from './provider.ts';
import type { Astrologer } from '@nakshatra/contracts';
import type { DirectoryQuery, DirectorySearch } from './tools/index.ts';

export type { AiRequest } from './provider.ts';
export type { DirectoryQuery, DirectorySearch } from './tools/index.ts';
export type { AnswerSource, AssistantEvent } from './assistant.ts';

export interface Assistant {
  /** The provider tried first. */
  readonly primary: ProviderId;
  answer(request: AiRequest, signal: AbortSignal): AsyncIterable<AssistantEvent>;
  /**
   * The astrologer directory the model's search_astrologers tool queries (modules share through
   * plugins: the astrologers module hands its search over here when it starts).
   */
  provideDirectory(search: DirectorySearch): void;
  /** The same directory, for the built-in engine's referrals (empty before it is provided). */
  searchDirectory(query: DirectoryQuery): Promise<Astrologer[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    assistant: Assistant;
  }
}

/**
 * The AI assistant: the built-in engine, or an OpenAI-compatible endpoint (AI_BASE_URL,
 * AI_API_KEY, AI_MODEL) with the built-in engine as its fallback. The API key is only ever put
 * in the Authorization header of requests to that endpoint: never logged, never sent to clients.
 */
async function aiPlugin(app: FastifyInstance) {
  // ICU month names and word segmentation for all eight languages, loaded once up front.
  warmAssistant();
  const builtin = builtinProvider();
  const ai = app.config.ai;
  let directory: DirectorySearch | null = null;
  const external = ai
    ? openAiCompatibleProvider({
        baseUrl: ai.baseUrl,
        apiKey: ai.apiKey,
        model: ai.model,
        timeoutMs: app.config.aiTimeoutMs,
        prompt: await loadPrompt(),
        log: app.log,
        directory: () => directory,
      })
    : null;
  if (external)
    app.log.info(
      { baseUrl: ai!.baseUrl, model: ai!.model },
      'assistant: OpenAI-compatible provider with built-in fallback',
    );
  app.decorate('assistant', {
    primary: external ? external.id : builtin.id,
    answer: (request: AiRequest, signal: AbortSignal) =>
      answerWithFallback(external, builtin, request, signal, app.log),
    provideDirectory(search: DirectorySearch) {
      directory = search;
    },
    searchDirectory: (query: DirectoryQuery) =>
      directory ? directory(query) : Promise.resolve([]),
  } satisfies Assistant);
}

export default fp(aiPlugin, { name: 'ai' });
