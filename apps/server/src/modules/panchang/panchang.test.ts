import { panchangResponseSchema, type PanchangResponse } from '@nakshatra/contracts';
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
});
