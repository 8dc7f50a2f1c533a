import type { AnswerLanguage } from '../types.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { hi } from './hi.ts';
import { hinglish } from './hinglish.ts';
import { ja } from './ja.ts';
import { mr } from './mr.ts';
import { ta } from './ta.ts';
import { te } from './te.ts';
import type { Lexicon } from './types.ts';

export const LEXICONS: Readonly<Record<AnswerLanguage, Lexicon>> = {
  en,
  hi,
  mr,
  es,
  ja,
  te,
  ta,
  hinglish,
};
export type { Lexicon } from './types.ts';

/** The lexicon of a language (for the server's notes and greetings). */
export function lexiconFor(lang: AnswerLanguage): Lexicon {
  return LEXICONS[lang];
}
