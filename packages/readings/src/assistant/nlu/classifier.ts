/**
 * The question classifier: one NLP.js neural classifier (NluNeural, a bag-of-stems perceptron
 * per kind) per answer language, trained on that language's corpus and on the training part of
 * the question bank. Training one language takes one to three seconds, so a trained model is
 * kept on disk (keyed by a hash of its training data and of this code's version) and loaded in
 * about 100 ms the next time; training is deterministic, so a cached model equals a fresh one.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NluNeural } from '@nlpjs/nlu';
import { isQuestionKind, type QuestionKind } from '../kinds.ts';
import type { AnswerLanguage } from '../types.ts';
import { nluContainer, NLU_LOCALE } from './languages.ts';

/** Bump when the pipeline (language pieces, settings) changes: cached models are retrained. */
const PIPELINE_VERSION = 'nlu.v2';

export interface Example {
  utterance: string;
  kind: QuestionKind;
}

export interface KindGuess {
  kind: QuestionKind;
  /** NLP.js's normalised score, 0-1; the guesses of one question sum to at most 1. */
  score: number;
}

export interface Classifier {
  readonly lang: AnswerLanguage;
  /** The kinds that fit the question best, best first (none: no known word at all). */
  classify(question: string): Promise<KindGuess[]>;
}

let containerPromise: ReturnType<typeof nluContainer> | null = null;
const container = () => (containerPromise ??= nluContainer());

function hashOf(lang: AnswerLanguage, examples: readonly Example[]): string {
  const h = createHash('sha256').update(`${PIPELINE_VERSION}\n${lang}\n`);
  for (const e of examples) h.update(`${e.kind}\t${e.utterance}\n`);
  return h.digest('hex').slice(0, 24);
}

async function loadCached(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

/** Written to a temporary name and renamed: a reader never sees half a model. */
async function saveCached(dir: string, file: string, model: unknown): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, JSON.stringify(model));
    await rename(tmp, file);
  } catch {
    // A read-only disk only costs the next start a retraining.
  }
}

async function newNlu(lang: AnswerLanguage): Promise<NluNeural> {
  return new NluNeural({ locale: NLU_LOCALE[lang], container: await container(), log: false });
}

/**
 * Builds (or loads from `cacheDir`) the classifier of one language.
 * @param cacheDir - where trained models are kept; null to always train.
 */
export async function createClassifier(
  lang: AnswerLanguage,
  examples: readonly Example[],
  cacheDir: string | null = defaultCacheDir(),
): Promise<Classifier> {
  const nlu = await newNlu(lang);
  const file = cacheDir ? join(cacheDir, `${hashOf(lang, examples)}-${lang}.json`) : null;
  const cached = file ? await loadCached(file) : null;
  if (cached) {
    nlu.fromJSON(cached);
  } else {
    await nlu.train(examples.map((e) => ({ utterance: e.utterance, intent: e.kind })));
    if (cacheDir && file) await saveCached(cacheDir, file, nlu.toJSON());
  }
  return {
    lang,
    async classify(question) {
      const { classifications } = await nlu.process(question);
      return classifications
        .filter((c) => c.score > 0 && isQuestionKind(c.intent))
        .map((c) => ({ kind: c.intent as QuestionKind, score: c.score }));
    },
  };
}

export function defaultCacheDir(): string {
  return join(tmpdir(), 'nakshatra-nlu');
}
