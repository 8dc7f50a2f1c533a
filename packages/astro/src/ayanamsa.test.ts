import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ayanamsaDeg, meanAyanamsaDegAtTt } from './ayanamsa.ts';
import { dateFromJulianDayTt } from './time.ts';
import type { AyanamsaSystem } from './types.ts';

const vectors = (name: string) =>
  JSON.parse(readFileSync(new URL(`../test/vectors/${name}`, import.meta.url), 'utf8'));

/** Parses 22°46'08" into degrees. */
function dms(text: string): number {
  const m = /^(-?\d+)°(\d+)'(\d+(?:\.\d+)?)"$/.exec(text);
  if (!m) throw new Error(`bad angle ${text}`);
  return Number(m[1]) + Number(m[2]) / 60 + Number(m[3]) / 3600;
}

describe('Lahiri ayanamsa against published tables', () => {
  it('matches the 1 January table (34 years 1922-1999) within 2 arcsec', () => {
    // 2 arcsec: the table is rounded to 1 arcsec and does not say the hour of 1 January
    // (0h UT and 0h IST differ by 0.03 arcsec); our truncated nutation adds up to 0.2 arcsec.
    const table = vectors('lahiri-ayanamsa-1-january.json') as {
      values: { date: string; dms: string }[];
    };
    let worst = 0;
    for (const row of table.values) {
      const err = (ayanamsaDeg(new Date(`${row.date}T00:00:00Z`)) - dms(row.dms)) * 3600;
      worst = Math.max(worst, Math.abs(err));
      expect(Math.abs(err), row.date).toBeLessThan(2);
    }
    expect(table.values.length).toBe(34);
    console.info(
      `Lahiri table: worst error ${worst.toFixed(2)} arcsec over ${table.values.length} dates`,
    );
  });

  it('reproduces its defining value: 23°15\'00.658" (true) on 1956-03-21 0h TT', () => {
    // Indian Astronomical Ephemeris / Calendar Reform Committee definition quoted in the Swiss
    // Ephemeris source (sweph.h). 0.3 arcsec: their nutation (Wahr 1980) vs our IAU 2000B series.
    const err = (ayanamsaDeg(dateFromJulianDayTt(2435553.5)) - dms('23°15\'00.658"')) * 3600;
    expect(Math.abs(err)).toBeLessThan(0.3);
  });
});

describe('ayanamsas against Swiss Ephemeris 2.10.03 (240 moments 1900-2100)', () => {
  const se = vectors('swisseph-2.10.03.json') as {
    cases: { utc: string; ayanamsa: Record<AyanamsaSystem, number> }[];
  };
  for (const system of ['lahiri', 'raman', 'kp'] as const) {
    it(`${system}: within 0.5 arcsec`, () => {
      // 0.5 arcsec: SE adds the full IAU 2000B nutation, we add its 5 largest terms.
      let worst = 0;
      for (const c of se.cases) {
        const err = (ayanamsaDeg(new Date(c.utc), system) - c.ayanamsa[system]) * 3600;
        worst = Math.max(worst, Math.abs(err));
      }
      console.info(`${system} vs SE: worst ${worst.toFixed(3)} arcsec`);
      expect(worst).toBeLessThan(0.5);
    });
  }
});

describe('ayanamsa definitions', () => {
  it('true minus mean is the nutation in longitude of Meeus Example 22.a: -3.788" on 1987-04-10 0h TD', () => {
    // Meeus, Astronomical Algorithms (2nd ed.), Example 22.a (full IAU 1980 series). 0.1 arcsec:
    // we use the five largest IAU 2000B terms.
    const d = dateFromJulianDayTt(2446895.5);
    const diff = (ayanamsaDeg(d, 'lahiri', 'true') - ayanamsaDeg(d, 'lahiri', 'mean')) * 3600;
    expect(Math.abs(diff - -3.788)).toBeLessThan(0.1);
  });

  it('grows by the general precession, 50.29 arcsec per year, in the mean', () => {
    const perYear =
      ((meanAyanamsaDegAtTt(2451545 + 36525, 'lahiri') -
        meanAyanamsaDegAtTt(2451545 - 36525, 'lahiri')) *
        3600) /
      200;
    // IAU 2006 general precession at J2000: 5028.796 arcsec per Julian century.
    expect(perYear).toBeCloseTo(50.288, 2);
  });

  it('orders the systems as published: KP is about 6 arcmin below Lahiri, Raman about 1 deg 27 arcmin below', () => {
    const d = new Date(Date.UTC(2000, 0, 1));
    const lahiri = ayanamsaDeg(d);
    expect((lahiri - ayanamsaDeg(d, 'kp')) * 60).toBeGreaterThan(5);
    expect((lahiri - ayanamsaDeg(d, 'kp')) * 60).toBeLessThan(7);
    expect(lahiri - ayanamsaDeg(d, 'raman')).toBeCloseTo(1.446, 2);
  });
});
