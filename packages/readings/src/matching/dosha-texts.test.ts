import {
  adjustedTotal,
  ashtakoota,
  kootaDoshas,
  manglikMatchDosha,
  matchVerdict,
  type ManglikResult,
  type MatchResult,
  type MatchingInput,
} from '@nakshatra/astro';
import { describe, expect, it } from 'vitest';
import { matchingTexts } from '../explain.ts';
import { LANGS, type Lang } from '../lang.ts';
import { placeholders } from '../text.ts';
import { MATCH_DOSHA_BANKS } from './banks.ts';
import { matchDoshaTexts } from './dosha-texts.ts';

/** Every string leaf of a bank with its path ('bhakoot.present.6/8'). */
function leaves(value: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (v: unknown, p: string) => {
    if (typeof v === 'string') out.set(p, v);
    else if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) walk(x, p ? `${p}.${k}` : k);
    }
  };
  walk(value, path);
  return out;
}

const moon = (sign: number, nakshatra: number, pada?: number): MatchingInput => ({
  moonSignIndex: sign,
  moonNakshatraIndex: nakshatra,
  ...(pada === undefined ? {} : { moonPada: pada }),
});
const mars = (raw: boolean, present: boolean): ManglikResult => ({
  present,
  raw,
  marsHouse: { fromLagna: raw ? 7 : 3, fromMoon: 3, fromVenus: 3 },
  from: raw ? ['lagna'] : [],
  severity: present ? 'low' : 'none',
  cancellations: raw && !present ? ['jupiter'] : [],
});

/** A match result as matchCharts builds it, from two Moons and two Manglik findings. */
function result(
  b: MatchingInput,
  g: MatchingInput,
  bm = mars(false, false),
  gm = mars(false, false),
): MatchResult {
  const base = ashtakoota(b, g);
  const doshas = [...kootaDoshas(b, g, base), manglikMatchDosha(bm, gm)];
  const compatible = bm.present === gm.present;
  const adjusted = adjustedTotal(base, doshas);
  return {
    ...base,
    boyMoon: b,
    girlMoon: g,
    manglik: { boy: bm.present, girl: gm.present, compatible, boyDetail: bm, girlDetail: gm },
    doshas,
    adjustedTotal: adjusted,
    verdict: matchVerdict(adjusted, compatible),
  };
}

/**
 * Pairs that reach every text: each dosha present, cancelled by each rule, and absent.
 * Krittika 3 / Rohini 1 in Taurus: Nadi (Antya) and Gana cancelled, one sign; Bhakoot absent.
 * Ashwini / Jyeshtha: Nadi, Bhakoot 6/8 and Gana cancelled by the one lord Mars.
 * Hasta / Magha: Bhakoot 2/12 and Gana stand. Leo / Sagittarius: 5/9 with friendly lords.
 * Krittika 1 (Aries) / Krittika 2 (Taurus); Rohini 1 / Rohini 3; Ashwini / Ardra (Nadi stands).
 */
const CASES: MatchResult[] = [
  result(moon(1, 2, 3), moon(1, 3, 1)),
  result(moon(0, 0), moon(7, 17), mars(true, true), mars(true, true)),
  result(moon(5, 12), moon(4, 9), mars(true, true), mars(false, false)),
  result(moon(4, 9), moon(8, 20, 1), mars(false, false), mars(true, false)),
  result(moon(0, 2, 1), moon(1, 2, 2), mars(true, true), mars(true, false)),
  result(moon(1, 3, 1), moon(1, 3, 3), mars(true, false), mars(true, false)),
  result(moon(0, 0), moon(2, 5)),
  result(moon(0, 0), moon(1, 3)),
];

const SCRIPT: Partial<Record<Lang, RegExp>> = {
  hi: /\p{Script=Devanagari}/u,
  mr: /\p{Script=Devanagari}/u,
  ta: /\p{Script=Tamil}/u,
  te: /\p{Script=Telugu}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\u30FC]/u,
};

describe('match dosha banks', () => {
  const en = leaves(MATCH_DOSHA_BANKS.en);

  for (const lang of LANGS.filter((l) => l !== 'en')) {
    it(`${lang}: every key of English, with the same placeholders`, () => {
      const other = leaves(MATCH_DOSHA_BANKS[lang]);
      expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [path, text] of en) {
        const t = other.get(path)!;
        expect(placeholders(t), `${lang} ${path}: ${t}`).toEqual(placeholders(text));
        expect(t.trim().length, `${lang} ${path}`).toBeGreaterThan(0);
        if (path !== 'reasonsJoin') expect(t, `${lang} ${path}`).not.toBe(text);
      }
    });
  }

  it('the cases reach every status of every dosha and every cancellation', () => {
    const seen = new Set<string>();
    for (const r of CASES) {
      for (const d of matchDoshaTexts(r, 'en')) {
        seen.add(`${d.id}:${d.status}`);
        for (const c of d.cancellations) seen.add(c);
      }
    }
    for (const id of ['nadi', 'bhakoot', 'gana', 'manglik'])
      for (const s of ['present', 'cancelled', 'absent'])
        expect(seen, `${id}:${s}`).toContain(`${id}:${s}`);
    for (const c of Object.keys(MATCH_DOSHA_BANKS.en.cancellations)) expect(seen, c).toContain(c);
  });
});

describe('match dosha texts', () => {
  it('names the dosha, its cancellation and what it does to the score (English)', () => {
    const [nadi, bhakoot, gana, manglik] = matchDoshaTexts(CASES[0]!, 'en');
    expect(nadi).toMatchObject({
      name: 'Nadi dosha',
      status: 'cancelled',
      points: 0,
      pointsForVerdict: 8,
    });
    expect(nadi!.explanation).toBe(
      'Both partners are of Antya nadi, which the texts read as a risk to health and to children. ' +
        'It is cancelled because both Moons are in Taurus but in different nakshatras, Krittika and Rohini. ' +
        'The verdict therefore counts this koota in full: 8 of 8 points instead of 0.',
    );
    expect(bhakoot).toMatchObject({ status: 'absent' });
    expect(bhakoot!.explanation).toContain('Taurus for the boy and Taurus for the girl');
    expect(gana!.explanation).toContain('Rakshasa (fierce) gana');
    expect(manglik!.explanation).toBe(
      'Mars is in no Manglik house in either chart, so there is no Manglik dosha.',
    );
  });

  it('the polarity of each explanation agrees with its status', () => {
    const e = MATCH_DOSHA_BANKS.en;
    for (const r of CASES) {
      for (const d of matchDoshaTexts(r, 'en')) {
        const cancelled = d.explanation.includes('It is cancelled because');
        const stands =
          d.explanation.includes(e.standsKoota) || d.explanation.includes('is not balanced');
        expect(cancelled, d.explanation).toBe(d.status === 'cancelled');
        expect(stands, d.explanation).toBe(d.status === 'present');
      }
    }
    const [, bhakoot, gana, manglik] = matchDoshaTexts(CASES[2]!, 'en');
    expect(bhakoot!.explanation).toContain('stand 2nd and 12th from each other');
    expect(gana!.status).toBe('present');
    expect(manglik!.explanation).toContain('remains in one chart only (boy)');
  });

  it('two cancellations of one dosha are both named (Dhanishta in Capricorn and Aquarius, Saturn)', () => {
    // Dhanishta 2 is in Capricorn, Dhanishta 3 in Aquarius; both signs are Saturn's.
    const [nadi] = matchDoshaTexts(result(moon(9, 22, 2), moon(10, 22, 3)), 'en');
    expect(nadi!.explanation).toContain(
      'both Moons are in Dhanishta but in different signs, Capricorn and Aquarius, and both Moon signs are ruled by Saturn',
    );
  });

  it('the verdict reads the restored score and says so', () => {
    const r = CASES[1]!;
    expect(r.adjustedTotal).toBe(r.total + 20);
    const t = matchingTexts(r, 'en');
    expect(t.doshas).toHaveLength(4);
    expect(t.verdictText).toContain(
      `The guna table gives ${r.total} of 36 points; counting the kootas of the cancelled doshas (Nadi dosha, Bhakoot dosha and Gana dosha) in full, the score for the verdict is ${r.adjustedTotal}.`,
    );
    expect(t.verdictText).toContain(`${r.adjustedTotal} of 36 points:`);
    // Nothing cancelled, nothing restored: no note.
    expect(matchingTexts(CASES[6]!, 'en').verdictText).not.toContain('guna table');
  });

  for (const lang of LANGS) {
    it(`${lang}: every case gives filled text in the language's own script`, () => {
      for (const r of CASES) {
        const texts = [
          ...matchDoshaTexts(r, lang).flatMap((d) => [d.name, d.explanation]),
          matchingTexts(r, lang).verdictText,
        ];
        for (const t of texts) {
          expect(t).not.toMatch(/[{}<>?]/);
          const script = SCRIPT[lang];
          if (script) {
            const letters = [...t].filter((c) => /\p{L}/u.test(c));
            const inScript = letters.filter((c) => script.test(c)).length;
            expect(inScript / letters.length, t).toBeGreaterThan(0.9);
          }
          if (lang === 'es')
            expect(t).not.toMatch(/\b(the|your|with|and|is|are|of|this|you|from|which)\b/i);
        }
      }
    });
  }
});
