import { describe, expect, it } from 'vitest';
import { SUN_SIGN_RANGES, sunSignForDate, tropicalSunSign } from './sun-sign.ts';

describe('sunSignForDate (product spec section 9 ranges)', () => {
  it.each([
    [3, 21, 'Aries'],
    [4, 19, 'Aries'],
    [4, 20, 'Taurus'],
    [5, 20, 'Taurus'],
    [5, 21, 'Gemini'],
    [6, 20, 'Gemini'],
    [6, 21, 'Cancer'],
    [7, 22, 'Cancer'],
    [7, 23, 'Leo'],
    [8, 22, 'Leo'],
    [8, 23, 'Virgo'],
    [9, 22, 'Virgo'],
    [9, 23, 'Libra'],
    [10, 22, 'Libra'],
    [10, 23, 'Scorpio'],
    [11, 21, 'Scorpio'],
    [11, 22, 'Sagittarius'],
    [12, 21, 'Sagittarius'],
    [12, 22, 'Capricorn'],
    [12, 31, 'Capricorn'],
    [1, 1, 'Capricorn'],
    [1, 19, 'Capricorn'],
    [1, 20, 'Aquarius'],
    [2, 18, 'Aquarius'],
    [2, 19, 'Pisces'],
    [2, 29, 'Pisces'],
    [3, 20, 'Pisces'],
  ] as const)('%i/%i is %s', (m, d, sign) => {
    expect(sunSignForDate(m, d)).toBe(sign);
  });

  it('covers every day of a leap year exactly once', () => {
    const days = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    const counts = new Map<string, number>();
    days.forEach((n, i) => {
      for (let d = 1; d <= n; d++)
        counts.set(sunSignForDate(i + 1, d), (counts.get(sunSignForDate(i + 1, d)) ?? 0) + 1);
    });
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(366);
    expect(counts.size).toBe(12);
    expect(SUN_SIGN_RANGES).toHaveLength(12);
  });

  it('rejects impossible dates', () => {
    for (const [m, d] of [
      [0, 1],
      [13, 1],
      [2, 30],
      [4, 31],
      [1, 0],
      [1.5, 2],
    ]) {
      expect(() => sunSignForDate(m!, d!)).toThrow(RangeError);
    }
  });
});

describe('tropicalSunSign (real Sun longitude)', () => {
  // Equinox and solstice instants (USNO "Earth's Seasons", 2024): March equinox 20 Mar 03:06 UT,
  // June solstice 20 Jun 20:51 UT. One hour either side the Sun is in the neighbouring sign.
  it('changes sign at the 2024 March equinox and June solstice', () => {
    expect(tropicalSunSign(new Date('2024-03-20T02:06:00Z')).sign).toBe('Pisces');
    expect(tropicalSunSign(new Date('2024-03-20T04:06:00Z')).sign).toBe('Aries');
    expect(tropicalSunSign(new Date('2024-06-20T19:51:00Z')).sign).toBe('Gemini');
    expect(tropicalSunSign(new Date('2024-06-20T21:51:00Z')).sign).toBe('Cancer');
  });

  it('differs from the fixed table near a cusp: 20 Mar 2024 12:00 UT is Aries by the Sun, Pisces by the table', () => {
    const r = tropicalSunSign(new Date('2024-03-20T12:00:00Z'));
    expect(r.sign).toBe('Aries');
    expect(r.longitudeDeg).toBeLessThan(1);
    expect(sunSignForDate(3, 20)).toBe('Pisces');
  });
});
