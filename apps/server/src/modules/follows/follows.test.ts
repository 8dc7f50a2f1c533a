import {
  bySlugResponseSchema,
  followChangeResponseSchema,
  followClearResponseSchema,
  followListResponseSchema,
} from '@nakshatra/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { testBackends, useBackend } from '../../test/backends.ts';
import {
  bearer,
  cookieHeader,
  expectSafeError,
  registerUser,
  type TestUser,
} from '../../test/factories.ts';
import { generateAstrologers } from '../../db/seed/directory/generate.ts';
import { toAstrologer } from '../../db/seed/directory/map.ts';

// The test directory holds ids 1-200 (test/backends.ts); the records are the generator's.
const SEEDED = [...generateAstrologers(200)].map(toAstrologer);
const record = (id: number) => SEEDED[id - 1]!;

describe.each(testBackends())('follows on $name', (backend) => {
  const ctx = useBackend(backend);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.app();
  });

  const list = async (u: TestUser) => {
    const res = await app.inject({ method: 'GET', url: '/api/follows', headers: bearer(u.token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return followListResponseSchema.parse(res.json()).data;
  };
  const follow = (u: TestUser, id: number | string) =>
    app.inject({ method: 'PUT', url: `/api/follows/${id}`, headers: bearer(u.token) });
  const unfollow = (u: TestUser, id: number | string) =>
    app.inject({ method: 'DELETE', url: `/api/follows/${id}`, headers: bearer(u.token) });

  it("refuses guests on every route with 401 'Unauthorized: Token missing'", async () => {
    for (const [method, url] of [
      ['GET', '/api/follows'],
      ['PUT', '/api/follows/1'],
      ['DELETE', '/api/follows/1'],
      ['DELETE', '/api/follows'],
    ] as const) {
      const res = await app.inject({ method, url });
      expectSafeError(res, 401);
      expect(res.json(), `${method} ${url}`).toEqual({
        error: 'Unauthorized: Token missing',
        code: 'token_missing',
      });
    }
  });

  it('starts empty, then lists followed astrologers newest first, in the directory shape', async () => {
    const u = await registerUser(app);
    expect(await list(u)).toEqual([]);
    for (const id of [7, 150, 42]) {
      const res = await follow(u, id);
      expect(res.statusCode, res.body).toBe(200);
      expect(followChangeResponseSchema.parse(res.json())).toEqual({
        astrologerId: id,
        following: true,
      });
    }
    const data = await list(u);
    expect(data.map((a) => a.id)).toEqual([42, 150, 7]);
    // The same records as the directory and the generator.
    expect(data).toEqual([record(42), record(150), record(7)]);
    const profile = await app.inject({
      method: 'GET',
      url: `/api/consultants/by-slug?slug=${record(150).slug}`,
    });
    expect(bySlugResponseSchema.parse(profile.json()).data).toEqual(data[1]);
  });

  it('following twice keeps one entry and its place; unfollowing twice is fine', async () => {
    const u = await registerUser(app);
    await follow(u, 3);
    await follow(u, 4);
    const again = await follow(u, 3);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ astrologerId: 3, following: true });
    expect((await list(u)).map((a) => a.id)).toEqual([4, 3]);

    const off = await unfollow(u, 3);
    expect(off.statusCode).toBe(200);
    expect(followChangeResponseSchema.parse(off.json())).toEqual({
      astrologerId: 3,
      following: false,
    });
    const offAgain = await unfollow(u, 3);
    expect(offAgain.statusCode).toBe(200);
    expect(offAgain.json()).toEqual({ astrologerId: 3, following: false });
    expect((await list(u)).map((a) => a.id)).toEqual([4]);
  });

  it("clears everything ('Clear Follow') and says how many went", async () => {
    const u = await registerUser(app);
    for (const id of [1, 2, 3]) await follow(u, id);
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/follows',
      headers: bearer(u.token),
    });
    expect(res.statusCode).toBe(200);
    expect(followClearResponseSchema.parse(res.json())).toEqual({ removed: 3 });
    expect(await list(u)).toEqual([]);
    const none = await app.inject({
      method: 'DELETE',
      url: '/api/follows',
      headers: bearer(u.token),
    });
    expect(none.json()).toEqual({ removed: 0 });
  });

  it('answers 404 for an astrologer that does not exist, and changes nothing', async () => {
    const u = await registerUser(app);
    for (const res of [await follow(u, 201), await unfollow(u, 999_999)]) {
      expectSafeError(res, 404);
      expect(res.json()).toEqual({ error: 'Astrologer not found', code: 'not_found' });
    }
    expect(await list(u)).toEqual([]);
  });

  it.each(['0', '-1', 'abc', '1.5', '99999999999', '1e3'])(
    'refuses astrologer id %j with a 400',
    async (id) => {
      const u = await registerUser(app);
      const res = await follow(u, id);
      expectSafeError(res, 400);
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        error: 'astrologerId must be a positive whole number',
      });
    },
  );

  it("keeps each user's list to themselves", async () => {
    const a = await registerUser(app);
    const b = await registerUser(app);
    await follow(a, 10);
    await follow(b, 20);
    await follow(b, 10);
    expect((await list(a)).map((x) => x.id)).toEqual([10]);
    expect((await list(b)).map((x) => x.id)).toEqual([10, 20]);
    await app.inject({ method: 'DELETE', url: '/api/follows', headers: bearer(b.token) });
    expect((await list(a)).map((x) => x.id)).toEqual([10]);
    expect(await list(b)).toEqual([]);
  });

  describe('cookie sessions and CSRF', () => {
    it('PUT and DELETE need x-csrf-token; GET does not', async () => {
      const u = await registerUser(app);
      const cookie = cookieHeader({ access_token: u.token, csrf_token: u.csrf });
      for (const [method, url] of [
        ['PUT', '/api/follows/5'],
        ['DELETE', '/api/follows/5'],
        ['DELETE', '/api/follows'],
      ] as const) {
        const res = await app.inject({ method, url, headers: { cookie } });
        expectSafeError(res, 403);
        expect(res.json().code, `${method} ${url}`).toBe('csrf_failed');
      }
      expect(await list(u)).toEqual([]);

      const put = await app.inject({
        method: 'PUT',
        url: '/api/follows/5',
        headers: { cookie, 'x-csrf-token': u.csrf },
      });
      expect(put.statusCode).toBe(200);
      const get = await app.inject({ method: 'GET', url: '/api/follows', headers: { cookie } });
      expect(get.statusCode).toBe(200);
      expect(get.json().data.map((a: { id: number }) => a.id)).toEqual([5]);
    });

    it("refuses another user's CSRF token", async () => {
      const u = await registerUser(app);
      const other = await registerUser(app);
      const res = await app.inject({
        method: 'PUT',
        url: '/api/follows/5',
        headers: {
          cookie: cookieHeader({ access_token: u.token, csrf_token: other.csrf }),
          'x-csrf-token': other.csrf,
        },
      });
      expect(res.statusCode).toBe(403);
    });

    it('accepts the spec client: JSON content type with an empty body', async () => {
      const u = await registerUser(app);
      const res = await app.inject({
        method: 'PUT',
        url: '/api/follows/8',
        headers: { ...bearer(u.token), 'content-type': 'application/json' },
        payload: '',
      });
      expect(res.statusCode, res.body).toBe(200);
    });
  });

  it('a revoked session gets 401 unauthorized', async () => {
    const u = await registerUser(app);
    await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(u.token) });
    const res = await app.inject({ method: 'GET', url: '/api/follows', headers: bearer(u.token) });
    expectSafeError(res, 401);
    expect(res.json().code).toBe('unauthorized');
  });
});
