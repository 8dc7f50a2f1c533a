/**
 * The safety layer: recognises suicidal thoughts and self-harm, abuse and medical emergencies
 * in the eight answer languages, and answers them with care and helplines (India: Tele-MANAS
 * 14416, emergency 112, women's helpline 181; findahelpline.com elsewhere). No astrology, no
 * persona.
 */
import type { AnswerLanguage } from '../types.ts';
import { detectCrisis } from './detect.ts';
import { SAFETY_PACKS } from './packs.ts';
import type { SafetyAnswer, SafetyCategory } from './types.ts';

export { detectCrisis } from './detect.ts';
export { normalizeText as normalizeSafetyText } from './normalize.ts';
export { SAFETY_PACKS } from './packs.ts';
export {
  SAFETY_CATEGORIES,
  type SafetyAnswer,
  type SafetyCategory,
  type SafetyLanguagePack,
} from './types.ts';

/** The caring answer for a category, in `language`. */
export function safetyAnswerFor(category: SafetyCategory, language: AnswerLanguage): SafetyAnswer {
  const { texts } = SAFETY_PACKS[language];
  return { category, language, text: texts.answers[category], suggestions: [...texts.suggestions] };
}

/** The caring answer when `question` speaks of a danger, else null. */
export function safetyAnswer(question: string, language: AnswerLanguage): SafetyAnswer | null {
  const category = detectCrisis(question);
  return category ? safetyAnswerFor(category, language) : null;
}
