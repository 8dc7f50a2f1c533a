import type { AnswerLanguage } from '../types.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { hi } from './hi.ts';
import { hinglish } from './hinglish.ts';
import { ja } from './ja.ts';
import { mr } from './mr.ts';
import { ta } from './ta.ts';
import { te } from './te.ts';
import type { LanguageWords } from './types.ts';

export const KEYWORDS: Readonly<Record<AnswerLanguage, LanguageWords>> = {
  en,
  hinglish,
  hi,
  mr,
  es,
  ja,
  te,
  ta,
};

/** One table's words in every language, English first. */
export function allLanguages(table: (w: LanguageWords) => readonly string[] | undefined): string[] {
  return Object.values(KEYWORDS).flatMap((w) => table(w) ?? []);
}
export type { LanguageWords } from './types.ts';
