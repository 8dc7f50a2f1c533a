import {
  panchangMonthResponseSchema,
  panchangResponseSchema,
  type PanchangResponse,
} from '@nakshatra/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testBackends, useBackend } from '../../test/backends.ts';
import { expectSafeError } from '../../test/factories.ts';
import { localIso } from './service.ts';

// Published values and their sources: packages/astro/test/vectors/README.md, "Panchang".
const DELHI = 'lat=28.6139&lon=77.209';
const NEW_DELHI_ID = '1261481'; // GeoNames: New Delhi

let ipCounter = 0;
function get(app: FastifyInstance, url: string): Promise<LightMyRequestResponse> {
  ipCounter += 1;
  return app.inject({
    method: 'GET',
    url,
    remoteAddress: `10.55.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`,
  });
}

async function day(app: FastifyInstance, query: string): Promise<PanchangResponse> {
  const res = await get(app, `/api/panchang?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return panchangResponseSchema.parse(res.json());
}

/** Minutes between an ISO time with offset and a published IST wall-clock time. */
function minutesFromIst(iso: string | null, istWall: string): number {
  return Math.abs(Date.parse(iso!) - Date.parse(`${istWall}:00+05:30`)) / 60_000;
}

describe('local times', () => {
  it('carry the zone offset of the instant, DST included', () => {
    expect(localIso(new Date('2026-11-22T01:18:12.4Z'), 'Asia/Kolkata')).toBe(
      '2026-11-22T06:48:12+05:30',
    );
    expect(localIso(new Date('2024-07-01T12:00:00Z'), 'America/New_York')).toBe(
      '2024-07-01T08:00:00-04:00',
    );
    expect(localIso(new Date('2024-12-01T12:00:00Z'), 'America/New_York')).toBe(
      '2024-12-01T07:00:00-05:00',
    );
    // Before standard time: Kolkata's +05:53:20 is shown rounded to +05:53.
    expect(localIso(new Date('1869-10-02T00:00:00Z'), 'Asia/Kolkata')).toBe(
      '1869-10-02T05:53:00+05:53',
    );
  });
});

describe.each(testBackends())('panchang API on $name', (backend) => {
  const ctx = useBackend(backend);

  it('Diwali 2024 at New Delhi: Amavasya at sunrise, 15:52 31 Oct to 18:17 1 Nov IST (published)', async () => {
    const app = await ctx.app();
    const p = await day(app, `date=2024-11-01&${DELHI}`);
    expect(p).toMatchObject({
      date: '2024-11-01',
      utcOffset: '+05:30',
      vara: { index: 5, key: 'Shukravara', name: 'Friday', lord: 'Venus' },
      tithi: { index: 30, key: 'Amavasya', paksha: 'krishna' },
      karana: { index: 59, key: 'Naga' },
      place: { id: null, timezone: 'Asia/Kolkata' },
    });
    // 3 min: almanacs differ among themselves by 2 min (vectors README).
    expect(minutesFromIst(p.tithi.startsAt, '2024-10-31T15:52')).toBeLessThan(3);
    expect(minutesFromIst(p.tithi.endsAt, '2024-11-01T18:17')).toBeLessThan(3);
    // Lakshmi Puja began at sunset, 17:36 IST; 1.5 min: published to the minute.
    expect(minutesFromIst(p.sunset, '2024-11-01T17:36')).toBeLessThan(1.5);
    for (const t of [
      p.tithi.startsAt,
      p.tithi.endsAt,
      p.sunrise,
      p.sunset,
      p.moonset,
      p.rahuKaal!.start,
    ]) {
      expect(t).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
    }
    // Friday's Rahu kaal is the 4th eighth of the daytime.
    const eighthMs = (Date.parse(p.sunset!) - Date.parse(p.sunrise!)) / 8;
    expect(
      Math.abs(Date.parse(p.rahuKaal!.start) - (Date.parse(p.sunrise!) + 3 * eighthMs)),
    ).toBeLessThanOrEqual(1000);
    // Each limb brackets sunrise.
    for (const limb of [p.tithi, p.nakshatra, p.yoga, p.karana]) {
      expect(Date.parse(limb.startsAt)).toBeLessThanOrEqual(Date.parse(p.sunrise!));
      expect(Date.parse(limb.endsAt)).toBeGreaterThan(Date.parse(p.sunrise!));
    }
  });

  it('names the limbs in the language asked for (Sanskrit names in Hindi)', async () => {
    const app = await ctx.app();
    const p = await day(app, `date=2024-11-01&placeId=${NEW_DELHI_ID}&lang=hi`);
    expect(p.lang).toBe('hi');
    expect(p.place).toMatchObject({ id: NEW_DELHI_ID, name: 'New Delhi', state: 'Delhi' });
    expect(p.vara.name).toBe('शुक्रवार');
    expect(p.tithi.name).toBe('अमावस्या');
    expect(p.tithi.pakshaName).toBe('कृष्ण पक्ष');
    expect(p.karana.name).toBe('नाग');
    for (const limb of [p.nakshatra, p.yoga]) expect(limb.name).toMatch(/\p{Script=Devanagari}/u);
    // Keys stay English for the client.
    expect(p.tithi.key).toBe('Amavasya');
  });

  it('Holi 2024: Purnima at sunrise on 25 March, 09:54 24 Mar to 12:29 25 Mar IST (published)', async () => {
    const app = await ctx.app();
    const p = await day(app, `date=2024-03-25&${DELHI}`);
    expect(p.tithi).toMatchObject({ index: 15, key: 'Purnima', paksha: 'shukla' });
    expect(minutesFromIst(p.tithi.startsAt, '2024-03-24T09:54')).toBeLessThan(3);
    expect(minutesFromIst(p.tithi.endsAt, '2024-03-25T12:29')).toBeLessThan(3);
  });

  it('defaults to today at the place and works where the Sun does not rise', async () => {
    const app = await ctx.app();
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Kolkata' });
    const res = await get(app, `/api/panchang?${DELHI}`);
    expect(res.statusCode).toBe(200);
    expect([today, new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Kolkata' })]).toContain(
      res.json().date,
    );
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    // Tromsø in midsummer: no sunrise, no Rahu kaal; the limbs are taken at 06:00 local.
    const polar = await day(app, 'date=2024-06-21&lat=69.65&lon=18.96');
    expect(polar).toMatchObject({
      sunrise: null,
      sunset: null,
      rahuKaal: null,
      utcOffset: '+02:00',
    });
  });

  it('refuses bad or hostile queries with 400, never 500', async () => {
    const app = await ctx.app();
    const cases: [string, string][] = [
      ['date=2024-11-01', 'placeId'],
      [`date=2024-02-30&${DELHI}`, 'date'],
      [`date=1799-12-31&${DELHI}`, 'date'],
      [`date=01/11/2024&${DELHI}`, 'date'],
      ['lat=28.6', 'lon'],
      ['lat=91&lon=0', 'lat'],
      ['lat=0&lon=181', 'lon'],
      ['lat=abc&lon=0', 'lat'],
      ['lat=&lon=', 'lat'],
      ['lat=1e400&lon=0', 'lat'],
      ['lat=NaN&lon=0', 'lat'],
      [`placeId=${NEW_DELHI_ID}&lat=28&lon=77`, 'placeId'],
      ['placeId=999999999', 'placeId'],
      ['placeId=abc', 'placeId'],
      [`placeId=${'1'.repeat(400)}`, 'placeId'],
      [`${DELHI}&lang=de`, 'lang'],
      [`${DELHI}&lat=1`, 'lat'],
    ];
    for (const [query, field] of cases) {
      const res = await get(app, `/api/panchang?${query}`);
      expectSafeError(res, 400);
      expect(Object.keys(res.json().fields ?? {}), query).toContain(field);
    }
  });

  it('adds lunar month, samvat, festivals, muhurtas and choghadiya (Diwali 2026, published)', async () => {
    const app = await ctx.app();
    // timeanddate.com: Diwali 8 Nov 2026. Drik Panchang: Kartika (purnimanta) Amavasya, VS 2083.
    const p = await day(app, `date=2026-11-08&placeId=${NEW_DELHI_ID}`);
    expect(p.convention).toBe('limb');
    expect(p.lunarMonth).toEqual({
      amanta: { index: 6, key: 'Ashwina', adhika: false },
      purnimanta: { index: 7, key: 'Kartika', adhika: false },
    });
    expect(p.samvat).toEqual({ vikram: 2083, shaka: 1948 });
    expect(p.festivals.map((f) => f.key)).toContain('diwali');
    expect(p.choghadiya.day).toHaveLength(8);
    expect(p.choghadiya.night).toHaveLength(8);
    // Sunday: the day starts with Udveg; Durmuhurta is the 14th day muhurta; Abhijit present.
    expect(p.choghadiya.day[0]).toMatchObject({ name: 'Udveg', quality: 'bad', start: p.sunrise });
    expect(p.choghadiya.night[0]!.start).toBe(p.sunset);
    expect(p.muhurtas.durmuhurtas).toHaveLength(1);
    expect(p.muhurtas.abhijit).not.toBeNull();
  });

  it('matches the published New Delhi muhurtas of 26 Jan 2022 (Drik Panchang, ±1 min)', async () => {
    const app = await ctx.app();
    const p = await day(app, `date=2022-01-26&${DELHI}`);
    expect(minutesFromIst(p.muhurtas.brahmaMuhurta!.start, '2022-01-26T05:26')).toBeLessThanOrEqual(
      1,
    );
    expect(minutesFromIst(p.muhurtas.gulikaKaal!.start, '2022-01-26T11:13')).toBeLessThanOrEqual(1);
    expect(minutesFromIst(p.muhurtas.yamaganda!.end, '2022-01-26T09:53')).toBeLessThanOrEqual(1);
    expect(
      minutesFromIst(p.muhurtas.durmuhurtas[0]!.start, '2022-01-26T12:12'),
    ).toBeLessThanOrEqual(1);
    expect(p.muhurtas.abhijit).toBeNull(); // Wednesday: "None"
  });

  it('moves sunrise about 4 minutes later with convention=centre', async () => {
    const app = await ctx.app();
    const limb = await day(app, `date=2026-06-21&${DELHI}`);
    const centre = await day(app, `date=2026-06-21&${DELHI}&convention=centre`);
    expect(centre.convention).toBe('centre');
    const lateMin = (Date.parse(centre.sunrise!) - Date.parse(limb.sunrise!)) / 60_000;
    expect(lateMin).toBeGreaterThan(3);
    expect(lateMin).toBeLessThan(6);
  });

  it('serves a month: every day with tithi, nakshatra and festivals (March 2026)', async () => {
    const app = await ctx.app();
    const res = await get(app, `/api/panchang/month?year=2026&month=3&placeId=${NEW_DELHI_ID}`);
    expect(res.statusCode, res.body).toBe(200);
    const m = panchangMonthResponseSchema.parse(res.json());
    expect(m.days).toHaveLength(31);
    expect(m.days[0]).toMatchObject({ date: '2026-03-01', weekday: 0 });
    // timeanddate.com: Gudi Padwa 19 Mar and Ram Navami 26 Mar 2026.
    const keysOn = (date: string) =>
      m.days.find((d) => d.date === date)!.festivals.map((f) => f.key);
    expect(keysOn('2026-03-19')).toContain('ugadi');
    expect(keysOn('2026-03-26')).toContain('ramNavami');
    // Drik Panchang: Phalguna Purnima at sunrise on 3 Mar 2026.
    expect(m.days[2]!.tithi).toMatchObject({ index: 15, key: 'Purnima', paksha: 'shukla' });
    expect(m.days[2]!.lunarMonth).toEqual({ index: 11, key: 'Phalguna', adhika: false });
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('refuses bad month and convention queries with 400 naming the field', async () => {
    const app = await ctx.app();
    const cases: [string, string, string][] = [
      ['/api/panchang/month?year=2026&month=13&' + DELHI, 'month', 'month must be'],
      ['/api/panchang/month?year=2026&month=0&' + DELHI, 'month', 'month must be'],
      ['/api/panchang/month?year=1799&month=1&' + DELHI, 'year', 'year must be'],
      ['/api/panchang/month?year=abc&month=1&' + DELHI, 'year', 'year must be'],
      ['/api/panchang/month?month=1&' + DELHI, 'year', 'year must be'],
      ['/api/panchang/month?year=2026&month=1', 'placeId', 'Place'],
      [
        '/api/panchang/month?year=2026&month=1&convention=flat&' + DELHI,
        'convention',
        'limb or centre',
      ],
      ['/api/panchang?convention=upper&' + DELHI, 'convention', 'limb or centre'],
    ];
    for (const [url, field, words] of cases) {
      const res = await get(app, url);
      expectSafeError(res, 400);
      expect(Object.keys(res.json().fields ?? {}), url).toContain(field);
      expect(res.json().error, url).toContain(words);
    }
  });
});
