import { describe, expect, it } from 'vitest';
import { nextQuotaWindowEnd } from './service.ts';

// Expected instants are the zones' midnights as the IANA database gives them (IST = UTC+5:30;
// New York EST = UTC-5, EDT = UTC-4 from 8 March to 1 November 2026; Kiritimati = UTC+14).
describe('nextQuotaWindowEnd', () => {
  it("ends a first window at the user's next midnight", () => {
    expect(
      nextQuotaWindowEnd(new Date('2026-01-15T06:00:00Z'), 'Asia/Kolkata', null).toISOString(),
    ).toBe('2026-01-15T18:30:00.000Z');
    // 23:59 IST: a minute-long first day is fine, nothing came before it.
    expect(
      nextQuotaWindowEnd(new Date('2026-01-15T18:29:00Z'), 'Asia/Kolkata', null).toISOString(),
    ).toBe('2026-01-15T18:30:00.000Z');
  });

  it('gives a user who stays put a new window every midnight, across DST changes', () => {
    const ny = 'America/New_York';
    // Spring forward: Sunday 8 March 2026 has 23 hours.
    expect(
      nextQuotaWindowEnd(
        new Date('2026-03-08T05:01:00Z'),
        ny,
        new Date('2026-03-08T05:00:00Z'),
      ).toISOString(),
    ).toBe('2026-03-09T04:00:00.000Z');
    // Fall back: Sunday 1 November 2026 has 25 hours.
    expect(
      nextQuotaWindowEnd(
        new Date('2026-11-01T04:00:00Z'),
        ny,
        new Date('2026-11-01T04:00:00Z'),
      ).toISOString(),
    ).toBe('2026-11-02T05:00:00.000Z');
    // Days later: simply the next midnight.
    expect(
      nextQuotaWindowEnd(
        new Date('2026-01-20T15:00:00Z'),
        'Asia/Kolkata',
        new Date('2026-01-15T18:30:00Z'),
      ).toISOString(),
    ).toBe('2026-01-20T18:30:00.000Z');
  });

  it('never lets a change of zone shorten a day', () => {
    const indianMidnight = new Date('2026-01-15T18:30:00Z');
    const justAfter = new Date('2026-01-15T18:31:00Z');
    for (const zone of [
      'Pacific/Kiritimati',
      'Pacific/Honolulu',
      'America/New_York',
      'Asia/Tokyo',
      'Pacific/Chatham',
      'Asia/Kathmandu',
    ]) {
      const end = nextQuotaWindowEnd(justAfter, zone, indianMidnight);
      expect(end.getTime() - indianMidnight.getTime(), zone).toBeGreaterThanOrEqual(22 * 3_600_000);
      // ...and costs at most one long day: under 46 hours.
      expect(end.getTime() - indianMidnight.getTime(), zone).toBeLessThan(46 * 3_600_000);
    }
    // Kiritimati's next midnight comes 15.5 hours after India's, too soon; the one after that
    // (39.5 hours on) ends the new day.
    expect(nextQuotaWindowEnd(justAfter, 'Pacific/Kiritimati', indianMidnight).toISOString()).toBe(
      '2026-01-17T10:00:00.000Z',
    );
  });
});
