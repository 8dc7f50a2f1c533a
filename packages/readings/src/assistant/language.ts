/**
 * Which language a question is written in, from its script and, within a script, its words:
 * Devanagari is Hindi or Marathi, Latin is English, Spanish or Hinglish. The answer is given in
 * the same language. Hinglish (Hindi in Latin letters) is answered in Hinglish: people who type
 * "meri shaadi kab hogi" on a Latin keyboard read Latin script most easily.
 */
import { KEYWORDS } from './keywords/index.ts';
import type { AnswerLanguage } from './types.ts';

type Script = 'latin' | 'devanagari' | 'telugu' | 'tamil' | 'japanese';

const SCRIPT_RANGES: readonly [Script, RegExp][] = [
  ['devanagari', /\p{Script=Devanagari}/u],
  ['telugu', /\p{Script=Telugu}/u],
  ['tamil', /\p{Script=Tamil}/u],
  // Hiragana, katakana and CJK ideographs: the app has no Chinese UI, so ideographs count as
  // Japanese.
  ['japanese', /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u],
  ['latin', /\p{Script=Latin}/u],
];

/** Letters of each script in the text. */
export function scriptCounts(text: string): Record<Script, number> {
  const counts: Record<Script, number> = {
    latin: 0,
    devanagari: 0,
    telugu: 0,
    tamil: 0,
    japanese: 0,
  };
  for (const ch of text) {
    for (const [script, re] of SCRIPT_RANGES) {
      if (re.test(ch)) {
        counts[script] += 1;
        break;
      }
    }
  }
  return counts;
}

/** Each language's marker words among those of its script (./keywords/<lang>.ts). */
const MARATHI_WORDS = new Set(KEYWORDS.mr.markers);
const HINDI_WORDS = new Set(KEYWORDS.hi.markers);
const SPANISH_WORDS = new Set(KEYWORDS.es.markers);
const ENGLISH_WORDS = new Set(KEYWORDS.en.markers);
const HINGLISH_WORDS = new Set(KEYWORDS.hinglish.markers);

/**
 * Marathi endings Hindi lacks: "-साठी" (for), "-पेक्षा" (than), "-ईन"/"-ईल"/"-ेल" (future),
 * "-ात"/"-ेत" (in), "-ाचा/-ाची/-ाचे/-ाच्या" (of). Only words of four letters or more count,
 * so Hindi "बात", "रात" do not.
 */
const MARATHI_ENDING = /(साठी|पेक्षा|ईन|ईल|ेल|ात|ेत|ाचा|ाची|ाचे|ाच्या|ांना)$/u;

const SPANISH_MARKS = /[ñ¿¡áéíóú]/iu;

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{M}']+/u)
    .filter(Boolean);
}

function score(list: readonly string[], set: ReadonlySet<string>): number {
  let n = 0;
  for (const w of list) if (set.has(w)) n += 1;
  return n;
}

export interface DetectedLanguage {
  lang: AnswerLanguage;
  /** False when nothing in the text decides (digits, "ok", an emoji): the hint was used. */
  confident: boolean;
}

/**
 * The language of a question.
 * @param hint - the interface language, used when the text itself does not tell.
 */
export function detectLanguage(text: string, hint?: AnswerLanguage): DetectedLanguage {
  const counts = scriptCounts(text);
  const nonLatin = (['devanagari', 'telugu', 'tamil', 'japanese'] as const)
    .map((s) => [s, counts[s]] as const)
    .sort((a, b) => b[1] - a[1])[0]!;
  // A question in an Indian script or Japanese often carries Latin words ("career", "AI"): the
  // non-Latin script decides as soon as it makes up a fair share of the letters.
  if (nonLatin[1] > 0 && nonLatin[1] * 2 >= counts.latin * 0.5) {
    const script = nonLatin[0];
    if (script === 'telugu') return { lang: 'te', confident: true };
    if (script === 'tamil') return { lang: 'ta', confident: true };
    if (script === 'japanese') return { lang: 'ja', confident: true };
    const w = words(text);
    // ळ (LLA) is everyday Marathi and all but absent from Hindi.
    const endings = w.filter((x) => [...x].length >= 4 && MARATHI_ENDING.test(x)).length;
    const mr = score(w, MARATHI_WORDS) + endings / 2 + (/\u0933/u.test(text) ? 2 : 0);
    const hi = score(w, HINDI_WORDS);
    if (mr > hi) return { lang: 'mr', confident: true };
    if (hi > mr) return { lang: 'hi', confident: true };
    return { lang: hint === 'mr' ? 'mr' : 'hi', confident: hi > 0 };
  }
  if (counts.latin === 0) return { lang: hint ?? 'en', confident: false };
  const w = words(text);
  const es = score(w, SPANISH_WORDS) + (SPANISH_MARKS.test(text) ? 2 : 0);
  const hg = score(w, HINGLISH_WORDS);
  const en = score(w, ENGLISH_WORDS);
  const best = Math.max(es, hg, en);
  if (best === 0) return { lang: hint ?? 'en', confident: false };
  // Ties go to English (the app's default), except that a Hinglish marker beats an English one
  // only when it is not an English word too ("main", "to" are not in the Hinglish list).
  if (en === best) return { lang: 'en', confident: true };
  if (hg === best) return { lang: 'hinglish', confident: true };
  return { lang: 'es', confident: true };
}
