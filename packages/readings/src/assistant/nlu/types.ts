/**
 * Shapes of the classifier's training corpus and of the labelled question bank.
 */
import type { SafetyCategory } from '../safety/types.ts';
import type { AnswerLanguage } from '../types.ts';
import type { QuestionKind, Slots } from '../kinds.ts';

/**
 * One language's training utterances: at least 25 varied ways of asking each kind, as people
 * type them (short and long, polite and blunt, with and without "my", misspelt now and then).
 */
export type Corpus = Readonly<Record<QuestionKind, readonly string[]>>;

/**
 * A question of the labelled bank: the kind it must be classified as (or the crisis category it
 * must be caught as, or 'nonsense'), and the slots it must be read with. Facts the answer must
 * state follow from the kind and slots (bank.test.ts computes them with @nakshatra/astro).
 */
export type BankLabel = QuestionKind | `crisis:${SafetyCategory}` | 'nonsense' | 'ordinarySad';

export interface BankQuestion {
  q: string;
  label: BankLabel;
  /** The slots the question names (only those; the rest must be read as null). */
  slots?: Partial<Slots>;
  /** For crisis questions: the wording never names suicide, abuse or an emergency outright. */
  indirect?: boolean;
}

export type QuestionBank = Readonly<Record<AnswerLanguage, readonly BankQuestion[]>>;
