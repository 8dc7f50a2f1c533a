import { describe, expect, it } from 'vitest';
import type { AnswerLanguage } from '../types.ts';
import { KEYWORDS } from './index.ts';
import type { LanguageWords } from './types.ts';

/** Every word of a language's file, from every table. */
function allWords(w: LanguageWords): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(w);
  return out;
}

const SCRIPT: Record<AnswerLanguage, RegExp> = {
  en: /\p{Script=Latin}/u,
  hinglish: /\p{Script=Latin}/u,
  es: /\p{Script=Latin}/u,
  hi: /\p{Script=Devanagari}/u,
  mr: /\p{Script=Devanagari}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  te: /\p{Script=Telugu}/u,
  ta: /\p{Script=Tamil}/u,
};

describe('keyword files', () => {
  it.each(Object.keys(KEYWORDS) as AnswerLanguage[])(
    '%s holds words of its own script only',
    (lang) => {
      const words = allWords(KEYWORDS[lang]);
      expect(words.length).toBeGreaterThan(50);
      expect(words.filter((w) => !SCRIPT[lang].test(w))).toEqual([]);
    },
  );

  it('gives twelve sign and twenty-seven nakshatra lists where a language has them', () => {
    for (const w of Object.values(KEYWORDS)) {
      if (w.signs) expect(w.signs).toHaveLength(12);
      if (w.nakshatras) expect(w.nakshatras).toHaveLength(27);
      if (w.houseOrdinals) expect(w.houseOrdinals).toHaveLength(12);
      if (w.houseOrdinalForms) expect(w.houseOrdinalForms).toHaveLength(12);
    }
  });
});
