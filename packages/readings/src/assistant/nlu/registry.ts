/**
 * One classifier per answer language, built on first use (or by `warmClassifiers` at start-up)
 * from the corpus and the training part of the question bank.
 */
import { bankSplit } from '../bank/index.ts';
import { isQuestionKind, QUESTION_KINDS } from '../kinds.ts';
import { ANSWER_LANGUAGES, type AnswerLanguage } from '../types.ts';
import { createClassifier, defaultCacheDir, type Classifier, type Example } from './classifier.ts';
import { CORPORA } from './corpus/index.ts';
import { withSlotMarkers } from './markers.ts';

/** The training examples of one language: its corpus, then its bank's training questions. */
export function trainingExamples(lang: AnswerLanguage): Example[] {
  const corpus = CORPORA[lang];
  const examples: Example[] = QUESTION_KINDS.flatMap((kind) =>
    corpus[kind].map((utterance) => ({ utterance: withSlotMarkers(utterance, lang), kind })),
  );
  for (const q of bankSplit(lang).training) {
    if (isQuestionKind(q.label)) {
      examples.push({ utterance: withSlotMarkers(q.q, lang), kind: q.label });
    }
  }
  return examples;
}

const classifiers = new Map<AnswerLanguage, Promise<Classifier>>();
let cacheDir: string | null = defaultCacheDir();

/** Where trained models are kept (the server passes its data folder); null: train every time. */
export function setClassifierCacheDir(dir: string | null): void {
  cacheDir = dir;
}

export function classifierFor(lang: AnswerLanguage): Promise<Classifier> {
  let c = classifiers.get(lang);
  if (!c) {
    c = createClassifier(lang, trainingExamples(lang), cacheDir);
    // A failure (a full disk, say) is retried by the next question rather than kept.
    c.catch(() => classifiers.delete(lang));
    classifiers.set(lang, c);
  }
  return c;
}

/** Builds every language's classifier one after another (at start-up, off the request path). */
export async function warmClassifiers(langs: readonly AnswerLanguage[] = ANSWER_LANGUAGES) {
  for (const lang of langs) await classifierFor(lang);
}
