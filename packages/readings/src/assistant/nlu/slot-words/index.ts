/** Every answer language's slot words (see ./types.ts). */
import type { AnswerLanguage } from '../../types.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { hi } from './hi.ts';
import { hinglish } from './hinglish.ts';
import { ja } from './ja.ts';
import { mr } from './mr.ts';
import { ta } from './ta.ts';
import { te } from './te.ts';
import type { SlotWords } from './types.ts';

export const SLOT_WORDS: Readonly<Record<AnswerLanguage, SlotWords>> = {
  en,
  hinglish,
  hi,
  mr,
  es,
  ja,
  te,
  ta,
};
export type { Masked, SlotWords, SpokenLanguage } from './types.ts';
