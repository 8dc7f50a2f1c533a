import { describe, expect, it } from 'vitest';
import { transitEvents, type TransitEvent } from './transit-events.ts';

const SIGN = {
  Aries: 0,
  Gemini: 2,
  Cancer: 3,
  Leo: 4,
  Capricorn: 9,
  Aquarius: 10,
  Pisces: 11,
} as const;

/** Calendar day in India (UTC+5:30) of an instant, as almanacs print it. */
const istDay = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 10);

function find(events: TransitEvent[], pred: (e: TransitEvent) => boolean): TransitEvent {
  const e = events.find(pred);
  if (!e) throw new Error('event not found');
  return e;
}

describe('transitEvents', () => {
  // Published sidereal (Lahiri) sign changes, as the Indian almanacs and drikpanchang.com list
  // them for 2025: Saturn enters Pisces on 29 March, Jupiter enters Gemini on 14 May, and the
  // (mean) Rahu enters Aquarius and Ketu Leo on 18 May 2025.
  const y2025 = transitEvents(new Date('2025-01-01T00:00:00Z'), new Date('2025-12-31T00:00:00Z'));

  it('dates the slow planets’ sign changes to the day the almanacs print', () => {
    const ingress = (body: string, sign: number) =>
      istDay(find(y2025, (e) => e.kind === 'ingress' && e.body === body && e.sign === sign).at);
    expect(ingress('Saturn', SIGN.Pisces)).toBe('2025-03-29');
    expect(ingress('Jupiter', SIGN.Gemini)).toBe('2025-05-14');
    expect(ingress('Rahu', SIGN.Aquarius)).toBe('2025-05-18');
    expect(ingress('Ketu', SIGN.Leo)).toBe('2025-05-18');
  });

  it('dates Mercury’s stations (zodiac-independent) as published for 2025', () => {
    // Mercury retrograde 2025 (timeanddate.com / almanacs, UTC): 15 Mar - 7 Apr, 18 Jul -
    // 11 Aug, 9 Nov - 29 Nov.
    const stations = y2025
      .filter((e) => e.kind === 'station' && e.body === 'Mercury')
      .map((e) => `${e.at.toISOString().slice(0, 10)} ${e.kind === 'station' ? e.motion : ''}`);
    expect(stations).toEqual([
      '2025-03-15 retrograde',
      '2025-04-07 direct',
      '2025-07-18 retrograde',
      '2025-08-11 direct',
      '2025-11-09 retrograde',
      '2025-11-29 direct',
    ]);
  });

  it('finds the eclipses NASA lists, penumbral lunar ones left out', () => {
    // NASA eclipse catalogue, 2026: annular solar 17 Feb, total lunar 3 Mar, total solar 12 Aug,
    // partial lunar 28 Aug (UTC dates of greatest eclipse).
    const y2026 = transitEvents(new Date('2026-01-01T00:00:00Z'), new Date('2026-12-31T00:00:00Z'));
    const eclipses = y2026
      .filter((e) => e.kind === 'eclipse')
      .map((e) => `${e.at.toISOString().slice(0, 10)} ${e.body}`);
    expect(eclipses).toEqual([
      '2026-02-17 Sun',
      '2026-03-03 Moon',
      '2026-08-12 Sun',
      '2026-08-28 Moon',
    ]);
  });

  it('names Rahu entering Capricorn on 5 December 2026, the date Indian columns headline', () => {
    const dec = transitEvents(new Date('2026-12-01T00:00:00Z'), new Date('2026-12-10T00:00:00Z'));
    const rahu = find(dec, (e) => e.kind === 'ingress' && e.body === 'Rahu');
    expect(rahu.sign).toBe(SIGN.Capricorn);
    expect(istDay(rahu.at)).toBe('2026-12-05');
    const ketu = find(dec, (e) => e.kind === 'ingress' && e.body === 'Ketu');
    expect(ketu.sign).toBe(SIGN.Cancer);
  });

  it('lists one Purnima and one Amavasya per lunar month, in time order', () => {
    const events = transitEvents(
      new Date('2026-11-01T00:00:00Z'),
      new Date('2026-12-31T00:00:00Z'),
      { moon: true },
    );
    const times = events.map((e) => e.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(events.filter((e) => e.kind === 'purnima')).toHaveLength(2);
    expect(events.filter((e) => e.kind === 'amavasya')).toHaveLength(2);
    // The Moon changes sign about every 2.25 days: 26 or 27 times in 60 days.
    const moon = events.filter((e) => e.kind === 'ingress' && e.body === 'Moon');
    expect(moon.length).toBeGreaterThanOrEqual(26);
    expect(moon.length).toBeLessThanOrEqual(27);
  });

  it('refuses an empty or over-long window', () => {
    expect(() => transitEvents(new Date('2026-01-02'), new Date('2026-01-01'))).toThrow(RangeError);
    expect(() => transitEvents(new Date('2026-01-01'), new Date('2027-06-01'))).toThrow(RangeError);
  });
});
