import type { AnswerLanguage } from '../../types.ts';
import { en } from './en.ts';
import { hi } from './hi.ts';
import { hinglish } from './hinglish.ts';
import type { AnswerPack } from './types.ts';

/**
 * Languages whose pack is still the English one, until the translated packs arrive: the
 * answers in them are English sentences around the lexicon's names. answers.test.ts lists them.
 */
export const PENDING_PACKS: readonly AnswerLanguage[] = ['mr', 'es', 'ja', 'te', 'ta'];

/** The phrase bank of each answer language. */
export const PACKS: Readonly<Record<AnswerLanguage, AnswerPack>> = {
  en,
  hi,
  // Pending translation (PENDING_PACKS): the English pack stands in.
  mr: en,
  es: en,
  ja: en,
  te: en,
  ta: en,
  hinglish,
};
export type { AnswerPack } from './types.ts';
