import { describe, expect, it } from 'vitest';
import { panchang } from './panchang.ts';
import {
  amantaMonthAt,
  purnimantaMonth,
  samvatAt,
  sankrantiAfter,
  sunSiderealDeg,
} from './panchang-calendar.ts';

// Sources: packages/astro/test/vectors/README.md, section "Lunar month and samvat".
const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };

function monthsOn(date: string) {
  const p = panchang(date, DELHI.lat, DELHI.lon, DELHI.tz);
  const amanta = amantaMonthAt(p.sunrise!);
  const purnimanta = purnimantaMonth(amanta, p.tithi.paksha);
  const label = (m: { name: string; adhika: boolean }) => `${m.adhika ? 'Adhika ' : ''}${m.name}`;
  return { amanta: label(amanta), purnimanta: label(purnimanta), ...samvatAt(p.sunrise!) };
}

describe('lunar month and samvat vs Drik Panchang day pages (New Delhi)', () => {
  it.each([
    // date, amanta, purnimanta, Vikram Samvat, Shaka Samvat
    ['2020-12-31', 'Margashirsha', 'Pausha', 2077, 1942],
    ['2022-01-24', 'Pausha', 'Magha', 2078, 1943],
    ['2022-01-26', 'Pausha', 'Magha', 2078, 1943],
    ['2023-01-07', 'Pausha', 'Magha', 2079, 1944],
    ['2023-01-01', 'Pausha', 'Pausha', 2079, 1944],
    ['2025-11-22', 'Margashirsha', 'Margashirsha', 2082, 1947],
    ['2026-09-28', 'Bhadrapada', 'Ashwina', 2083, 1948],
  ] as const)('%s: amanta %s, purnimanta %s, VS %i, Shaka %i', (date, am, pm, vs, shaka) => {
    expect(monthsOn(date)).toEqual({ amanta: am, purnimanta: pm, vikram: vs, shaka });
  });

  it('finds Adhika Jyeshtha 2026 (17 May - 15 Jun: no sankranti inside), then nija Jyeshtha', () => {
    expect(monthsOn('2026-05-20').amanta).toBe('Adhika Jyeshtha');
    expect(monthsOn('2026-06-10').purnimanta).toBe('Adhika Jyeshtha');
    expect(monthsOn('2026-06-20').amanta).toBe('Jyeshtha');
    expect(monthsOn('2026-05-10')).toMatchObject({ amanta: 'Vaishakha', purnimanta: 'Jyeshtha' });
    const adhika = amantaMonthAt(new Date('2026-05-25T00:00:00Z'));
    const ist = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 10);
    // Drik: Jyeshtha Amavasya ends 01:30 17 May, Adhika Amavasya ends 08:23 15 Jun (IST).
    expect([ist(adhika.start), ist(adhika.end)]).toEqual(['2026-05-17', '2026-06-15']);
  });

  it('changes the samvat year at Chaitra Shukla Pratipada (19 March 2026)', () => {
    expect(monthsOn('2026-03-18').vikram).toBe(2082);
    expect(monthsOn('2026-03-20')).toMatchObject({ vikram: 2083, shaka: 1948, amanta: 'Chaitra' });
  });

  it('finds the sidereal ingress itself: the Sun at 270° (Makara) to 1 arcsecond', () => {
    // The civil date (14 Jan 2026, 15 Jan 2027) is checked against timeanddate in festivals.test.ts.
    const t = sankrantiAfter(9, Date.UTC(2026, 0, 1));
    expect(Math.abs(sunSiderealDeg(t) - 270)).toBeLessThan(1 / 3600);
  });
});
