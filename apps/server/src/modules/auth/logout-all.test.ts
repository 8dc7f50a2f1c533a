import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testBackends, useBackend } from '../../test/backends.ts';
import {
  bearer,
  cookieHeader,
  cookiesOf,
  expectSafeError,
  registerUser,
  type TestUser,
} from '../../test/factories.ts';

// Issue 9, item 8: "log out everywhere". Expected texts are written out rather than imported,
// so a changed message in the code fails these tests.

interface Device {
  token: string;
  csrf: string;
}

/** A fresh sign-in of `u` (another browser or phone): its own token and CSRF token. */
async function signInAgain(app: FastifyInstance, u: TestUser): Promise<Device> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: u.email, password: u.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { token: res.json().tokens.access_token, csrf: cookiesOf(res).csrf_token!.value };
}

/** The user on three devices (the sign-up session and two logins), and someone else. */
async function threeDevicesAndAStranger(app: FastifyInstance) {
  const u = await registerUser(app);
  const devices: Device[] = [
    { token: u.token, csrf: u.csrf },
    await signInAgain(app, u),
    await signInAgain(app, u),
  ];
  const other = await registerUser(app);
  return { u, devices, other };
}

async function meStatus(app: FastifyInstance, token: string): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode;
}

async function sessionCount(app: FastifyInstance, userId: string): Promise<number> {
  const result = (await app.db.execute(
    sql`select count(*)::int as n from nakshatra.sessions where user_id = ${userId}`,
  )) as unknown as { rows: Array<{ n: number }> };
  return result.rows[0]!.n;
}

/** A browser's request: the session cookie, the readable CSRF cookie and its header echo. */
function cookieSession(device: Device, withHeader = true) {
  return {
    cookie: cookieHeader({ access_token: device.token, csrf_token: device.csrf }),
    ...(withHeader ? { 'x-csrf-token': device.csrf } : {}),
  };
}

describe.each(testBackends())('POST /api/logout-all on $name', (backend) => {
  const ctx = useBackend(backend);

  it('from a browser (cookie + CSRF): ends all three sessions, keeps the other user signed in', async () => {
    const app = await ctx.app();
    const { u, devices, other } = await threeDevicesAndAStranger(app);
    for (const d of devices) expect(await meStatus(app, d.token)).toBe(200);

    const res = await app.inject({
      method: 'POST',
      url: '/api/logout-all',
      headers: cookieSession(devices[1]!),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out of all devices', revoked: 3 });
    expect(res.headers['cache-control']).toBe('no-store');
    const cleared = cookiesOf(res);
    for (const name of ['access_token', 'user', 'signup_profile', 'csrf_token']) {
      expect(cleared[name]?.value, name).toBe('');
      expect(cleared[name]?.attrs.expires, name).toBe('Thu, 01 Jan 1970 00:00:00 GMT');
    }

    for (const d of devices) {
      const me = await app.inject({ method: 'GET', url: '/api/me', headers: bearer(d.token) });
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual({
        error: 'Your session has expired. Please log in again.',
        code: 'unauthorized',
      });
    }
    expect(await sessionCount(app, u.id)).toBe(0);
    expect(await meStatus(app, other.token)).toBe(200);
    expect(await sessionCount(app, other.id)).toBe(1);
  });

  it('from an app (Bearer, the JSON content type with an empty body): same result', async () => {
    const app = await ctx.app();
    const { devices, other } = await threeDevicesAndAStranger(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/logout-all',
      headers: { ...bearer(devices[2]!.token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out of all devices', revoked: 3 });
    for (const d of devices) expect(await meStatus(app, d.token)).toBe(401);
    expect(await meStatus(app, other.token)).toBe(200);

    // The caller's own token is gone too: a second call has no session to end.
    const again = await app.inject({
      method: 'POST',
      url: '/api/logout-all',
      headers: bearer(devices[2]!.token),
    });
    expectSafeError(again, 401);
    expect(again.json().code).toBe('unauthorized');
  });

  it('accepts an empty JSON object as the body', async () => {
    const app = await ctx.app();
    const u = await registerUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/logout-all',
      headers: bearer(u.token),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out of all devices', revoked: 1 });
  });

  it('answers a guest with 401 token_missing and ends nothing', async () => {
    const app = await ctx.app();
    const { u } = await threeDevicesAndAStranger(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/logout-all',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expectSafeError(res, 401);
    expect(res.json()).toEqual({ error: 'Unauthorized: Token missing', code: 'token_missing' });
    const garbage = await app.inject({
      method: 'POST',
      url: '/api/logout-all',
      headers: bearer('A'.repeat(43)),
    });
    expectSafeError(garbage, 401);
    expect(garbage.json().code).toBe('unauthorized');
    expect(await sessionCount(app, u.id)).toBe(3);
  });

  it('refuses a cookie session without (or with a wrong) CSRF header: 403, nothing ended', async () => {
    const app = await ctx.app();
    const { u, devices } = await threeDevicesAndAStranger(app);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/logout-all',
      headers: cookieSession(devices[0]!, false),
    });
    expectSafeError(missing, 403);
    expect(missing.json().code).toBe('csrf_failed');
    // Another session's CSRF token is not this one's.
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/logout-all',
      headers: {
        cookie: cookieHeader({ access_token: devices[0]!.token, csrf_token: devices[1]!.csrf }),
        'x-csrf-token': devices[1]!.csrf,
      },
    });
    expectSafeError(foreign, 403);
    expect(foreign.json().code).toBe('csrf_failed');
    expect(await sessionCount(app, u.id)).toBe(3);
    for (const d of devices) expect(await meStatus(app, d.token)).toBe(200);
  });

  it.each([
    ['invalid JSON', '{"all": true,', 'application/json', 400, 'invalid_json'],
    ['an unknown field', '{"userId": "someone-else"}', 'application/json', 400, 'validation_failed'],
    ['an array', '[]', 'application/json', 400, 'validation_failed'],
    ['a string', '"everything"', 'application/json', 400, 'validation_failed'],
    ['prototype pollution', '{"__proto__": {"x": 1}}', 'application/json', 400, 'invalid_json'],
    ['a form post', 'all=1', 'application/x-www-form-urlencoded', 415, 'bad_request'],
  ])('rejects %s with a clear 4xx and ends nothing', async (_label, payload, type, status, code) => {
    const app = await ctx.app();
    const u = await registerUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/logout-all',
      headers: { ...bearer(u.token), 'content-type': type },
      payload,
    });
    expectSafeError(res, status);
    expect(res.json().code).toBe(code);
    expect(await meStatus(app, u.token)).toBe(200);
  });

  it('names the unknown field', async () => {
    const app = await ctx.app();
    const u = await registerUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/logout-all',
      headers: bearer(u.token),
      payload: { userId: 'someone-else' },
    });
    expectSafeError(res, 400);
    expect(res.json()).toMatchObject({
      error: 'Unknown field: userId',
      fields: { userId: 'Unknown field' },
    });
  });

  it('leaves a single-session logout alone: /api/logout still ends only its own token', async () => {
    const app = await ctx.app();
    const { u, devices } = await threeDevicesAndAStranger(app);
    await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(devices[0]!.token) });
    expect(await sessionCount(app, u.id)).toBe(2);
    const res = await app.inject({
      method: 'POST',
      url: '/api/logout-all',
      headers: bearer(devices[1]!.token),
    });
    expect(res.json()).toEqual({ message: 'Logged out of all devices', revoked: 2 });
  });
});
