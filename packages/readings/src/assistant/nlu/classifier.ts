// The types of the untyped NLP.js modules; a reference, not an import, because the server's
// program compiles this file too and must see the ambient module declarations.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./nlpjs.d.ts" />
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
import { MARKER_PREFIX } from './markers.ts';

/** Bump when the pipeline (language pieces, settings) changes: cached models are retrained. */
const PIPELINE_VERSION = 'nlu.v4';

export interface Example {
  utterance: string;
  kind: QuestionKind;
}

export interface KindGuess {
  kind: QuestionKind;
  /** NLP.js's normalised score, 0-1; the guesses of one question sum to at most 1. */
  score: number;
}

/** How much of a question the classifier has seen words of. */
export interface Evidence {
  /** Distinct stems in the question. */
  words: number;
  /** Of them, stems that occur in the training utterances. */
  known: number;
  /** Of those, stems that occur in at most INFORMATIVE_MAX_KINDS kinds (not "my", "the", "is"). */
  informative: number;
}

/** A stem found in this many kinds or fewer says something about which kind a question is. */
export const INFORMATIVE_MAX_KINDS = 10;

export interface Classification {
  /** The kinds that fit the question best, best first. */
  guesses: KindGuess[];
  evidence: Evidence;
}

export interface Classifier {
  readonly lang: AnswerLanguage;
  classify(question: string): Promise<Classification>;
}

/** Stems of a text through the language's NLP.js pipeline (normalise, tokenise, stem). */
async function stemsOf(text: string, locale: string): Promise<string[]> {
  const c = (await container()) as unknown as {
    get(name: string): { run(input: unknown): unknown };
  };
  const input = { text, locale, settings: { locale } };
  const normalized = c.get('normalize').run(input);
  const tokenized = await c.get('tokenize').run(normalized);
  const stemmed = (await c.get('stem').run(tokenized)) as { tokens: string[] };
  // Grapheme-prefix features (languages.ts) and slot markers (markers.ts) are not words.
  return [
    ...new Set(stemmed.tokens.filter((t) => !t.startsWith('^') && !t.startsWith(MARKER_PREFIX))),
  ];
}

/** Stem -> how many kinds' utterances contain it. */
async function vocabularyOf(
  lang: AnswerLanguage,
  examples: readonly Example[],
): Promise<Record<string, number>> {
  const kinds = new Map<string, Set<string>>();
  for (const e of examples) {
    for (const s of await stemsOf(e.utterance, NLU_LOCALE[lang])) {
      const set = kinds.get(s) ?? new Set<string>();
      set.add(e.kind);
      kinds.set(s, set);
    }
  }
  return Object.fromEntries([...kinds].map(([s, set]) => [s, set.size]));
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

interface CachedModel {
  model: unknown;
  vocabulary: Record<string, number>;
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
  const cached = (file ? await loadCached(file) : null) as CachedModel | null;
  let vocabulary: Record<string, number>;
  if (cached?.model && cached.vocabulary) {
    nlu.fromJSON(cached.model);
    vocabulary = cached.vocabulary;
  } else {
    await nlu.train(examples.map((e) => ({ utterance: e.utterance, intent: e.kind })));
    vocabulary = await vocabularyOf(lang, examples);
    if (cacheDir && file) {
      await saveCached(cacheDir, file, { model: nlu.toJSON(), vocabulary } satisfies CachedModel);
    }
  }
  return {
    lang,
    async classify(question) {
      const [{ classifications }, stems] = await Promise.all([
        nlu.process(question),
        stemsOf(question, NLU_LOCALE[lang]),
      ]);
      const known = stems.filter((s) => vocabulary[s] !== undefined);
      return {
        guesses: classifications
          .filter((c) => c.score > 0 && isQuestionKind(c.intent))
          .map((c) => ({ kind: c.intent as QuestionKind, score: c.score })),
        evidence: {
          words: stems.length,
          known: known.length,
          informative: known.filter((s) => vocabulary[s]! <= INFORMATIVE_MAX_KINDS).length,
        },
      };
    },
  };
}

export function defaultCacheDir(): string {
  return join(tmpdir(), 'nakshatra-nlu');
}
