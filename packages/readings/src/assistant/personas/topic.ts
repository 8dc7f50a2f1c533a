import type { QuestionKind } from '../kinds.ts';
import type { AnswerLanguage } from '../types.ts';
import type { ReadingTopic } from './types.ts';

/**
 * Kinds a persona answers in its own discipline: questions about the asker's life. The rest
 * (greetings, the product, referrals, guarded questions, panchang, chart facts, explanations)
 * are answered by the Vedic engine with the persona's greeting line.
 */
const READING_PREFIXES = ['timing.', 'area.', 'lucky.', 'horoscope.', 'transit.period', 'match.'];

export function isReadingKind(kind: QuestionKind): boolean {
  return READING_PREFIXES.some((p) => kind.startsWith(p)) || kind === 'remedy.general';
}

/** Greetings, the product, referrals and guarded questions: never answered by a persona. */
export function isConversationKind(kind: QuestionKind): boolean {
  return ['smalltalk.', 'product.', 'referral.', 'guard.'].some((p) => kind.startsWith(p));
}

const TOPIC_OF: Partial<Record<QuestionKind, ReadingTopic>> = {
  'timing.job': 'career',
  'timing.promotion': 'career',
  'timing.business': 'career',
  'area.career': 'career',
  'area.careerField': 'career',
  'area.business': 'career',
  'timing.marriage': 'love',
  'timing.love': 'love',
  'area.marriage': 'love',
  'area.love': 'love',
  'match.sign': 'love',
  'match.partner': 'love',
  'timing.wealth': 'money',
  'timing.house': 'money',
  'timing.vehicle': 'money',
  'area.wealth': 'money',
  'area.property': 'money',
  'area.health': 'health',
  'area.education': 'education',
  'timing.child': 'family',
  'area.children': 'family',
  'area.family': 'family',
  'area.siblings': 'family',
  'timing.foreign': 'travel',
  'area.foreign': 'travel',
  'area.legal': 'legal',
  'area.spirituality': 'spiritual',
};

export function topicOf(kind: QuestionKind): ReadingTopic {
  return TOPIC_OF[kind] ?? 'general';
}

/** Kinds that ask about a time: numerology answers them with the personal year. */
export function isTimingKind(kind: QuestionKind): boolean {
  return (
    kind.startsWith('timing.') ||
    kind === 'horoscope.year' ||
    kind === 'horoscope.today' ||
    kind === 'transit.period'
  );
}

/** Two sentences side by side: Japanese prose puts no space between them. */
export function joinSentences(lang: AnswerLanguage, first: string, second: string): string {
  return `${first}${lang === 'ja' ? '' : ' '}${second}`;
}
