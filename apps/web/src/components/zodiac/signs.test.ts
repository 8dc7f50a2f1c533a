import { describe, expect, it } from 'vitest';
import {
  formatSignRange,
  siderealSunSignFor,
  siderealZodiacSigns,
  sunSignFor,
  zodiacSigns,
} from './signs';

// Boundaries transcribed from spec section 9 ("Aries Mar 21-Apr 19, ... Pisces Feb 19-Mar 20").
const specBoundaries: [string, number, number, number, number][] = [
  ['aries', 3, 21, 4, 19],
  ['taurus', 4, 20, 5, 20],
  ['gemini', 5, 21, 6, 20],
  ['cancer', 6, 21, 7, 22],
  ['leo', 7, 23, 8, 22],
  ['virgo', 8, 23, 9, 22],
  ['libra', 9, 23, 10, 22],
  ['scorpio', 10, 23, 11, 21],
  ['sagittarius', 11, 22, 12, 21],
  ['capricorn', 12, 22, 1, 19],
  ['aquarius', 1, 20, 2, 18],
  ['pisces', 2, 19, 3, 20],
];

describe('sun sign by date (spec section 9)', () => {
  it.each(specBoundaries)('%s starts on %i/%i and ends on %i/%i', (id, sm, sd, em, ed) => {
    expect(sunSignFor(sm, sd).id).toBe(id);
    expect(sunSignFor(em, ed).id).toBe(id);
  });

  it('covers every day of a leap year exactly once', () => {
    const counts = new Map<string, number>();
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += 86_400_000) {
      const d = new Date(t);
      const id = sunSignFor(d.getUTCMonth() + 1, d.getUTCDate()).id;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(366);
    expect(counts.size).toBe(12);
    // Capricorn: Dec 22-31 (10 days) + Jan 1-19 (19 days).
    expect(counts.get('capricorn')).toBe(29);
    // Pisces in a leap year: Feb 19-29 (11) + Mar 1-20 (20).
    expect(counts.get('pisces')).toBe(31);
  });

  it('formats ranges with the locale month names', () => {
    const aries = zodiacSigns[0]!;
    expect(formatSignRange(aries, 'en')).toBe('Mar 21 – Apr 19');
    expect(formatSignRange(aries, 'es')).toMatch(/21 mar.* – 19 abr/);
  });
});

describe('sidereal (Vedic) sun sign by date', () => {
  // Sankranti days printed by Indian almanacs (Lahiri): Makara 14 Jan, Mesha 14 Apr, Tula 17 Oct
  // 2025, Vrischika 16 Nov, Dhanu 16 Dec.
  it.each([
    [1, 14, 'capricorn'],
    [1, 13, 'sagittarius'],
    [4, 14, 'aries'],
    [4, 13, 'pisces'],
    [10, 17, 'libra'],
    [11, 16, 'scorpio'],
    [11, 25, 'scorpio'],
    [12, 16, 'sagittarius'],
  ])('%i/%i is %s', (month, day, id) => {
    expect(siderealSunSignFor(month, day).id).toBe(id);
  });

  it('covers every day of a leap year exactly once', () => {
    let days = 0;
    const seen = new Set<string>();
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += 86_400_000) {
      const d = new Date(t);
      seen.add(siderealSunSignFor(d.getUTCMonth() + 1, d.getUTCDate()).id);
      days += 1;
    }
    expect(days).toBe(366);
    expect(seen.size).toBe(12);
  });

  it('starts each sign 23 to 25 days after the tropical one (the ayanamsa, about 24 degrees)', () => {
    siderealZodiacSigns.forEach((s, i) => {
      const tropical = zodiacSigns[i]!;
      const start = (x: typeof s) => Date.UTC(2001, x.start.month - 1, x.start.day);
      // Capricorn's tropical start (22 Dec) falls in the year before its sidereal one (14 Jan).
      const lagDays = ((start(s) - start(tropical)) / 86_400_000 + 365) % 365;
      expect(s.id).toBe(tropical.id);
      expect(lagDays).toBeGreaterThanOrEqual(23);
      expect(lagDays).toBeLessThanOrEqual(25);
    });
  });
});
