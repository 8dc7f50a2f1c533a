import { describe, expect, it } from 'vitest';
import { LocalTimeError, localToUtc, utcOffsetMinutes } from './local-time.ts';

// Reference offsets from the IANA tz database's source files (asia, northamerica, europe),
// which cite their own historical sources:
// - asia, Zone Asia/Kolkata: "5:30 1:00 +0630 1942 May 15 ... 1945 Oct 15" (war time), LMT
//   5:53:28 before 1854, Madras time 5:21:10 from 1870 to 1906.
// - northamerica, Rule US 1942 Feb 9 "War" time (+1 h) to 1945 Sep 30: New York EWT = UTC-4.
// - europe, Rule GB-Eire 1947: double summer time (BDST, UTC+2) Apr 13 - Aug 10.
// - US Energy Policy Act 2005: DST from the second Sunday of March 02:00 to the first Sunday of
//   November 02:00 (2021-03-14 and 2021-11-07).
// Exact (0 s tolerance): offsets are defined values, not measurements.
describe('localToUtc', () => {
  it.each([
    ['1943-06-01T12:00', 'Asia/Kolkata', 390, '1943-06-01T05:30:00.000Z'], // war time +06:30
    ['1950-01-01T12:00', 'Asia/Kolkata', 330, '1950-01-01T06:30:00.000Z'], // IST
    ['1944-06-01T12:00', 'America/New_York', -240, '1944-06-01T16:00:00.000Z'], // war time
    ['1944-01-15T12:00', 'America/New_York', -240, '1944-01-15T16:00:00.000Z'], // war time all year
    ['1947-06-01T12:00', 'Europe/London', 120, '1947-06-01T10:00:00.000Z'], // double summer time
    ['1947-12-01T12:00', 'Europe/London', 0, '1947-12-01T12:00:00.000Z'],
    ['2021-07-04T09:15', 'America/New_York', -240, '2021-07-04T13:15:00.000Z'],
    // asia, Zone Asia/Kathmandu: "5:30 - +0530 1986; 5:45 - +0545".
    ['1985-08-15T06:05', 'Asia/Kathmandu', 330, '1985-08-15T00:35:00.000Z'],
    ['1990-08-15T06:05', 'Asia/Kathmandu', 345, '1990-08-15T00:20:00.000Z'],
  ])('%s in %s', (local, zone, offset, iso) => {
    const r = localToUtc(local, zone);
    expect(r.offsetMinutes).toBe(offset);
    expect(r.utc.toISOString()).toBe(iso);
    expect(r.timezone).toBe(zone);
  });

  it('uses local mean time before standard time (Kolkata 1850: +05:53:28)', () => {
    const r = localToUtc('1850-01-01T12:00', 'Asia/Kolkata');
    expect(r.offsetMinutes).toBeCloseTo(5 * 60 + 53 + 28 / 60, 6);
    expect(r.utc.toISOString()).toBe('1850-01-01T06:06:32.000Z');
  });

  it('throws "skipped" for a time in the spring-forward gap', () => {
    const e = catchError(() => localToUtc('2021-03-14T02:30', 'America/New_York'));
    expect(e).toBeInstanceOf(LocalTimeError);
    expect(e.code).toBe('skipped');
    expect(e.candidates).toEqual([]);
  });

  it('throws "ambiguous" with both candidates for a time in the fall-back hour', () => {
    const e = catchError(() => localToUtc('2021-11-07T01:30', 'America/New_York'));
    expect(e.code).toBe('ambiguous');
    expect(e.candidates.map((c) => [c.utc.toISOString(), c.offsetMinutes])).toEqual([
      ['2021-11-07T05:30:00.000Z', -240],
      ['2021-11-07T06:30:00.000Z', -300],
    ]);
    expect(
      localToUtc('2021-11-07T01:30', 'America/New_York', { resolveAmbiguous: 'earlier' })
        .offsetMinutes,
    ).toBe(-240);
    expect(
      localToUtc('2021-11-07T01:30', 'America/New_York', {
        resolveAmbiguous: 'later',
      }).utc.toISOString(),
    ).toBe('2021-11-07T06:30:00.000Z');
  });

  it('throws "invalid" for malformed input, impossible dates and unknown zones', () => {
    for (const bad of [
      '2021-02-30T10:00',
      '2021-13-01T10:00',
      '2021-01-01T24:00',
      '2021-01-01 10:00',
      '0050-01-01T10:00',
      '',
    ]) {
      expect(catchError(() => localToUtc(bad, 'Asia/Kolkata')).code, bad).toBe('invalid');
    }
    expect(catchError(() => localToUtc('2021-01-01T10:00', 'Mars/Olympus')).code).toBe('invalid');
  });

  it('utcOffsetMinutes gives the offset at an instant', () => {
    expect(utcOffsetMinutes(new Date('2024-01-01T00:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(utcOffsetMinutes(new Date('2024-07-01T00:00:00Z'), 'Europe/London')).toBe(60);
  });
});

function catchError(fn: () => unknown): LocalTimeError {
  try {
    fn();
  } catch (e) {
    if (e instanceof LocalTimeError) return e;
    throw e;
  }
  throw new Error('expected a LocalTimeError');
}
