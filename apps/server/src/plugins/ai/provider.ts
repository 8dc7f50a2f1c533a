import type { DirectorySearch } from './tools/types.ts';
import type {
  AnswerLanguage,
  AssistantFacts,
  BirthInput,
  ChatTurn,
  Persona,
  Referral,
  SafetyCategory,
  Understanding,
} from '@nakshatra/readings';

/** Everything a provider needs to answer one question. */
export interface AiRequest {
  question: string;
  /** Earlier turns of the conversation, oldest first. */
  history: ChatTurn[];
  facts: AssistantFacts;
  /** The language of the question (the answer's language). */
  language: AnswerLanguage;
  /** The interface language, for the built-in engine's tie-breaks. */
  uiLanguage: AnswerLanguage | undefined;
  /** An astrologer's style (their slug links a human session); null: the plain assistant. */
  persona: (Persona & { slug?: string }) | null;
  /**
   * The question as understood once by whoever builds the request (language, safety, kind,
   * slots, the previous question); the built-in engine understands it itself when omitted.
   */
  understanding?: Understanding;
  /** Where the asker's "today" is (panchang, Rahu Kaal): the profile's place. */
  place?: { latDeg: number; lonDeg: number; timezone: string } | null;
  /** The asker's name and local birth date ('YYYY-MM-DD'), for numerology. */
  asker?: { name: string | null; birthDate: string | null };
  /** Directory rows for a referral question, queried before answering. */
  referrals?: Referral[] | null;
  /** The horoscope page's sign, 0 = Aries, or null. */
  horoscopeSignIndex: number | null;
  dailyLimit: number;
  /**
   * The danger the question speaks of (detectCrisis, run once by whoever builds the request), or
   * null. When set, the assistant answers with care and helplines and no provider is asked.
   */
  crisis: SafetyCategory | null;
  /**
   * The asker's birth (UT instant and birth place), for the model's tools (dasha periods, chart,
   * matching; the panchang's default place). Omitted or null: those tools answer that the
   * profile has no birth details.
   */
  birth?: BirthInput | null;
  /** The instant of the question; defaults to `facts.generatedAt`. */
  now?: Date;
  /**
   * The astrologer directory for the search_astrologers tool; defaults to the one the
   * astrologers module provides to the ai plugin.
   */
  directory?: DirectorySearch;
}

export type AiChunk =
  { type: 'token'; text: string } | { type: 'suggestions'; suggestions: string[] };

export type ProviderId = 'builtin' | 'openai-compatible';

/**
 * A source of answers. `answer` streams the text as tokens and may end with suggestions; it
 * stops (throws the signal's reason) as soon as `signal` aborts.
 */
export interface AiProvider {
  readonly id: ProviderId;
  /** Which prompt (or engine) version wrote the answer; stored with every answer. */
  readonly promptVersion: string;
  answer(request: AiRequest, signal: AbortSignal): AsyncIterable<AiChunk>;
}

export type ProviderFailure = 'timeout' | 'http' | 'network' | 'protocol';

/** A provider could not answer. Messages carry status codes and reasons, never credentials. */
export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** Throws the signal's reason if it has aborted (the caller stopped listening). */
export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('aborted');
}
