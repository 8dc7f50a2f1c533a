import { computeChart, findDoshas, findYogas, runningDasha, vimshottari } from '@nakshatra/astro';
import { describe, expect, it } from 'vitest';
import { KUNDLI_SECTIONS, kundliSections, type KundliTextInput } from './kundli.ts';
import { LANGS } from './lang.ts';

// Indira Gandhi, 19 Nov 1917 23:11 IST (17:41 UT), Allahabad 25°27′N 81°51′E. Published chart
// (B.V. Raman, Notable Horoscopes; K.N. Rao): Cancer lagna, Moon in Capricorn in Uttara Ashadha,
// so her birth dasha was the Sun's (Uttara Ashadha is ruled by the Sun).
const chart = computeChart({ utc: new Date('1917-11-19T17:41:00Z'), latDeg: 25.45, lonDeg: 81.85 });
const moon = chart.planets.find((p) => p.body === 'Moon')!;
const dashas = vimshottari(chart.input.utc, moon.longitudeDeg, 3);
const NOW = new Date('1966-01-24T06:00:00Z'); // the day she became Prime Minister
const input: KundliTextInput = {
  chart,
  dashas,
  yogas: findYogas(chart),
  doshas: findDoshas(chart, { atUtc: NOW }),
  name: 'Indira',
  now: NOW,
  lang: 'en',
};

describe('kundli sections', () => {
  it('writes all seven sections, deterministically, in every language', () => {
    for (const lang of LANGS) {
      const a = kundliSections({ ...input, lang });
      expect(Object.keys(a)).toEqual([...KUNDLI_SECTIONS]);
      expect(kundliSections({ ...input, lang })).toEqual(a);
      for (const k of KUNDLI_SECTIONS) {
        expect(a[k].length, `${lang} ${k}`).toBeGreaterThan(40);
        expect(a[k]).not.toMatch(/[<>{}]/);
      }
    }
  });

  it('names the placements it reads from the published chart', () => {
    const s = kundliSections(input);
    expect(s.zodiacSign).toContain('Moon sign (rashi) is Capricorn');
    expect(s.zodiacSign).toContain('ascendant (lagna) is Cancer');
    expect(s.zodiacSign).toContain('Uttara Ashadha');
    expect(s.zodiacSign).toContain('whose lord is the Sun');
    expect(s.personality).toMatch(/^Cancer rising/);
    // Cancer lagna: the 10th house is Aries (lord Mars), the 7th Capricorn (lord Saturn).
    expect(s.careerProspects).toContain('10th house of career falls in Aries');
    expect(s.careerProspects).toContain('Mars');
    expect(s.loveLife).toContain('7th house of partnership falls in Capricorn');
    expect(s.loveLife).toContain('Saturn, the lord of your 7th house');
  });

  it('speaks of the dasha running at "now", which is an argument', () => {
    const [maha, antar] = runningDasha(dashas, NOW);
    // Birth dasha Sun (balance b < 6 years), then Moon 10, Mars 7, Rahu 18, Jupiter 16 years
    // (Vimshottari order and lengths, BPHS ch. 46): Jupiter runs 1952+b to 1968+b, so in 1966
    // whatever the balance.
    expect(dashas.map((d) => d.lord).slice(0, 5)).toEqual([
      'Sun',
      'Moon',
      'Mars',
      'Rahu',
      'Jupiter',
    ]);
    expect(maha!.lord).toBe('Jupiter');
    const s = kundliSections(input);
    expect(s.motivationalMessage).toContain('mahadasha of Jupiter');
    expect(s.motivationalMessage).toContain(
      `antardasha of ${antar!.lord === 'Sun' || antar!.lord === 'Moon' ? `the ${antar!.lord}` : antar!.lord}`,
    );
    const later = kundliSections({ ...input, now: new Date('1990-01-01T00:00:00Z') });
    expect(later.motivationalMessage).not.toBe(s.motivationalMessage);
    // After the 120-year cycle the text says so instead of naming a period.
    const after = kundliSections({ ...input, now: new Date('2040-01-01T00:00:00Z') });
    expect(after.motivationalMessage).toContain('120-year Vimshottari cycle');
  });
});
