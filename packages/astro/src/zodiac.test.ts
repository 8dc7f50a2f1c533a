import { describe, expect, it } from 'vitest';
import { NAKSHATRAS, SIGNS } from './types.ts';
import {
  NAKSHATRA_LORDS,
  SIGN_LORDS,
  nakshatraOf,
  normalizeDeg,
  signName,
  signOf,
} from './zodiac.ts';

describe('signs', () => {
  it('normalizes any angle to [0, 360)', () => {
    expect(normalizeDeg(-30)).toBe(330);
    expect(normalizeDeg(720.5)).toBe(0.5);
    expect(normalizeDeg(-1e-15)).toBeLessThan(360);
    expect(normalizeDeg(360)).toBe(0);
  });

  it('places 30-degree signs, boundaries belonging to the next sign', () => {
    expect(signOf(0)).toBe(0);
    expect(signOf(29.9999999)).toBe(0);
    expect(signOf(30)).toBe(1);
    expect(signOf(359.9999)).toBe(11);
    expect(signName(signOf(125))).toBe('Leo');
    expect(SIGNS.length).toBe(12);
  });

  it('has the Parashari sign lords', () => {
    expect(SIGN_LORDS).toEqual([
      'Mars',
      'Venus',
      'Mercury',
      'Moon',
      'Sun',
      'Mercury',
      'Venus',
      'Mars',
      'Jupiter',
      'Saturn',
      'Saturn',
      'Jupiter',
    ]);
  });
});

describe("nakshatras (13°20' each, padas of 3°20')", () => {
  it("starts Ashwini at 0, Bharani at 13°20', Revati pada 4 ends at 360", () => {
    expect(nakshatraOf(0)).toMatchObject({
      index: 0,
      name: 'Ashwini',
      pada: 1,
      lord: 'Ketu',
      fractionElapsed: 0,
    });
    expect(nakshatraOf(13 + 1 / 3)).toMatchObject({
      index: 1,
      name: 'Bharani',
      pada: 1,
      lord: 'Venus',
    });
    expect(nakshatraOf(13 + 1 / 3 - 1e-9)).toMatchObject({ index: 0, pada: 4 });
    expect(nakshatraOf(359.99999)).toMatchObject({
      index: 26,
      name: 'Revati',
      pada: 4,
      lord: 'Mercury',
    });
  });

  it("changes pada exactly at every multiple of 3°20'", () => {
    for (let i = 1; i < 108; i++) {
      const boundary = (i * 10) / 3;
      const after = nakshatraOf(boundary + 1e-9);
      const before = nakshatraOf(boundary - 1e-9);
      expect(after.index * 4 + after.pada - 1, `after boundary ${i}`).toBe(i);
      expect(before.index * 4 + before.pada - 1, `before boundary ${i}`).toBe(i - 1);
    }
  });

  it("knows the classical table: Krittika 26°40' Aries-10° Taurus (Sun), Magha 0-13°20' Leo (Ketu), Mula 0-13°20' Sagittarius (Ketu)", () => {
    expect(nakshatraOf(27)).toMatchObject({ name: 'Krittika', lord: 'Sun', pada: 1 });
    expect(nakshatraOf(39.9)).toMatchObject({ name: 'Krittika', pada: 4 });
    expect(nakshatraOf(120)).toMatchObject({ name: 'Magha', lord: 'Ketu', pada: 1 });
    expect(nakshatraOf(240)).toMatchObject({ name: 'Mula', lord: 'Ketu', pada: 1 });
    expect(nakshatraOf(300)).toMatchObject({ name: 'Dhanishta', lord: 'Mars', pada: 3 });
    expect(NAKSHATRAS.length).toBe(27);
    expect(NAKSHATRA_LORDS.slice(0, 9)).toEqual([
      'Ketu',
      'Venus',
      'Sun',
      'Moon',
      'Mars',
      'Rahu',
      'Jupiter',
      'Saturn',
      'Mercury',
    ]);
  });
});
