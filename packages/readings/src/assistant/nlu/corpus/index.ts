/**
 * The classifier's training corpus, one file per answer language.
 */
import type { AnswerLanguage } from '../../types.ts';
import type { Corpus } from '../types.ts';
import en from './en.ts';
import es from './es.ts';
import hi from './hi.ts';
import hinglish from './hinglish.ts';
import ja from './ja.ts';
import mr from './mr.ts';
import ta from './ta.ts';
import te from './te.ts';

export const CORPORA: Readonly<Record<AnswerLanguage, Corpus>> = {
  en,
  hi,
  mr,
  es,
  ja,
  te,
  ta,
  hinglish,
};
