import { bySlugResponseSchema, listFilterResponseSchema } from '@nakshatra/contracts';
import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { generateAstrologers } from '../../db/seed/directory/generate.ts';
import { toAstrologer } from '../../db/seed/directory/map.ts';
import { testBackends, useBackend } from '../../test/backends.ts';
import { bearer, cookieHeader, cookiesOf, registerUser } from '../../test/factories.ts';

// The directory's answers as HTTP sends them (issue 12): serialised once and kept with their
// compressed forms and validator, so a repeated page is a lookup and a socket write. These tests
// hold that to what a client and a proxy see: the same bytes whatever the cache did,
// conditional requests, content codings, and the same public page for guests and members.

const SEEDED = 200;
const SEED = [...generateAstrologers(SEEDED)].map(toAstrologer);
const LIST = '/api/consultants/list-filter?skill=Vedic&sort=rating';
const PROFILE = `/api/consultants/by-slug?slug=${SEED[41]!.slug}`;

function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

const MODES = testBackends().flatMap((backend) => [
  { ...backend, mode: 'in memory', memoryMaxRows: 25_000 },
  { ...backend, mode: 'SQL', memoryMaxRows: 0 },
]);

describe.each(MODES)('directory responses on $name, $mode', (backend) => {
  const ctx = useBackend(backend, { directoryMemoryMaxRows: backend.memoryMaxRows });

  it('answers If-None-Match with 304 and the same validators, and a changed tag with 200', async () => {
    const app = await ctx.app();
    for (const url of [LIST, PROFILE]) {
      const full = await get(app, url);
      expect(full.statusCode, url).toBe(200);
      const etag = full.headers.etag as string;
      expect(etag, url).toMatch(/^W\/"[\w-]+"$/);
      // A browser sends the tag back as it got it; proxies may strip the weak prefix or send
      // several (RFC 9110 13.1.2: weak comparison for If-None-Match).
      for (const inm of [etag, etag.slice(2), `"other", ${etag}`, '*']) {
        const again = await get(app, url, { 'if-none-match': inm, 'accept-encoding': 'br' });
        expect(again.statusCode, `${url} ${inm}`).toBe(304);
        expect(again.rawPayload.length).toBe(0);
        expect(again.headers.etag).toBe(etag);
        expect(again.headers['cache-control']).toBe('public, max-age=30');
        expect(again.headers.vary).toMatch(/accept-encoding/i);
      }
      const changed = await get(app, url, { 'if-none-match': 'W/"not-this-one"' });
      expect(changed.statusCode).toBe(200);
      expect(changed.rawPayload.equals(full.rawPayload)).toBe(true);
    }
  });

  it('sends brotli, gzip or the text as the client accepts, all the same JSON', async () => {
    const app = await ctx.app();
    for (const url of [LIST, PROFILE]) {
      const plain = await get(app, url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      const cases: Array<[string, string | undefined]> = [
        ['gzip, deflate, br, zstd', 'br'],
        ['br;q=0, gzip', 'gzip'],
        ['gzip;q=0.5, br;q=0.9', 'br'],
        ['identity', undefined],
        ['deflate', undefined],
      ];
      for (const [accept, coding] of cases) {
        const res = await get(app, url, { 'accept-encoding': accept });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding'], accept).toBe(coding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers.etag).toBe(plain.headers.etag);
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        const bytes =
          coding === 'br'
            ? brotliDecompressSync(res.rawPayload)
            : coding === 'gzip'
              ? gunzipSync(res.rawPayload)
              : res.rawPayload;
        expect(bytes.equals(plain.rawPayload), accept).toBe(true);
        if (coding) expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      }
      // The JSON is the contract's, and the seed's records.
      if (url === PROFILE) {
        expect(bySlugResponseSchema.parse(plain.json())).toEqual({ data: SEED[41] });
      } else {
        const page = listFilterResponseSchema.parse(plain.json());
        const want = SEED.filter((a) => a.skills.includes('Vedic'))
          .sort((a, b) => b.rating - a.rating || b.order - a.order || a.id - b.id)
          .slice(0, 18);
        expect(page.content).toEqual(want);
      }
    }
  });

  it('gives members the public page a guest gets; their follows stay their own', async () => {
    const app = await ctx.app();
    const member = await registerUser(app);
    const guest = await get(app, LIST);
    const jar = cookiesOf(member.res);
    const viaCookie = await get(app, LIST, {
      cookie: cookieHeader({
        access_token: jar.access_token!.value,
        csrf_token: jar.csrf_token!.value,
      }),
    });
    const viaBearer = await get(app, LIST, bearer(member.token));
    // A token that is no session at all: a public page never looks sessions up.
    const stale = await get(app, LIST, bearer('x'.repeat(43)));
    for (const res of [viaCookie, viaBearer, stale]) {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(guest.rawPayload)).toBe(true);
      expect(res.headers['cache-control']).toBe('public, max-age=30');
      expect(res.headers['set-cookie']).toBeUndefined();
    }

    const followed = SEED[7]!;
    const put = await app.inject({
      method: 'PUT',
      url: `/api/follows/${followed.id}`,
      headers: bearer(member.token),
    });
    expect(put.statusCode, put.body).toBe(200);
    const mine = await app.inject({
      method: 'GET',
      url: '/api/follows',
      headers: bearer(member.token),
    });
    expect(mine.json().data.map((a: { id: number }) => a.id)).toEqual([followed.id]);
    expect(mine.headers['cache-control']).toBe('no-store');
    const other = await registerUser(app);
    const theirs = await app.inject({
      method: 'GET',
      url: '/api/follows',
      headers: bearer(other.token),
    });
    expect(theirs.json().data).toEqual([]);
    // Following changes nobody's public page.
    expect((await get(app, LIST, bearer(member.token))).rawPayload.equals(guest.rawPayload)).toBe(
      true,
    );
  });

  it('shows a directory re-seeded under the running server after a cache period or two', async () => {
    let clockMs = Date.parse('2026-11-25T06:00:00Z');
    const running = await ctx.build({ now: () => new Date(clockMs) });
    const total = async () =>
      listFilterResponseSchema.parse((await get(running, '/api/consultants/list-filter')).json())
        .totalElements;
    const grown = [...generateAstrologers(SEEDED + 40)].map(toAstrologer);
    const newcomer = `/api/consultants/by-slug?slug=${grown[SEEDED + 20]!.slug}`;
    expect(await total()).toBe(SEEDED);
    expect((await get(running, newcomer)).statusCode).toBe(404);

    // Another instance starts with a larger SEED_ASTROLOGERS on the same database.
    await ctx.build({ seedAstrologers: SEEDED + 40 });
    expect(await total()).toBe(SEEDED);
    // Each look comes a cache period (30 s) after the last. From memory the new directory
    // replaces the old at once; through SQL a page rebuilt in the first period may still carry
    // the previous count, refreshed in the same period, so it can take two.
    const later = async <T>(look: () => Promise<T>) => {
      clockMs += 31_000;
      return look();
    };
    await expect.poll(() => later(total), { timeout: 10_000 }).toBe(SEEDED + 40);
    await expect
      .poll(() => later(async () => (await get(running, newcomer)).statusCode), { timeout: 10_000 })
      .toBe(200);
    expect((await get(running, newcomer)).json()).toEqual({ data: grown[SEEDED + 20] });
  });
});
