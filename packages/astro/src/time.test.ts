import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  astroTime,
  dateFromJulianDayTt,
  deltaTSeconds,
  instantContext,
  julianDayUt,
} from './time.ts';

const se = JSON.parse(
  readFileSync(new URL('../test/vectors/swisseph-2.10.03.json', import.meta.url), 'utf8'),
) as {
  cases: { utc: string; deltaTSeconds: number }[];
};

describe('Delta T', () => {
  it('agrees with Swiss Ephemeris 2.10.03 within 0.1 s after 1955 and 1.2 s before', () => {
    // 1.2 s (0.7 arcsec of lunar motion): SE uses Stephenson et al. 2016 before 1955 where we
    // interpolate the Astronomical Almanac table (0.7 s apart in 1900-1910); after 1955 both
    // interpolate the same IERS table and share the 2028+ extrapolation.
    let worst = 0;
    for (const c of se.cases) {
      const d = new Date(c.utc);
      const year = 2000 + (julianDayUt(d) - 2451544.5) / 365.25;
      const err = Math.abs(deltaTSeconds(year) - c.deltaTSeconds);
      worst = Math.max(worst, err);
      if (year >= 1955) expect(err, c.utc).toBeLessThan(0.1);
      expect(err, c.utc).toBeLessThan(1.2);
    }
    console.info(`Delta T vs SE: worst ${worst.toFixed(3)} s`);
  });

  it('is what astronomy-engine uses once the engine is imported', () => {
    const t = astroTime(new Date(Date.UTC(2100, 0, 1)));
    // SE 2.10.03 predicts 93.18 s for 2100-01-01 (astronomy-engine's own model: 202.65 s).
    expect((t.tt - t.ut) * 86400).toBeCloseTo(93.2, 0);
  });

  it('has no jump where the table ends (2028) or the blend ends (2128)', () => {
    for (const edge of [1900, 2028, 2128]) {
      expect(Math.abs(deltaTSeconds(edge + 1e-6) - deltaTSeconds(edge - 1e-6))).toBeLessThan(0.1);
    }
  });

  it('inverts TT to UT exactly', () => {
    for (const jdTt of [2415020.5, 2446895.5, 2451545.0, 2488070.0]) {
      const ctx = instantContext(dateFromJulianDayTt(jdTt));
      expect(Math.abs(ctx.jdTt - jdTt) * 86400).toBeLessThan(0.002); // 2 ms
    }
  });
});
