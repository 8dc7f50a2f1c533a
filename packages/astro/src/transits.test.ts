import { describe, expect, it } from 'vitest';
import { transitsFor } from './transits.ts';

describe('transitsFor', () => {
  // 2023-03-01 12:00 UT: Saturn had re-entered sidereal Aquarius on 17 Jan 2023 and Jupiter was
  // in Pisces (until 22 Apr 2023); Venus and Jupiter were in their close conjunction of
  // 1-2 March 2023 (widely reported; separation about 0.5°).
  const t = transitsFor(new Date('2023-03-01T12:00:00Z'));

  it('places the grahas in sidereal signs and counts houses from every sign', () => {
    const sat = Math.floor(t.positions.Saturn.longitudeDeg / 30);
    expect(sat).toBe(10); // Aquarius
    const aquarius = t.bySign[10]!;
    expect(aquarius.houses.Saturn).toBe(1);
    expect(t.bySign[9]!.houses.Saturn).toBe(2); // Capricorn: Saturn in the 2nd (Sade Sati setting)
    expect(t.bySign[11]!.houses.Saturn).toBe(12);
    for (const s of t.bySign) expect(s.moonHouse).toBe(s.houses.Moon);
    expect(t.bySign.map((s) => s.signIndex)).toEqual([...Array(12).keys()]);
  });

  it('finds the Venus-Jupiter conjunction as the tightest aspect', () => {
    const vj = t.aspects.find(
      (a) => (a.a === 'Jupiter' && a.b === 'Venus') || (a.a === 'Venus' && a.b === 'Jupiter'),
    );
    expect(vj).toMatchObject({ type: 'conjunction' });
    expect(vj!.orbDeg).toBeLessThan(1);
    for (let i = 1; i < t.aspects.length; i++)
      expect(t.aspects[i]!.orbDeg).toBeGreaterThanOrEqual(t.aspects[i - 1]!.orbDeg);
    expect(t.aspects.some((a) => a.a === 'Rahu' && a.b === 'Ketu')).toBe(false);
  });

  it('lists retrograde bodies: the mean nodes always, Mercury in its 2023-04-21..05-15 retrograde', () => {
    expect(t.retrogrades).toEqual(expect.arrayContaining(['Rahu', 'Ketu']));
    expect(t.retrogrades).not.toContain('Mercury');
    expect(transitsFor(new Date('2023-05-01T00:00:00Z')).retrogrades).toContain('Mercury');
  });

  it('rejects an invalid date', () => {
    expect(() => transitsFor(new Date('nope'))).toThrow(RangeError);
  });
});
