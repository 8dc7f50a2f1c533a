import {
  errorCodes,
  HOROSCOPE_SIGN_IDS,
  horoscopeResponseSchema,
  personalHoroscopeResponseSchema,
  type HoroscopeResponse,
} from '@nakshatra/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testBackends, useBackend } from '../../test/backends.ts';
import { bearer, expectSafeError, registerUser, validProfile } from '../../test/factories.ts';
import { createHoroscopeService, todayIn } from './service.ts';

let ipCounter = 0;
/** Each request from its own address, so the per-IP limit never interferes. */
function nextIp(): string {
  ipCounter += 1;
  return `10.66.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

function get(app: FastifyInstance, url: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, remoteAddress: nextIp() });
}

async function reading(app: FastifyInstance, url: string): Promise<HoroscopeResponse> {
  const res = await get(app, url);
  expect(res.statusCode, res.body).toBe(200);
  return horoscopeResponseSchema.parse(res.json());
}

const DEVANAGARI = /\p{Script=Devanagari}/u;

describe('horoscope service', () => {
  it('serves repeated requests from its LRU cache and evicts the least recently used', () => {
    const service = createHoroscopeService({ cacheEntries: 2 });
    const q = { period: 'day', lang: 'en' } as const;
    const a = service.get('aries', { ...q, date: '2026-01-01' }).reading;
    expect(service.get('ARIES', { ...q, date: '2026-01-01' }).reading).toBe(a);
    service.get('taurus', { ...q, date: '2026-01-01' });
    service.get('aries', { ...q, date: '2026-01-01' }); // aries is now the most recent
    service.get('gemini', { ...q, date: '2026-01-01' }); // evicts taurus
    expect(service.stats()).toMatchObject({ entries: 2, hits: 2, misses: 3 });
    expect(service.get('aries', { ...q, date: '2026-01-01' }).reading).toBe(a);
    service.get('taurus', { ...q, date: '2026-01-01' });
    expect(service.stats()).toMatchObject({ hits: 3, misses: 4 });
  });

  it("takes today's date in the zone asked for", () => {
    // 2026-11-22 20:00 UTC is already 23 Nov in India (01:30 IST) but still 22 Nov in New York.
    const ms = Date.UTC(2026, 10, 22, 20, 0);
    expect(todayIn('Asia/Kolkata', ms)).toBe('2026-11-23');
    expect(todayIn('America/New_York', ms)).toBe('2026-11-22');
    expect(todayIn('UTC', ms)).toBe('2026-11-22');
  });
});

describe.each(testBackends())('horoscope API on $name', (backend) => {
  const ctx = useBackend(backend);

  it("reads a signed-in user's own chart: Moon sign, tara, dasha, the ascendant view", async () => {
    const app = await ctx.app();
    const url = '/api/horoscope/personal?date=2026-12-01&lang=en';
    expect((await get(app, url)).statusCode).toBe(401);
    const user = await registerUser(app, { name: 'Narendra' });
    const none = await app.inject({ method: 'GET', url, headers: bearer(user.token) });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'profile_incomplete' });
    // 17 Sep 1950 11:00 IST, Vadnagar: Scorpio ascendant, Moon in Anuradha (published chart).
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: bearer(user.token),
      payload: validProfile({
        name: 'Narendra',
        gender: 'male',
        date_of_birth: '17/09/1950',
        birth_time: '11:00',
        latitude: 23.78593,
        longitude: 72.63893,
        location_name: 'Vadnagar, Gujarat, India',
      }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await app.inject({ method: 'GET', url, headers: bearer(user.token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const p = personalHoroscopeResponseSchema.parse(res.json());
    expect(p).toMatchObject({
      moonSign: 'scorpio',
      ascendantSignName: 'Scorpio',
      birthStarName: 'Anuradha',
    });
    expect(p.dasha).toMatchObject({ maha: 'Mars', antar: 'Venus' });
    expect(p.reading.sign).toBe('scorpio');
    expect(p.sentences).toHaveLength(4);
    const bad = await app.inject({
      method: 'GET',
      url: `${url}&period=decade`,
      headers: bearer(user.token),
    });
    expect(bad.statusCode).toBe(400);
    expectSafeError(bad);
  });

  it('answers all twelve signs, public, with five sections, lucky number and colour, and transits', async () => {
    const app = await ctx.app();
    for (const [i, sign] of HOROSCOPE_SIGN_IDS.entries()) {
      const r = await reading(app, `/api/horoscope/${sign}?date=2026-11-22`);
      expect(r).toMatchObject({
        sign,
        signIndex: i,
        date: '2026-11-22',
        period: 'day',
        lang: 'en',
      });
      for (const text of Object.values(r.sections)) {
        expect(text.length).toBeGreaterThan(60);
        expect(text).not.toMatch(/[<>{}]/);
      }
      expect(r.transits.map((t) => t.body)).toEqual([
        'Sun',
        'Moon',
        'Mars',
        'Mercury',
        'Jupiter',
        'Venus',
        'Saturn',
        'Rahu',
        'Ketu',
      ]);
      expect(r.lucky.number).toBeGreaterThanOrEqual(1);
      expect(r.lucky.number).toBeLessThanOrEqual(36);
      expect(r.lucky.color.length).toBeGreaterThan(0);
      expect(r.moon.house).toBe(((r.moon.signIndex - i + 12) % 12) + 1);
    }
  });

  it('reads the published transits of 1 November 2025 (houses from Aries)', async () => {
    // Ingress dates as published by Indian almanacs (sidereal, Lahiri): Sun into Tula 17 Oct 2025
    // (Tula Sankranti), into Vrischika 16 Nov; Mars into Scorpio 27 Oct; Mercury into Scorpio
    // 24 Oct; Jupiter into Cancer 18 Oct (back to Gemini 5 Dec); Venus into Virgo 9 Oct, Libra
    // 2 Nov; Saturn in Pisces since 29 Mar 2025, retrograde 13 Jul - 28 Nov 2025; Rahu in
    // Aquarius and Ketu in Leo since 18 May 2025.
    const app = await ctx.app();
    const r = await reading(app, '/api/horoscope/aries?date=2025-11-01');
    const where = Object.fromEntries(
      r.transits.map((t) => [t.body, [t.sign, t.house, t.retrograde]]),
    );
    expect(where).toMatchObject({
      Sun: ['Libra', 7, false],
      Mars: ['Scorpio', 8, false],
      Mercury: ['Scorpio', 8, false],
      Jupiter: ['Cancer', 4, false],
      Venus: ['Virgo', 6, false],
      Saturn: ['Pisces', 12, true],
      Rahu: ['Aquarius', 11, false],
      Ketu: ['Leo', 5, false],
    });
    // The 'Why this reading' line names the planet, sign and house.
    const saturn = r.transits.find((t) => t.body === 'Saturn')!;
    expect(saturn.note).toContain('Saturn in Pisces, your 12th house');
    expect(saturn.note).toContain('(retrograde)');
    // From Leo the same Saturn is in the 8th house.
    const leo = await reading(app, '/api/horoscope/leo?date=2025-11-01');
    expect(leo.transits.find((t) => t.body === 'Saturn')!.house).toBe(8);
  });

  it('is deterministic across requests and app instances, and changes from day to day', async () => {
    const app = await ctx.app();
    const other = await ctx.build();
    const url = '/api/horoscope/scorpio?date=2026-03-05&lang=en';
    const a = await reading(app, url);
    const b = await reading(app, url);
    const c = await reading(other, url);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    const yesterday = await reading(app, `/api/horoscope/scorpio?date=${a.previous}`);
    const tomorrow = await reading(app, `/api/horoscope/scorpio?date=${a.next}`);
    expect([a.previous, a.next]).toEqual(['2026-03-04', '2026-03-06']);
    expect(yesterday.sections.general).not.toBe(a.sections.general);
    expect(tomorrow.sections.general).not.toBe(a.sections.general);
  });

  it('switches language: the same transits, the text in Hindi', async () => {
    const app = await ctx.app();
    const en = await reading(app, '/api/horoscope/virgo?date=2026-11-22');
    const hi = await reading(app, '/api/horoscope/virgo?date=2026-11-22&lang=hi');
    expect(hi.lang).toBe('hi');
    expect(hi.signName).toBe('कन्या');
    expect(hi.transits.map((t) => [t.body, t.signIndex, t.house])).toEqual(
      en.transits.map((t) => [t.body, t.signIndex, t.house]),
    );
    expect(hi.lucky.number).toBe(en.lucky.number);
    for (const text of [
      ...Object.values(hi.sections),
      hi.lucky.color,
      ...hi.transits.map((t) => t.note),
    ]) {
      expect(text).toMatch(DEVANAGARI);
      expect(text).not.toMatch(/[A-Za-z]{3,}\s+[A-Za-z]{3,}/);
    }
    // Every UI language answers.
    for (const lang of ['mr', 'es', 'ja', 'te', 'ta']) {
      const r = await reading(app, `/api/horoscope/virgo?date=2026-11-22&lang=${lang}`);
      expect(r.lang).toBe(lang);
    }
  });

  it('gives weeks (Monday to Sunday) and months, with the neighbouring periods', async () => {
    const app = await ctx.app();
    const week = await reading(app, '/api/horoscope/leo?date=2026-11-19&period=week');
    expect(week).toMatchObject({
      period: 'week',
      range: { start: '2026-11-16', end: '2026-11-22' },
      previous: '2026-11-09',
      next: '2026-11-23',
    });
    const month = await reading(app, '/api/horoscope/leo?date=2026-02-14&period=month');
    expect(month).toMatchObject({
      period: 'month',
      range: { start: '2026-02-01', end: '2026-02-28' },
      previous: '2026-01-01',
      next: '2026-03-01',
    });
    const year = await reading(app, '/api/horoscope/leo?date=2027-05-01&period=year');
    expect(year).toMatchObject({
      period: 'year',
      range: { start: '2027-01-01', end: '2027-12-31' },
      previous: '2026-01-01',
      next: '2028-01-01',
    });
    // A year dates the slow planets' moves: Saturn enters Aries (the 9th from Leo) on 3 June 2027.
    expect(year.sections.general).toMatch(/Saturn (enters|moves into) Aries, your 9th house/);
    expect(year.sections.general).toContain('3 June');
    const day = await reading(app, '/api/horoscope/leo?date=2026-11-19');
    expect(week.sections.general).not.toBe(day.sections.general);
    // Each section carries one verdict and the factors it was weighed from.
    for (const v of Object.values(day.verdicts)) {
      expect(['good', 'mixed', 'hard']).toContain(v.verdict);
      expect(v.factors.length).toBeGreaterThan(0);
    }
    expect(day.shani).toMatchObject({ status: 'dhaiya', phase: 'ashtama', house: 8 });
    // The edges of the range have no neighbour beyond them.
    const first = await reading(app, '/api/horoscope/leo?date=1900-01-01');
    expect(first.previous).toBeNull();
    const last = await reading(app, '/api/horoscope/leo?date=2100-12-31&period=month');
    expect(last.next).toBeNull();
  });

  it('defaults to today in India, or in the zone given, and lets browsers cache dated readings', async () => {
    const app = await ctx.app();
    const before = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Kolkata' });
    const res = await get(app, '/api/horoscope/pisces');
    const after = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Kolkata' });
    expect(res.statusCode).toBe(200);
    expect([before, after]).toContain(res.json().date);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const nyDay = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/New_York' });
    const nyBefore = nyDay();
    const ny = await get(app, '/api/horoscope/pisces?tz=America/New_York');
    // Either side of New York's midnight, should it pass during the request.
    expect([nyBefore, nyDay()]).toContain(ny.json().date);
    const dated = await get(app, '/api/horoscope/pisces?date=2026-11-22&utm_source=x');
    expect(dated.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers an unknown sign with 404 and bad or hostile queries with 400, never 500', async () => {
    const app = await ctx.app();
    for (const sign of ['ophiuchus', '0', 'aries%00', 'ARIES.json', '%2e%2e', 'x'.repeat(90)]) {
      const res = await get(app, `/api/horoscope/${sign}`);
      expectSafeError(res, 404);
      expect(res.json().code).toBe('not_found');
    }
    // The router refuses a path parameter over 100 characters (414) and a malformed URL (400),
    // in our error shape too.
    expectSafeError(await get(app, `/api/horoscope/${'x'.repeat(300)}`), 414);
    expectSafeError(await get(app, '/api/horoscope/%E0%A4%A'), 400);
    // Sign ids are case-insensitive.
    expect((await get(app, '/api/horoscope/Aries?date=2026-11-22')).statusCode).toBe(200);
    const bad: [string, string][] = [
      ['date=2026-02-30', 'date'],
      ['date=22-11-2026', 'date'],
      ['date=1899-12-31', 'date'],
      ['date=2101-01-01', 'date'],
      [`date=${'9'.repeat(5000)}`, 'date'],
      ['date=2026-11-22&date=2026-11-23', 'date'],
      ['period=decade', 'period'],
      ['lang=fr', 'lang'],
      ['lang=', 'lang'],
      ['tz=Mars/Olympus_Mons', 'tz'],
      ['tz=../../etc/passwd', 'tz'],
      [`tz=${'A'.repeat(100)}`, 'tz'],
    ];
    for (const [query, field] of bad) {
      const res = await get(app, `/api/horoscope/aries?${query}`);
      expectSafeError(res, 400);
      const body = res.json();
      expect(errorCodes).toContain(body.code);
      expect(Object.keys(body.fields ?? {}), query).toContain(field);
    }
  });
});
