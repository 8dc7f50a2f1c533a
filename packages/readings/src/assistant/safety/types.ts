import type { AnswerLanguage } from '../types.ts';

/** What kind of danger a question speaks of. */
export type SafetyCategory = 'self_harm' | 'abuse' | 'medical';

export const SAFETY_CATEGORIES: readonly SafetyCategory[] = ['self_harm', 'abuse', 'medical'];

/**
 * One language's word table. A pattern is a phrase in a small notation: concept groups joined
 * by ` + `, each group a choice of words joined by `|`. All groups must occur in the same clause,
 * in any order ("my husband beats me" and "he beats me, my husband"). In Latin-script tables a
 * word matches whole words, or any word it begins when it ends in `*` ("suicid*"); in other
 * scripts a word matches inside longer words too, since Indic and Japanese words take endings.
 * A pattern starting with `!` carries its own negation ("jeena nahi chahta") and is exempt from
 * the negation check.
 */
export interface SafetyTable {
  latin: boolean;
  patterns: Record<SafetyCategory, readonly string[]>;
  /**
   * Words that turn a match around when they stand inside it or just before it: "I would never
   * hurt myself", "मैं मरना नहीं चाहता".
   */
  negations: readonly string[];
  /**
   * Whether negation follows the verb (Hindi "मरना नहीं चाहता", Japanese "死にたいわけじゃない")
   * rather than preceding it (English "never", Spanish "no").
   */
  negationAfter: boolean;
}

/** The caring answer in one language. */
export interface SafetyTexts {
  /** One answer per category: care first, then helplines. No astrology, no persona. */
  answers: Record<SafetyCategory, string>;
  /** Supportive next steps offered as suggestions (never astrology questions). */
  suggestions: readonly string[];
}

export interface SafetyLanguagePack {
  table: SafetyTable;
  texts: SafetyTexts;
}

export interface SafetyAnswer {
  category: SafetyCategory;
  language: AnswerLanguage;
  text: string;
  suggestions: string[];
}
