import type { AnswerLanguage } from '../../types.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { hi } from './hi.ts';
import { hinglish } from './hinglish.ts';
import { ja } from './ja.ts';
import { mr } from './mr.ts';
import { ta } from './ta.ts';
import { te } from './te.ts';
import type { AnswerPack } from './types.ts';

/** The phrase bank of each answer language. */
export const PACKS: Readonly<Record<AnswerLanguage, AnswerPack>> = {
  en,
  hi,
  mr,
  es,
  ja,
  te,
  ta,
  hinglish,
};
export type { AnswerPack } from './types.ts';
