import { describe, expect, it } from 'vitest';
import type { AvailabilityRow } from './activity-repository.ts';
import { DEFAULT_SESSION_MINUTES, toAvailability } from './availability.ts';

const NOW = Date.UTC(2026, 10, 29, 10, 0, 0);
const MIN = 60_000;

function row(overrides: Partial<AvailabilityRow>): AvailabilityRow {
  return { id: 1, online: true, active_since: null, queue_length: 0, median_sec: null, ...overrides };
}

describe('toAvailability: status and measured wait', () => {
  it('online and free with nobody ahead: no wait, whatever the median', () => {
    expect(toAvailability(row({ median_sec: 900 }), NOW)).toEqual({
      id: 1,
      status: 'online',
      waitMinutes: 0,
      queueLength: 0,
    });
  });

  it('busy: the rest of the median, at least a minute, plus one median per request ahead', () => {
    // Median 7.5 min (450 s), running 2 min: 5.5 left; two ahead: 5.5 + 15 = 20.5, rounded up.
    const since = new Date(NOW - 2 * MIN);
    expect(toAvailability(row({ active_since: since, queue_length: 2, median_sec: 450 }), NOW)).toEqual({
      id: 1,
      status: 'busy',
      waitMinutes: 21,
      queueLength: 2,
    });
    // Running for longer than the median: one minute is still left.
    const long = row({ active_since: new Date(NOW - 40 * MIN).toISOString(), median_sec: '600' });
    expect(toAvailability(long, NOW).waitMinutes).toBe(1);
  });

  it('busy even when the console says offline; offline otherwise waits 0', () => {
    const since = new Date(NOW - MIN);
    expect(toAvailability(row({ online: false, active_since: since }), NOW).status).toBe('busy');
    expect(toAvailability(row({ online: false, queue_length: 3, median_sec: 300 }), NOW)).toEqual({
      id: 1,
      status: 'offline',
      waitMinutes: 0,
      queueLength: 3,
    });
  });

  it(`with no ended session, a session is taken to last ${DEFAULT_SESSION_MINUTES} minutes`, () => {
    expect(toAvailability(row({ queue_length: 2 }), NOW).waitMinutes).toBe(2 * DEFAULT_SESSION_MINUTES);
  });

  it('rounds whole minutes exactly: floating-point noise does not add a minute', () => {
    // 30 requests at 62 s are 31 minutes; 30 x (62 / 60) is 31.000000000000004 in doubles.
    expect(toAvailability(row({ queue_length: 30, median_sec: 62 }), NOW).waitMinutes).toBe(31);
    // And a real fraction still rounds up: 7 x 66 s = 7.7 minutes.
    expect(toAvailability(row({ queue_length: 7, median_sec: 66 }), NOW).waitMinutes).toBe(8);
  });
});
