import {
  computeChart,
  findDoshas,
  findYogas,
  matchCharts,
  panchang,
  sadeSatiPeriods,
  vimshottari,
  type Chart,
} from '@nakshatra/astro';
import { describe, expect, it } from 'vitest';
import { doshaTexts, matchingTexts, panchangNames, yogaTexts } from './explain.ts';
import { horoscope } from './horoscope.ts';
import { kundliSections } from './kundli.ts';
import { LANGS, type Lang } from './lang.ts';
import type { LanguagePack } from './pack.ts';
import { PACKS } from './packs/index.ts';
import { placeholders } from './text.ts';

/**
 * Every language pack mirrors the English one: the same keys, the same number of phrasings,
 * the same placeholders in every template; and what it writes is in its own script.
 */

const OWN_PACK_LANGS = LANGS.filter((l) => l !== 'en' && PACKS[l] !== PACKS.en);

/** Every string leaf of a pack with its path ('horoscope.lead.love.4.2'). */
function leaves(value: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (v: unknown, p: string) => {
    if (typeof v === 'string') out.set(p, v);
    else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${p}.${i}`));
    else if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) walk(x, p ? `${p}.${k}` : k);
    }
  };
  walk(value, path);
  return out;
}

/** The leaves that must match across packs: `planetsInText` is optional (only where running text needs an article, 'the Sun', 'el Sol'). */
function packLeaves(pack: LanguagePack): Map<string, string> {
  const { lang: _lang, ordinal: _ordinal, list: _list, ...rest } = pack;
  const all = leaves(rest);
  for (const key of [...all.keys()]) if (key.startsWith('names.planetsInText.')) all.delete(key);
  return all;
}

/** Scripts by Unicode property: what the letters of each language's text must be written in. */
const SCRIPT: Record<Exclude<Lang, 'en' | 'es'>, RegExp> = {
  hi: /\p{Script=Devanagari}/u,
  mr: /\p{Script=Devanagari}/u,
  ta: /\p{Script=Tamil}/u,
  te: /\p{Script=Telugu}/u,
  // U+30FC (the katakana long-vowel mark) is Script=Common but only ever written in kana words.
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\u30FC]/u,
};

/** Whole English function words: none of them is a Spanish word. */
const ENGLISH_WORDS = /\b(the|your|with|and|is|are|of|this|you|will|from|which)\b/i;
/** Spanish function words: any Spanish sentence of some length has one. */
const SPANISH_WORDS = /\b(el|la|los|las|de|del|que|tu|su|sus|en|y|con|por|para|es|un|una)\b/i;

/**
 * Checks that a text is written in the language's own script: at least 90% of its letters
 * belong to the script (the rest: a Latin abbreviation at most), and no two Latin words in a
 * row, which any English sentence left behind would have. Spanish: Latin letters, Spanish
 * function words, none of the English ones.
 */
function scriptProblem(lang: Lang, text: string): string | null {
  const letters = [...text].filter((c) => /\p{L}/u.test(c));
  if (letters.length === 0) return null;
  if (lang === 'es') {
    if (ENGLISH_WORDS.test(text)) return `English word in: ${text}`;
    if (text.split(/\s+/).length >= 6 && !SPANISH_WORDS.test(text))
      return `no Spanish function word in: ${text}`;
    return null;
  }
  if (lang === 'en') return null;
  const inScript = letters.filter((c) => SCRIPT[lang].test(c)).length;
  if (inScript / letters.length < 0.9)
    return `${inScript}/${letters.length} letters in script: ${text}`;
  if (/[A-Za-z]{2,}\s+[A-Za-z]{2,}/.test(text)) return `Latin words in: ${text}`;
  return null;
}

const BIRTHS: { name: string; utc: string; lat: number; lon: number }[] = [
  { name: 'Indira', utc: '1917-11-19T17:41:00Z', lat: 25.45, lon: 81.85 },
  { name: 'Narendra', utc: '1950-09-17T05:30:00Z', lat: 23.78, lon: 72.64 },
  { name: 'Asha', utc: '1991-08-15T01:15:00Z', lat: 17.385, lon: 78.4867 },
  { name: 'Ravi', utc: '2004-01-03T22:40:00Z', lat: 13.0827, lon: 80.2707 },
];
const NOW = new Date('2026-11-22T06:30:00Z');
const charts: Chart[] = BIRTHS.map((b) =>
  computeChart({ utc: new Date(b.utc), latDeg: b.lat, lonDeg: b.lon }),
);
// A short Sade Sati window around NOW keeps the test fast (the server computes 100 years).
const sadeSatiByChart = charts.map((c) =>
  sadeSatiPeriods(
    c.planets.find((p) => p.body === 'Moon')!.signIndex,
    new Date('2020-01-01'),
    new Date('2045-01-01'),
  ),
);
const PANCHANG = panchang('2026-11-22', 28.6139, 77.209, 'Asia/Kolkata');

/** Everything the readings write in one language, one text per entry. */
function allTexts(lang: Lang): string[] {
  const texts: string[] = [];
  for (const period of ['day', 'week', 'month', 'year'] as const) {
    for (const s of [0, 5, 10]) {
      const r = horoscope(s, '2026-11-22', period, lang);
      texts.push(
        ...Object.values(r.sections),
        ...r.transits.map((t) => t.note),
        ...r.drishti.map((a) => a.note),
        ...r.events.map((e) => e.text),
      );
      texts.push(r.lucky.color, r.signName, r.moon.nakshatraName);
    }
  }
  charts.forEach((chart, i) => {
    const moon = chart.planets.find((p) => p.body === 'Moon')!;
    const dashas = vimshottari(chart.input.utc, moon.longitudeDeg, 3);
    const yogas = findYogas(chart);
    const doshas = findDoshas(chart, { atUtc: NOW });
    texts.push(
      ...Object.values(
        kundliSections({ chart, dashas, yogas, doshas, name: BIRTHS[i]!.name, now: NOW, lang }),
      ),
    );
    for (const y of yogaTexts(yogas, lang)) texts.push(y.name, y.explanation);
    for (const d of doshaTexts(doshas, sadeSatiByChart[i]!, NOW, lang))
      texts.push(d.name, d.explanation);
  });
  for (let i = 0; i + 1 < charts.length; i++) {
    const m = matchingTexts(matchCharts(charts[i]!, charts[i + 1]!), lang);
    texts.push(m.verdictLabel, m.verdictText);
    for (const k of m.kootas) texts.push(k.label, k.explanation);
  }
  texts.push(...Object.values(panchangNames(PANCHANG, lang)));
  return texts;
}

describe('language packs', () => {
  it('every UI language has its own pack', () => {
    const fallback = LANGS.filter((l) => l !== 'en' && PACKS[l] === PACKS.en);
    // Lists the languages still served by the English pack.
    expect(fallback).toEqual([]);
    for (const l of LANGS) expect(PACKS[l].lang).toBe(l);
  });

  it('the English pack is complete: no empty text, every phrasing distinct within its slot', () => {
    const en = packLeaves(PACKS.en);
    // Names, kundli and explanations; the horoscope's phrase banks are in gochara/banks.
    expect(en.size).toBeGreaterThan(350);
    for (const [path, text] of en) {
      expect(text.trim().length, path).toBeGreaterThan(0);
    }
    // Phrasing tuples (lead, tone, advice, aspect, retrograde, openers, closers) hold distinct texts.
    const groups = new Map<string, string[]>();
    for (const [path, text] of en) {
      if (!/^(horoscope|kundli\.t\.closers)/.test(path)) continue;
      const parent = path.slice(0, path.lastIndexOf('.'));
      groups.set(parent, [...(groups.get(parent) ?? []), text]);
    }
    for (const [parent, texts] of groups) expect(new Set(texts).size, parent).toBe(texts.length);
  });

  for (const lang of OWN_PACK_LANGS) {
    it(`${lang}: same keys, phrasings and placeholders as English`, () => {
      const en = packLeaves(PACKS.en);
      const other = packLeaves(PACKS[lang]);
      expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [path, text] of en) {
        const t = other.get(path)!;
        expect(placeholders(t), `${lang} ${path}: ${t}`).toEqual(placeholders(text));
        expect(t.trim().length, `${lang} ${path}`).toBeGreaterThan(0);
      }
      for (let n = 1; n <= 12; n++) expect(PACKS[lang].ordinal(n).length).toBeGreaterThan(0);
      expect(PACKS[lang].list(['A', 'B', 'C'])).toContain('A');
    });
  }

  for (const lang of ['hi', 'mr', 'es', 'ja', 'te', 'ta'] as const) {
    if (!OWN_PACK_LANGS.includes(lang)) continue;
    it(`${lang}: writes every reading in its own script, with no English left`, () => {
      const texts = allTexts(lang);
      expect(texts.length).toBeGreaterThan(150);
      const problems = texts
        .map((t) => scriptProblem(lang, t))
        .filter((p): p is string => p !== null);
      expect(problems.slice(0, 5)).toEqual([]);
      // And not one text is the English text unchanged. Sanskrit proper names stay the same in
      // Latin-script Spanish ('Purva Bhadrapada', 'Gaja Kesari Yoga': every word capitalised), and
      // short ones such as 'Rahu' anywhere.
      const properName = /^[A-Z][\p{L}-]*(?: \(?[A-Z][\p{L}-]*\)?)*$/u;
      const english = new Set(allTexts('en').filter((t) => t.length > 12 && !properName.test(t)));
      expect(texts.filter((t) => english.has(t)).slice(0, 5)).toEqual([]);
    });
  }

  it('the script check itself catches English', () => {
    expect(scriptProblem('hi', 'The Moon is in your 7th house.')).not.toBeNull();
    expect(scriptProblem('hi', 'चंद्रमा सातवें भाव में है।')).toBeNull();
    expect(scriptProblem('ta', 'சந்திரன் ஏழாம் வீட்டில் உள்ளது.')).toBeNull();
    expect(scriptProblem('ta', 'चंद्रमा सातवें भाव में है।')).not.toBeNull();
    expect(scriptProblem('te', 'చంద్రుడు ఏడవ ఇంట్లో ఉన్నాడు.')).toBeNull();
    expect(scriptProblem('ja', '月は第7ハウスにあります。')).toBeNull();
    expect(scriptProblem('es', 'La Luna está en tu casa 7, favorable para la pareja.')).toBeNull();
    expect(
      scriptProblem('es', 'The Moon is in your 7th house, good for partnership.'),
    ).not.toBeNull();
  });

  it('English texts are plain text with every placeholder filled', () => {
    for (const t of allTexts('en')) {
      expect(t).not.toMatch(/[<>{}]/);
      expect(t.length).toBeGreaterThan(0);
    }
  });
});
