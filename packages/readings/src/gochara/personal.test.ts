import { computeChart, vimshottari } from '@nakshatra/astro';
import { describe, expect, it } from 'vitest';
import { horoscope } from '../horoscope.ts';
import { LANGS } from '../lang.ts';
import { personalReading } from './personal.ts';

/**
 * Reference birth, as in the assistant tests: Narendra Modi, 17 Sep 1950 11:00 IST, Vadnagar.
 * Published chart (AstroSage and most Indian columns): Scorpio ascendant, Moon in Scorpio in
 * Anuradha; the Mars mahadasha runs from late November 2021 to November 2028, and its Venus
 * antardasha from October 2026 to December 2027.
 */
const chart = computeChart({
  utc: new Date('1950-09-17T05:30:00Z'),
  latDeg: 23.78593,
  lonDeg: 72.63893,
});
const moon = chart.planets.find((p) => p.body === 'Moon')!;
const dashas = vimshottari(chart.input.utc, moon.longitudeDeg, 2);

describe('personal reading', () => {
  it('reads from the natal Moon sign and the chart: tara, dasha and the ascendant view', () => {
    const r = personalReading({ chart, dashas, date: '2026-12-01', period: 'day', lang: 'en' });
    expect(r.moonSign).toBe('scorpio');
    expect(r.birthStarName).toBe('Anuradha');
    expect(r.ascendantSignName).toBe('Scorpio');
    // The base reading is Scorpio's, word for word.
    expect(r.reading).toEqual(horoscope(7, '2026-12-01', 'day', 'en'));
    expect(r.dasha).toMatchObject({ maha: 'Mars', antar: 'Venus' });
    expect(r.dasha!.antarEnd.slice(0, 7)).toBe('2027-12');
    // Saturn in Pisces and Jupiter in Leo in December 2026: the 5th and 10th from Scorpio.
    expect(r.fromAscendant).toEqual({ saturn: 5, jupiter: 10 });
    // Tara: the day's nakshatra counted from Anuradha (17th), 1-27, mod 9.
    const count = ((r.reading.moon.nakshatraIndex - 16 + 27) % 27) + 1;
    const names = [
      'Parama Mitra',
      'Janma',
      'Sampat',
      'Vipat',
      'Kshema',
      'Pratyak',
      'Sadhana',
      'Naidhana',
      'Mitra',
    ];
    expect(r.tara!.name).toBe(names[count % 9]);
    expect(r.sentences[0]).toContain(r.reading.moon.nakshatraName);
    expect(r.sentences.join(' ')).toContain('Mars mahadasha with the Venus antardasha');
    expect(r.sentences.at(-1)).toBe(
      'Counted from your ascendant Scorpio, Saturn is in your 5th house and Jupiter in your 10th.',
    );
  });

  it('has no tara for longer periods, and writes every language without placeholders left', () => {
    for (const lang of LANGS) {
      const week = personalReading({ chart, dashas, date: '2026-12-01', period: 'week', lang });
      expect(week.tara).toBeNull();
      expect(week.sentences).toHaveLength(3);
      const day = personalReading({ chart, dashas, date: '2026-12-02', period: 'day', lang });
      expect(day.sentences).toHaveLength(4);
      for (const s of day.sentences) expect(s).not.toMatch(/[{}<>]/);
    }
  });
});
