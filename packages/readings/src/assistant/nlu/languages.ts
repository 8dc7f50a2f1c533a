// The types of the untyped NLP.js modules; a reference, not an import, because the server's
// program compiles this file too and must see the ambient module declarations.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./nlpjs.d.ts" />
/**
 * NLP.js's language pieces for the eight answer languages. English, Spanish, Hindi, Tamil and
 * Japanese come with NLP.js (normaliser, tokeniser, stemmer). Marathi, Telugu and Hinglish have
 * no NLP.js package, so they get their own here, made the same way:
 * - Marathi: the Hindi normaliser and tokeniser (same Devanagari script), and a suffix stemmer
 *   for Marathi's case endings and postpositions, which attach to the noun ("लग्नाची",
 *   "नोकरीत", "कुंडलीमध्ये").
 * - Telugu: an agglutinative language; a suffix stemmer strips case markers and verb endings
 *   ("పెళ్లి" / "పెళ్లికి" / "పెళ్ళిలో"), then folds the two spellings of ll (ల్ల / ళ్ళ).
 * - Hinglish: Hindi typed in Latin letters has no fixed spelling ("shaadi", "shadi", "shaadee"),
 *   so words are folded to a phonetic key (long vowels shortened, doubled letters single, aspirates
 *   dropped), the way Indic transliteration search does it.
 */
import { containerBootstrap, type Container } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en-min';
import { LangEs } from '@nlpjs/lang-es';
import { LangHi, StemmerHi } from '@nlpjs/lang-hi';
import { LangJa } from '@nlpjs/lang-ja';
import { LangTa } from '@nlpjs/lang-ta';
import type { AnswerLanguage } from '../types.ts';

/** The NLP.js locale each answer language is classified under. */
export const NLU_LOCALE: Readonly<Record<AnswerLanguage, string>> = {
  en: 'en',
  es: 'es',
  hi: 'hi',
  ta: 'ta',
  ja: 'ja',
  mr: 'mr',
  te: 'te',
  // NLP.js wants two letters (its pipelines are registered as 'nlu-??'); 'hl' is no ISO 639-1
  // code, so it cannot clash with a language NLP.js knows.
  hinglish: 'hl',
};

const PUNCTUATION = /[\s,.!?;:()[\]'"“”‘’¡¿/।॥…\-–—]+/u;

function words(text: string): string[] {
  return text.split(PUNCTUATION).filter((w) => w.length > 0);
}

/** Strips the longest matching suffix, keeping at least `keep` letters of the word. */
function stripSuffix(word: string, suffixes: readonly string[], keep: number): string {
  for (const s of suffixes) {
    if (word.endsWith(s) && [...word].length - [...s].length >= keep)
      return word.slice(0, -s.length);
  }
  return word;
}

const byLength = (list: readonly string[]) => [...list].sort((a, b) => b.length - a.length);

// Marathi postpositions and case endings, longest first (Damle, "Shastriya Marathi Vyakaran":
// vibhakti pratyay), then the Hindi stemmer for the remaining vowel endings.
const MARATHI_SUFFIXES = byLength([
  'मध्ये',
  'साठी',
  'पर्यंत',
  'पासून',
  'बद्दल',
  'कडे',
  'कडून',
  'च्या',
  'ाच्या',
  'ाचा',
  'ाची',
  'ाचे',
  'ाला',
  'ाने',
  'ात',
  'ांना',
  'ांचा',
  'ांची',
  'ांचे',
  'चा',
  'ची',
  'चे',
  'ला',
  'ना',
  'ने',
  'त',
  'णार',
  'ेल',
  'ईल',
  'ाल',
  'तो',
  'ते',
  'ती',
]);

// Telugu case markers, plural and common verb endings (Krishnamurti & Gwynn, "A Grammar of
// Modern Telugu", ch. 7 and 10), longest first.
const TELUGU_SUFFIXES = byLength([
  'లో',
  'లోని',
  'కి',
  'కు',
  'ని',
  'ను',
  'తో',
  'గా',
  'లు',
  'ల',
  'డు',
  'ది',
  'ము',
  'మ్',
  'ంది',
  'తుంది',
  'తాను',
  'తారు',
  'ుతుంది',
  'ుతాను',
  'ుతారా',
  'ుందా',
  'ందా',
  'దా',
  'నా',
  'వా',
  'ా',
  'ి',
  'ు',
  'ె',
  'ే',
  'ో',
]);

function createMarathiStemmer(container: Container) {
  const hindi = new StemmerHi(container);
  return {
    stem: (tokens: string[]) =>
      tokens.map((t) => hindi.processSuffixes(stripSuffix(t, MARATHI_SUFFIXES, 2))),
  };
}

const teluguStemmer = {
  stem: (tokens: string[]) =>
    tokens.map((t) => {
      let w = t.replace(/ళ్ళ/gu, 'ల్ల').replace(/ళ్ల/gu, 'ల్ల');
      // Two passes: a case marker often follows a plural ("ఇళ్లలో" = house + pl. + in).
      w = stripSuffix(w, TELUGU_SUFFIXES, 2);
      return stripSuffix(w, TELUGU_SUFFIXES, 2);
    }),
};

/** A phonetic key for a Hinglish word: "shaadee", "shaadi" and "shadi" all become "sadi". */
export function hinglishKey(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/aa/g, 'a')
    .replace(/([bcdgjkpst])h/g, '$1')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/q/g, 'k')
    .replace(/y$/g, 'i')
    .replace(/(.)\1+/g, '$1');
}

const lowerCaseNormalizer = {
  normalize: (text: string) => text.normalize('NFC').toLowerCase(),
  run(input: { text: string }) {
    input.text = this.normalize(input.text);
    return input;
  },
};

const wordTokenizer = { tokenize: (text: string) => words(text) };

/** One NLP.js container with every answer language's pieces registered. */
export async function nluContainer(): Promise<Container> {
  const container = await containerBootstrap();
  for (const lang of [LangEn, LangEs, LangHi, LangTa, LangJa]) container.use(lang);
  const reg = container as unknown as { register(name: string, item: unknown): void };
  reg.register('normalizer-mr', container.get('normalizer-hi'));
  reg.register('tokenizer-mr', wordTokenizer);
  reg.register('stemmer-mr', createMarathiStemmer(container));
  reg.register('normalizer-te', lowerCaseNormalizer);
  reg.register('tokenizer-te', wordTokenizer);
  reg.register('stemmer-te', teluguStemmer);
  reg.register('normalizer-hl', lowerCaseNormalizer);
  reg.register('tokenizer-hl', wordTokenizer);
  reg.register('stemmer-hl', { stem: (tokens: string[]) => tokens.map(hinglishKey) });
  for (const locale of PREFIXED_LOCALES) withPrefixes(reg, container, locale);
  return container;
}

/**
 * Languages whose words take long chains of endings (Telugu, Tamil, Marathi) or whose
 * tokeniser yields readings of varying length (Japanese): each word also gives its first two
 * graphemes (aksharas, kana) as a feature, so inflected forms a stemmer misses still share one.
 * Measured by five-fold cross-validation on the corpus: +2 to +5 points of accuracy for these
 * four, none for Hindi, English or Spanish.
 */
const PREFIXED_LOCALES = ['te', 'ta', 'mr', 'ja'] as const;
const PREFIX_GRAPHEMES = 2;
const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

interface Stemmer {
  stem(tokens: string[], input?: unknown): string[] | Promise<string[]>;
}

function prefixOf(word: string): string | null {
  if (word.startsWith('slot')) return null;
  let out = '';
  let n = 0;
  for (const { segment } of graphemes.segment(word)) {
    if (n++ === PREFIX_GRAPHEMES) break;
    out += segment;
  }
  return `^${out}`;
}

function withPrefixes(
  reg: { register(name: string, item: unknown): void },
  container: Container,
  locale: string,
): void {
  const base = container.get(`stemmer-${locale}`) as Stemmer;
  reg.register(`stemmer-${locale}`, {
    async stem(tokens: string[], input?: unknown) {
      const prefixes = tokens.map(prefixOf).filter((p): p is string => p !== null);
      return [...(await base.stem(tokens, input)), ...prefixes];
    },
  });
}
