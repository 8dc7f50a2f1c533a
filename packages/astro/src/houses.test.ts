import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ayanamsaDeg } from './ayanamsa.ts';
import { ascendantAndMc, houseCusps, houseCuspsFromRamc, houseOf, ramcDeg } from './houses.ts';
import { instantContext } from './time.ts';

function diffArcsec(a: number, b: number): number {
  let d = (a - b) % 360;
  if (d > 180) d -= 360;
  if (d <= -180) d += 360;
  return d * 3600;
}
const hmsDeg = (h: number, m: number, s: number) => (h + m / 60 + s / 3600) * 15;
const dms = (d: number, m: number, s = 0) => d + m / 60 + s / 3600;

interface SeCase {
  utc: string;
  lat: number;
  lon: number;
  ascendant: number;
  mc: number;
  placidus: number[];
  siderealAscendant: number;
}
const se = JSON.parse(
  readFileSync(new URL('../test/vectors/swisseph-2.10.03.json', import.meta.url), 'utf8'),
) as { cases: SeCase[] };

describe('sidereal time (Meeus, Astronomical Algorithms, Example 12.a/12.b)', () => {
  it('apparent sidereal time at Greenwich 1987-04-10 0h UT = 13h10m46.1351s', () => {
    // 0.01 s of time: the book uses the full IAU 1980 nutation, we the 5 largest IAU 2000B terms.
    const err =
      diffArcsec(
        ramcDeg(instantContext(new Date(Date.UTC(1987, 3, 10))), 0),
        hmsDeg(13, 10, 46.1351),
      ) / 15;
    expect(Math.abs(err)).toBeLessThan(0.01);
  });

  it('mean sidereal time 1987-04-10 19:21 UT = 8h34m57.0896s', () => {
    const ctx = instantContext(new Date(Date.UTC(1987, 3, 10, 19, 21)));
    // Mean = apparent - equation of the equinoxes (nutation in longitude x cos(obliquity)).
    const mean =
      ramcDeg(ctx, 0) - ctx.nutationLongitudeDeg * Math.cos((ctx.meanObliquityDeg * Math.PI) / 180);
    expect(Math.abs(diffArcsec(mean, hmsDeg(8, 34, 57.0896)) / 15)).toBeLessThan(0.01);
  });
});

describe('ascendant and cusps against published worked examples', () => {
  it('Placidus cusps for LST 1h16m13s at 42°37\'N (trans4mind.com "Calculating the House Cusps", 7 May 1982)', () => {
    // The page interpolates a table of houses and states its cusps are good to 1 arcmin:
    // 11th 27°42' Taurus, 12th 4°17' Cancer, 2nd 25°04' Leo, 3rd 19°29' Virgo. Obliquity of 1982.
    const cusps = houseCuspsFromRamc(hmsDeg(1, 16, 13), 23.4417, dms(42, 37), 'placidus');
    const expected: [number, number][] = [
      [11, 30 + dms(27, 42)],
      [12, 90 + dms(4, 17)],
      [2, 120 + dms(25, 4)],
      [3, 150 + dms(19, 29)],
    ];
    for (const [house, lon] of expected) {
      expect(Math.abs(diffArcsec(cusps[house - 1] as number, lon)), `cusp ${house}`).toBeLessThan(
        90,
      );
    }
  });

  it('ascendant 258.3515 deg for 15 Feb 1966 02:45 IST at 28.9833 N 77.7 E (mukeshrgarg.blogspot.com, Nov 2020)', () => {
    // 30 arcsec: the example uses mean sidereal time; its printed MC contradicts its own
    // ascendant and RAMC (they belong to different sidereal times), so only the ascendant is used.
    const { ascendantDeg } = ascendantAndMc(new Date('1966-02-14T21:15:00Z'), 28.9833, 77.7);
    expect(Math.abs(diffArcsec(ascendantDeg, 258.3515))).toBeLessThan(30);
  });
});

describe('ascendant, MC and Placidus cusps against Swiss Ephemeris 2.10.03 (240 moments, latitudes -66..66)', () => {
  it('within 1 arcminute', () => {
    // After 2050 SE switches to a long-term sidereal time model 1.9 arcsec away from IAU 2006;
    // near the polar circles the ascendant magnifies that to 13 arcsec.
    let asc = 0;
    let mc = 0;
    let cusp = 0;
    let sid = 0;
    for (const c of se.cases) {
      const d = new Date(c.utc);
      const am = ascendantAndMc(d, c.lat, c.lon);
      asc = Math.max(asc, Math.abs(diffArcsec(am.ascendantDeg, c.ascendant)));
      mc = Math.max(mc, Math.abs(diffArcsec(am.mcDeg, c.mc)));
      const cusps = houseCusps(d, c.lat, c.lon, 'placidus');
      c.placidus.forEach(
        (v, i) => (cusp = Math.max(cusp, Math.abs(diffArcsec(cusps[i] as number, v)))),
      );
      const sidAsc = am.ascendantDeg - ayanamsaDeg(d);
      sid = Math.max(sid, Math.abs(diffArcsec(sidAsc, c.siderealAscendant)));
    }
    console.info(
      `vs SE worst arcsec: ascendant ${asc.toFixed(1)}, MC ${mc.toFixed(1)}, Placidus cusps ${cusp.toFixed(1)}, sidereal ascendant ${sid.toFixed(1)}`,
    );
    expect(Math.max(asc, mc, cusp, sid)).toBeLessThan(60);
  });
});

describe('house systems', () => {
  const d = new Date('2024-01-15T06:00:00Z');
  it('whole-sign cusps start at 0 deg of the ascendant sign in the requested zodiac', () => {
    const aya = ayanamsaDeg(d);
    const asc = ascendantAndMc(d, 19.07, 72.88).ascendantDeg - aya;
    const cusps = houseCusps(d, 19.07, 72.88, 'whole-sign', aya);
    expect(cusps[0]).toBe(Math.floor((((asc % 360) + 360) % 360) / 30) * 30);
    cusps.forEach((c, i) => expect(c).toBe(((cusps[0] as number) + 30 * i) % 360));
  });

  it('equal cusps are the ascendant plus multiples of 30 deg; Placidus 1 and 10 are ASC and MC', () => {
    const am = ascendantAndMc(d, 51.5, -0.13);
    const eq = houseCusps(d, 51.5, -0.13, 'equal');
    eq.forEach((c, i) =>
      expect(Math.abs(diffArcsec(c, am.ascendantDeg + 30 * i))).toBeLessThan(1e-6),
    );
    const pl = houseCusps(d, 51.5, -0.13, 'placidus');
    expect(Math.abs(diffArcsec(pl[0] as number, am.ascendantDeg))).toBeLessThan(1e-6);
    expect(Math.abs(diffArcsec(pl[9] as number, am.mcDeg))).toBeLessThan(1e-6);
  });

  it('houseOf finds the house between two cusps, across 0 deg too', () => {
    const cusps = [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320];
    expect(houseOf(355, cusps)).toBe(1);
    expect(houseOf(5, cusps)).toBe(1);
    expect(houseOf(20, cusps)).toBe(2);
    expect(houseOf(349.99, cusps)).toBe(12);
  });
});
