import { NAKSHATRAS, SIGNS } from '@nakshatra/astro';
import { errorCodes, NAKSHATRA_NAMES, ZODIAC_SIGNS } from '@nakshatra/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testBackends, useBackend } from '../../test/backends.ts';
import { formatUtcOffset } from './service.ts';

// Reference charts are published ones (sources beside each); the comparison is at sign and
// nakshatra level, which is what they print. GeoNames ids name the places.
const PORBANDAR = '1259395'; // GeoNames: Porbandar, Gujarat, 21.64219 N 69.60929 E
const ALLAHABAD = '1278994'; // GeoNames: Allahābād (Prayagraj), Uttar Pradesh
const VADNAGAR = '1253577'; // GeoNames: Vadnagar, Gujarat
const NEW_YORK = '5128581'; // GeoNames: New York City

let ipCounter = 0;
/**
 * Each call comes from its own address, so the per-IP limit (60 a minute) counts only the
 * requests of the test that checks it.
 */
function nextIp(): string {
  ipCounter += 1;
  return `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

function zodiac(
  app: FastifyInstance,
  payload: unknown,
  opts: { remoteAddress?: string; contentType?: string; raw?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/zodiac',
    remoteAddress: opts.remoteAddress ?? nextIp(),
    headers: { 'content-type': opts.contentType ?? 'application/json' },
    payload: opts.raw ?? JSON.stringify(payload),
  });
}

function expectApiError(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { error: string; code: string; fields?: Record<string, string> };
  expect(typeof body.error).toBe('string');
  expect(errorCodes).toContain(body.code);
  return body;
}

describe('contract and engine agree', () => {
  it('spells signs and nakshatras the same way', () => {
    expect([...ZODIAC_SIGNS]).toEqual([...SIGNS]);
    expect([...NAKSHATRA_NAMES]).toEqual([...NAKSHATRAS]);
  });

  it('formats offsets as ±HH:MM, with seconds only for local mean time', () => {
    expect(formatUtcOffset(330)).toBe('+05:30');
    expect(formatUtcOffset(-240)).toBe('-04:00');
    expect(formatUtcOffset(0)).toBe('+00:00');
    expect(formatUtcOffset(353 + 20 / 60)).toBe('+05:53:20');
    expect(formatUtcOffset(-(9 * 60 + 30))).toBe('-09:30');
  });
});

describe.each(testBackends())('zodiac on $name', (backend) => {
  const ctx = useBackend(backend);

  it('Mahatma Gandhi, 2 Oct 1869 07:12 LMT Porbandar: Libra rising, Moon in Cancer, Ashlesha', async () => {
    // B.V. Raman, Notable Horoscopes (birth data and chart: Libra lagna, Moon Cancer);
    // Ashlesha janma nakshatra as in the same chart's Moon at 27 deg Cancer.
    const app = await ctx.app();
    const res = await zodiac(app, {
      date: '1869-10-02',
      time: '07:12',
      placeId: PORBANDAR,
      timeStandard: 'lmt',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      sunSign: 'Libra',
      sunSignByDate: 'Libra',
      moonSign: 'Cancer',
      ascendant: 'Libra',
      nakshatra: 'Ashlesha',
      place: { id: PORBANDAR, name: 'Porbandar', state: 'Gujarat', timezone: 'Asia/Kolkata' },
      local: '1869-10-02T07:12',
      timeStandard: 'lmt',
    });
    // 07:12 LMT at 69 deg 36' E is 02:33:36 UT (Raman); the GeoNames longitude 69.60929 deg
    // is 2.2 s of time further east. Tolerance 5 s: the atlases round to an arcminute (4 s).
    const utcMs = Date.parse(body.utc);
    expect(Math.abs(utcMs - Date.parse('1869-10-02T02:33:36Z'))).toBeLessThan(5_000);
    expect(body.utcOffset).toBe('+04:38:26');
    expect(body.utcOffsetMinutes).toBeCloseTo(69.60929 * 4, 6);
  });

  it("reads an 1869 time as the birthplace's mean time by default, the zone's Howrah time on request", async () => {
    // tzdata "asia": Zone Asia/Kolkata 5:53:28 LMT until 1854 Jun 28, 5:53:20 HMT until 1870,
    // 5:21:10 MMT until 1906, then 5:30 IST. +05:53:20 is not a whole quarter hour, so 'auto'
    // (the default) reads the time as Porbandar's local mean time, as Raman's chart does, and
    // gives Gandhi's published Libra ascendant without being told.
    const app = await ctx.app();
    const byDefault = await zodiac(app, { date: '1869-10-02', time: '07:12', placeId: PORBANDAR });
    expect(byDefault.statusCode, byDefault.body).toBe(200);
    expect(byDefault.json()).toMatchObject({
      utcOffset: '+04:38:26',
      timeStandard: 'lmt',
      ascendant: 'Libra',
      moonSign: 'Cancer',
    });
    const auto = await zodiac(app, {
      date: '1869-10-02',
      time: '07:12',
      placeId: PORBANDAR,
      timeStandard: 'auto',
    });
    expect(auto.json().utc).toBe(byDefault.json().utc);
    const zone = await zodiac(app, {
      date: '1869-10-02',
      time: '07:12',
      placeId: PORBANDAR,
      timeStandard: 'zone',
    });
    expect(zone.statusCode).toBe(200);
    expect(zone.json()).toMatchObject({
      utc: '1869-10-02T01:18:40.000Z',
      utcOffset: '+05:53:20',
      timeStandard: 'zone',
    });
    // A modern date keeps the zone's civil time under 'auto': IST +05:30.
    const modern = await zodiac(app, { date: '1990-01-15', time: '10:00', placeId: PORBANDAR });
    expect(modern.json()).toMatchObject({ utcOffset: '+05:30', timeStandard: 'zone' });
  });

  it('Indira Gandhi, 19 Nov 1917 23:11 IST Allahabad: Cancer rising, Moon in Capricorn, Uttara Ashadha', async () => {
    // B.V. Raman, Notable Horoscopes; K.N. Rao's published chart: Karka lagna, Moon in Makara
    // in Uttarashadha.
    const app = await ctx.app();
    const res = await zodiac(app, { date: '1917-11-19', time: '23:11', placeId: ALLAHABAD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      sunSign: 'Scorpio',
      sunSignByDate: 'Scorpio',
      moonSign: 'Capricorn',
      ascendant: 'Cancer',
      nakshatra: 'Uttara Ashadha',
      utc: '1917-11-19T17:41:00.000Z',
      utcOffset: '+05:30',
    });
  });

  it('Narendra Modi, 17 Sep 1950 11:00 IST Vadnagar: Scorpio rising, Moon in Scorpio, Anuradha', async () => {
    // Widely published chart (e.g. AstroSage, The Times of India 2014): Vrishchika lagna with
    // Moon and Mars in it, Anuradha nakshatra.
    const app = await ctx.app();
    const res = await zodiac(app, { date: '1950-09-17', time: '11:00', placeId: VADNAGAR });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      sunSign: 'Virgo',
      sunSignByDate: 'Virgo',
      moonSign: 'Scorpio',
      ascendant: 'Scorpio',
      nakshatra: 'Anuradha',
    });
    expect(body.pada).toBeGreaterThanOrEqual(1);
    expect(body.pada).toBeLessThanOrEqual(4);
  });

  it('takes the sun sign from the real Sun and also gives the date-table sign at a cusp', async () => {
    // March equinox 2024: 2024-03-20 03:06 UT (USNO). The spec's table calls Mar 20 Pisces.
    const app = await ctx.app();
    const london = { lat: 51.5074, lon: -0.1278 };
    const before = await zodiac(app, { date: '2024-03-20', time: '02:00', ...london });
    expect(before.json()).toMatchObject({ sunSign: 'Pisces', sunSignByDate: 'Pisces' });
    const after = await zodiac(app, { date: '2024-03-20', time: '12:00', ...london });
    expect(after.json()).toMatchObject({
      sunSign: 'Aries',
      sunSignByDate: 'Pisces',
      place: { id: null, name: null, lat: 51.5074, lon: -0.1278, timezone: 'Europe/London' },
      utcOffset: '+00:00',
    });
  });

  it('applies historical offsets: India war time +06:30 in 1943', async () => {
    // tzdata "asia": Asia/Kolkata 6:30 from 1942 Sep 1 to 1945 Oct 15.
    const app = await ctx.app();
    const res = await zodiac(app, {
      date: '1943-06-01',
      time: '12:00',
      lat: 22.5726,
      lon: 88.3639,
    });
    expect(res.json()).toMatchObject({
      utc: '1943-06-01T05:30:00.000Z',
      utcOffset: '+06:30',
      utcOffsetMinutes: 390,
      place: { timezone: 'Asia/Kolkata' },
    });
  });

  it('asks which one when the local time happened twice (DST fall-back), then takes the choice', async () => {
    // US DST ended Sunday 7 Nov 2021 at 02:00 EDT (Energy Policy Act of 2005): 01:30 came twice.
    const app = await ctx.app();
    const birth = { date: '2021-11-07', time: '01:30', placeId: NEW_YORK };
    const res = await zodiac(app, birth);
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body).toEqual({
      error: expect.stringContaining('happened twice in America/New_York'),
      code: 'ambiguous_local_time',
      fields: { time: body.error },
      candidates: [
        {
          resolveAmbiguous: 'earlier',
          utc: '2021-11-07T05:30:00.000Z',
          utcOffset: '-04:00',
          utcOffsetMinutes: -240,
        },
        {
          resolveAmbiguous: 'later',
          utc: '2021-11-07T06:30:00.000Z',
          utcOffset: '-05:00',
          utcOffsetMinutes: -300,
        },
      ],
    });
    expect(body.error).toContain('UTC-04:00');
    expect(body.error).toContain('UTC-05:00');

    const later = await zodiac(app, { ...birth, resolveAmbiguous: 'later' });
    expect(later.statusCode).toBe(200);
    expect(later.json()).toMatchObject({ utc: '2021-11-07T06:30:00.000Z', utcOffset: '-05:00' });
    const earlier = await zodiac(app, { ...birth, resolveAmbiguous: 'earlier' });
    expect(earlier.json()).toMatchObject({ utc: '2021-11-07T05:30:00.000Z', utcOffset: '-04:00' });
    // An unambiguous time ignores the choice.
    const plain = await zodiac(app, { ...birth, time: '03:30', resolveAmbiguous: 'earlier' });
    expect(plain.json()).toMatchObject({ utc: '2021-11-07T08:30:00.000Z' });

    // Same in Europe: UK clocks went back at 01:00 UTC on 31 Oct 2021 (Summer Time Order).
    const uk = await zodiac(app, { date: '2021-10-31', time: '01:15', lat: 51.5074, lon: -0.1278 });
    expect(uk.statusCode).toBe(409);
    expect(uk.json().candidates.map((c: { utcOffset: string }) => c.utcOffset)).toEqual([
      '+01:00',
      '+00:00',
    ]);
  });

  it('refuses a local time that never happened (DST spring-forward) with a clear 400', async () => {
    // US DST began Sunday 14 Mar 2021 at 02:00 EST -> 03:00 EDT.
    const app = await ctx.app();
    const res = await zodiac(app, {
      date: '2021-03-14',
      time: '02:30',
      lat: 40.7128,
      lon: -74.006,
    });
    const body = expectApiError(res, 400);
    expect(body.code).toBe('skipped_local_time');
    expect(body.error).toBe(
      '02:30 on 2021-03-14 did not exist in America/New_York (the clocks were set forward): please check the time of birth',
    );
    expect(body.fields).toEqual({ time: body.error });
    // resolveAmbiguous cannot rescue it.
    const again = await zodiac(app, {
      date: '2021-03-14',
      time: '02:30',
      placeId: NEW_YORK,
      resolveAmbiguous: 'later',
    });
    expect(expectApiError(again, 400).code).toBe('skipped_local_time');
  });

  it('validates date, time and place with field messages', async () => {
    const app = await ctx.app();
    const ok = { date: '1990-01-15', time: '10:00', placeId: ALLAHABAD };
    const dayAfterTomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const cases: [unknown, Record<string, string>][] = [
      [
        {},
        {
          date: 'Date of birth is required',
          time: 'Time of birth is required',
          placeId: 'Please Enter a Valid Place',
        },
      ],
      [{ date: '1990-01-15', time: '10:00' }, { placeId: 'Please Enter a Valid Place' }],
      [
        { date: '2021-02-30', time: '25:30' },
        {
          date: 'Date input not valid.',
          time: 'Time input not valid.',
          placeId: 'Please Enter a Valid Place',
        },
      ],
      [{ ...ok, placeId: '999999999' }, { placeId: 'Please Enter a Valid Place' }],
      [{ ...ok, date: '1799-12-31' }, { date: 'Date of birth must be between 1800 and 2100' }],
      [{ ...ok, date: '2101-01-01' }, { date: 'Date of birth must be between 1800 and 2100' }],
      [{ ...ok, date: dayAfterTomorrow }, { date: 'Birth date cannot be in the future' }],
      [{ ...ok, date: '2023-02-29' }, { date: 'Date input not valid.' }],
      [{ ...ok, date: '15/01/1990' }, { date: 'Date input not valid.' }],
      [{ ...ok, time: '24:00' }, { time: 'Time input not valid.' }],
      [{ ...ok, time: '10:60' }, { time: 'Time input not valid.' }],
      [{ ...ok, time: '10 AM' }, { time: 'Time input not valid.' }],
      [
        { date: ok.date, time: ok.time, lat: 91, lon: 0 },
        { lat: 'Latitude must be between -90 and 90' },
      ],
      [
        { date: ok.date, time: ok.time, lat: 0, lon: 180.5 },
        { lon: 'Longitude must be between -180 and 180' },
      ],
      [{ date: ok.date, time: ok.time, lat: 18.5 }, { lon: 'Longitude is required' }],
      [
        { ...ok, lat: 18.5, lon: 73.8 },
        { placeId: 'Choose a place or give latitude and longitude, not both' },
      ],
      [
        { ...ok, resolveAmbiguous: 'both' },
        { resolveAmbiguous: "resolveAmbiguous must be 'earlier' or 'later'" },
      ],
      [
        { ...ok, timeStandard: 'IST' },
        { timeStandard: "timeStandard must be 'auto', 'zone' or 'lmt'" },
      ],
    ];
    for (const [payload, fields] of cases) {
      const body = expectApiError(await zodiac(app, payload), 400);
      expect(body.code, JSON.stringify(payload)).toBe('validation_failed');
      expect(body.fields, JSON.stringify(payload)).toEqual(fields);
      expect(Object.values(fields)).toContain(body.error);
    }
    // Limits are inclusive: 1800-01-01 and tomorrow (UTC) are fine.
    expect((await zodiac(app, { ...ok, date: '1800-01-01' })).statusCode).toBe(200);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await zodiac(app, { ...ok, date: tomorrow })).statusCode).toBe(200);
  });

  it('answers hostile input with a 4xx in our error shape, never a 500', async () => {
    const app = await ctx.app();
    const ok = { date: '1990-01-15', time: '10:00', placeId: ALLAHABAD };
    const big = 'x'.repeat(60_000);
    const payloads: unknown[] = [
      { ...ok, date: 19900115 },
      { ...ok, time: 1000 },
      { ...ok, placeId: 1278994 },
      { ...ok, placeId: null },
      { ...ok, placeId: ['1278994'] },
      { ...ok, placeId: { $ne: '' } },
      { ...ok, placeId: '1'.repeat(500) },
      { date: ok.date, time: ok.time, lat: '25.4', lon: '81.8' },
      { date: ok.date, time: ok.time, lat: true, lon: false },
      { date: ok.date, time: ok.time, lat: [25], lon: { v: 81 } },
      { ...ok, date: big },
      { ...ok, time: big },
      { ...ok, [big.slice(0, 1000)]: 1 },
      { ...ok, extra: { deep: [[[[[[[[[[{}]]]]]]]]]] } },
      [ok],
      'date',
      42,
      null,
    ];
    for (const payload of payloads) {
      const res = await zodiac(app, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expectApiError(res, 400);
    }
    const raws: [string, number, string?][] = [
      ['{"date": "1990-01-15", "time": ', 400],
      ["{'date': '1990-01-15'}", 400],
      ['{"date":"1990-01-15","time":"10:00","lat":1e400,"lon":0}', 400],
      ['{"__proto__":{"admin":true},"date":"1990-01-15","time":"10:00","placeId":"1278994"}', 400],
      ['{"date":"1990-01-15\\u0000","time":"10:00","placeId":"1278994"}', 400],
      ['', 400],
      [`{"date":"${'9'.repeat(70_000)}"}`, 413],
      ['date=1990-01-15&time=10:00', 415, 'application/x-www-form-urlencoded'],
      ['{"date":"1990-01-15","time":"10:00","placeId":"1278994"}', 415, 'text/plain'],
    ];
    for (const [raw, status, contentType] of raws) {
      const res = await zodiac(app, null, { raw, contentType });
      expectApiError(res, status);
    }
    // 1e400 parses as Infinity: reported as not a number.
    const inf = await zodiac(app, null, {
      raw: '{"date":"1990-01-15","time":"10:00","lat":1e400,"lon":0}',
    });
    expect(inf.json().fields).toEqual({ lat: 'Must be a number' });
  });

  it('works at the edges of the globe and of the date range', async () => {
    const app = await ctx.app();
    for (const [lat, lon] of [
      [90, 180],
      [-90, -180],
      [0, 0],
      [78.22, 15.65], // Longyearbyen: the Sun and ascendant still compute near the pole
      [-77.85, 166.67], // McMurdo
    ] as const) {
      const res = await zodiac(app, { date: '2000-06-21', time: '12:00', lat, lon });
      expect(res.statusCode, `${lat},${lon} ${res.body}`).toBe(200);
      expect(ZODIAC_SIGNS).toContain(res.json().ascendant);
    }
    for (const date of ['1800-01-01', '1800-12-31']) {
      const res = await zodiac(app, { date, time: '00:00', placeId: NEW_YORK });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('is public and limited to 60 requests a minute per IP', async () => {
    const app = await ctx.app();
    const ip = '10.250.0.1';
    const birth = { date: '1990-01-15', time: '10:00', placeId: ALLAHABAD };
    const first = await zodiac(app, birth, { remoteAddress: ip });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-ratelimit-limit']).toBe('60');
    expect(first.headers['cache-control']).toBe('no-store');
    // Invalid requests count too: the limit stops scripted probing as well.
    for (let i = 1; i < 60; i++) {
      const res = await zodiac(app, {}, { remoteAddress: ip });
      expect(res.statusCode).toBe(400);
    }
    const limited = await zodiac(app, birth, { remoteAddress: ip });
    const body = expectApiError(limited, 429);
    expect(body).toEqual({
      error: 'Too many requests. Please wait a minute and try again.',
      code: 'rate_limited',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is unaffected.
    expect((await zodiac(app, birth, { remoteAddress: '10.250.0.2' })).statusCode).toBe(200);
  });
});
