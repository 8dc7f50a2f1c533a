/**
 * The labelled question bank: realistic questions in the eight answer languages with the kind
 * (or crisis category) each must be recognised as and the slots it names. Four fifths of each
 * language's questions also train the classifier; every fifth question (index 4, 9, 14, ...) is
 * held out, never trained on, and is what `npm run bench chat` measures.
 */
import type { AnswerLanguage } from '../types.ts';
import type { BankQuestion, QuestionBank } from '../nlu/types.ts';
import en from './en.ts';
import es from './es.ts';
import hi from './hi.ts';
import hinglish from './hinglish.ts';
import ja from './ja.ts';
import mr from './mr.ts';
import ta from './ta.ts';
import te from './te.ts';

export const QUESTION_BANK: QuestionBank = { en, hi, mr, es, ja, te, ta, hinglish };

/** Whether the bank's `index`-th question of a language is held out from training. */
export function isHeldOut(index: number): boolean {
  return index % 5 === 4;
}

/** A language's bank questions, split into the training four fifths and the held-out fifth. */
export function bankSplit(lang: AnswerLanguage): {
  training: readonly BankQuestion[];
  heldOut: readonly BankQuestion[];
} {
  const all = QUESTION_BANK[lang];
  return {
    training: all.filter((_, i) => !isHeldOut(i)),
    heldOut: all.filter((_, i) => isHeldOut(i)),
  };
}
