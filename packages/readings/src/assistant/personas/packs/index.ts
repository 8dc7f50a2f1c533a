import type { AnswerLanguage } from '../../types.ts';
import type { PersonaPack } from '../types.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { hi } from './hi.ts';
import { hinglish } from './hinglish.ts';
import { ja } from './ja.ts';
import { mr } from './mr.ts';
import { ta } from './ta.ts';
import { te } from './te.ts';

/** The persona phrase packs of the eight answer languages, one file each. */
export const PERSONA_PACKS: Readonly<Record<AnswerLanguage, PersonaPack>> = {
  en,
  hi,
  mr,
  es,
  ja,
  te,
  ta,
  hinglish,
};
