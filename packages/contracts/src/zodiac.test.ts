import { describe, expect, it } from 'vitest';
import { latestZodiacDate, parseYmd, zodiacMessages as m, zodiacRequestSchema } from './zodiac.ts';

const valid = { date: '1990-11-09', time: '05:30', placeId: '1259229' };

function messages(input: unknown): Record<string, string> {
  const r = zodiacRequestSchema.safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.') || '_', i.message]));
}

describe('parseYmd and latestZodiacDate', () => {
  it('reads real calendar days only', () => {
    expect(parseYmd('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseYmd('2023-02-29')).toBeNull();
    expect(parseYmd('1900-02-29')).toBeNull(); // 1900 was not a leap year
    expect(parseYmd('2024-2-9')).toBeNull();
    expect(parseYmd('09/11/1990')).toBeNull();
  });

  it('is tomorrow in UTC', () => {
    expect(latestZodiacDate(Date.UTC(2026, 11, 31, 23, 59))).toBe('2027-01-01');
    expect(latestZodiacDate(Date.UTC(2024, 1, 28, 0, 0))).toBe('2024-02-29');
  });
});

describe('zodiacRequestSchema (POST /api/zodiac)', () => {
  it('accepts a place id, or coordinates, with the optional choices', () => {
    expect(messages(valid)).toEqual({});
    expect(messages({ date: '1869-10-02', time: '07:12', lat: 21.64, lon: 69.6 })).toEqual({});
    expect(messages({ ...valid, resolveAmbiguous: 'later', timeStandard: 'lmt' })).toEqual({});
  });

  it('reports missing date, time and place together', () => {
    expect(messages({})).toEqual({
      date: m.dateRequired,
      time: m.timeRequired,
      placeId: m.placeRequired,
    });
  });

  it('still reports a missing place when the date or time is also wrong', () => {
    expect(messages({ date: '2021-02-30', time: '25:30' })).toEqual({
      date: m.dateInvalid,
      time: m.timeInvalid,
      placeId: m.placeRequired,
    });
    expect(messages({ date: '', time: '', extra: 1 })).toMatchObject({
      date: m.dateRequired,
      time: m.timeRequired,
      placeId: m.placeRequired,
    });
  });

  it('rejects impossible or wrongly formatted dates and times', () => {
    expect(messages({ ...valid, date: '2001-02-29' })).toEqual({ date: m.dateInvalid });
    expect(messages({ ...valid, date: '09/11/1990' })).toEqual({ date: m.dateInvalid });
    expect(messages({ ...valid, date: '1990-11-09T05:30' })).toEqual({ date: m.dateInvalid });
    expect(messages({ ...valid, time: '24:00' })).toEqual({ time: m.timeInvalid });
    expect(messages({ ...valid, time: '5:30' })).toEqual({ time: m.timeInvalid });
    expect(messages({ ...valid, time: '05:30:00' })).toEqual({ time: m.timeInvalid });
    expect(messages({ ...valid, date: 19901109, time: 530 })).toEqual({
      date: m.dateRequired,
      time: m.timeRequired,
    });
  });

  it('keeps dates within 1800..2100 and not after tomorrow', () => {
    expect(messages({ ...valid, date: '1799-12-31' })).toEqual({ date: m.dateOutOfRange });
    expect(messages({ ...valid, date: '1800-01-01' })).toEqual({});
    expect(messages({ ...valid, date: '2101-01-01' })).toEqual({ date: m.dateOutOfRange });
    expect(messages({ ...valid, date: latestZodiacDate() })).toEqual({});
    const dayAfter = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(messages({ ...valid, date: dayAfter })).toEqual({ date: m.dateInFuture });
  });

  it('wants either a place id or both coordinates, in range', () => {
    const when = { date: valid.date, time: valid.time };
    expect(messages({ ...when, lat: 18.5 })).toEqual({ lon: m.longitudeRequired });
    expect(messages({ ...when, lon: 73.8 })).toEqual({ lat: m.latitudeRequired });
    expect(messages({ ...valid, lat: 18.5, lon: 73.8 })).toEqual({
      placeId: m.placeAndCoordinates,
    });
    expect(messages({ ...when, lat: 90.5, lon: -181 })).toEqual({
      lat: m.latitudeRange,
      lon: m.longitudeRange,
    });
    expect(messages({ ...when, lat: '18.5', lon: null })).toEqual({
      lat: m.mustBeNumber,
      lon: m.longitudeRequired,
    });
    expect(messages({ ...when, placeId: 1259229 })).toEqual({ placeId: m.placeRequired });
    expect(messages({ ...when, placeId: '../etc' })).toEqual({ placeId: m.placeRequired });
  });

  it('refuses unknown fields and unknown choices', () => {
    expect(messages({ ...valid, admin: true })).toMatchObject({ _: expect.any(String) });
    expect(messages({ ...valid, resolveAmbiguous: 'first' })).toEqual({
      resolveAmbiguous: m.resolveAmbiguousInvalid,
    });
    expect(messages({ ...valid, timeStandard: 'ist' })).toEqual({
      timeStandard: m.timeStandardInvalid,
    });
  });
});
