import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testBackends, useBackend } from '../../test/backends.ts';
import {
  TEST_PASSWORD,
  bearer,
  cookieHeader,
  cookiesOf,
  registerUser,
  uniqueEmail,
} from '../../test/factories.ts';

// Expected texts are the product spec's (section 5 and DESIGN.md's API contract), written out
// here rather than imported, so a changed message in the code fails these tests.

async function rowsOf<T>(app: FastifyInstance, query: SQL): Promise<T[]> {
  return ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe.each(testBackends())('auth on $name', (backend) => {
  const ctx = useBackend(backend);

  describe('register', () => {
    it('creates the account, returns the spec shape and signs in', async () => {
      const app = await ctx.app();
      const email = uniqueEmail('Mixed.Case');
      const res = await app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { name: '  Asha Rao ', email: `  ${email}  `, password: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.message).toBe('Registration successful');
      expect(body.tokens.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.user).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Asha Rao',
        email: email.toLowerCase(),
        role: 'user',
        profileComplete: false,
      });

      const jar = cookiesOf(res);
      expect(jar.access_token?.value).toBe(body.tokens.access_token);
      expect(jar.access_token?.attrs).toMatchObject({
        httponly: true,
        samesite: 'Lax',
        path: '/',
        'max-age': '86400',
      });
      expect(jar.access_token?.attrs.secure).toBeUndefined();
      expect(jar.user?.attrs.httponly).toBeUndefined();
      expect(JSON.parse(decodeURIComponent(jar.user!.value))).toEqual(body.user);
      expect(jar.signup_profile?.value).toBe('true');
      expect(jar.signup_profile?.attrs.httponly).toBeUndefined();
      expect(jar.csrf_token?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(jar.csrf_token?.attrs.httponly).toBeUndefined();

      const me = await app.inject({
        method: 'GET',
        url: '/api/me',
        headers: bearer(body.tokens.access_token),
      });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({ user: body.user });
    });

    it('stores only an argon2id hash and a SHA-256 of the session token', async () => {
      const app = await ctx.app();
      const u = await registerUser(app);
      const users = await rowsOf<{ email: string; password_hash: string }>(
        app,
        sql`select email, password_hash from nakshatra.users where id = ${u.id}`,
      );
      expect(users[0]!.email).toBe(u.email.toLowerCase());
      expect(users[0]!.password_hash.startsWith('$argon2id$')).toBe(true);
      expect(users[0]!.password_hash).not.toContain(u.password);
      const sessions = await rowsOf<{ token_hash: string }>(
        app,
        sql`select token_hash from nakshatra.sessions where user_id = ${u.id}`,
      );
      expect(sessions.map((r) => r.token_hash)).toEqual([
        createHash('sha256').update(u.token).digest('hex'),
      ]);
    });

    it('rejects a duplicate email in any letter case with 409', async () => {
      const app = await ctx.app();
      const u = await registerUser(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { name: 'Other', email: u.email.toUpperCase(), password: 'another1' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'An account with this email already exists',
        code: 'email_taken',
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it.each([
      [{ email: 'a@b.co', password: 'secret1' }, 'name', 'Name is required'],
      [{ name: '   ', email: 'a@b.co', password: 'secret1' }, 'name', 'Name is required'],
      [{ name: 'A', password: 'secret1' }, 'email', 'Email is required'],
      [{ name: 'A', email: '', password: 'secret1' }, 'email', 'Email is required'],
      [{ name: 'A', email: 'not-an-email', password: 'secret1' }, 'email', 'Invalid email format'],
      [{ name: 'A', email: 'a@b', password: 'secret1' }, 'email', 'Invalid email format'],
      [{ name: 'A', email: 'a b@c.de', password: 'secret1' }, 'email', 'Invalid email format'],
      [{ name: 'A', email: 'a@b.co' }, 'password', 'Password is required'],
      [{ name: 'A', email: 'a@b.co', password: '' }, 'password', 'Password is required'],
      [
        { name: 'A', email: 'a@b.co', password: '12345' },
        'password',
        'Password must be at least 6 characters',
      ],
    ])('validates %j: %s -> %s', async (payload, field, message) => {
      const app = await ctx.app();
      const res = await app.inject({ method: 'POST', url: '/api/register', payload });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('validation_failed');
      expect(body.error).toBe(message);
      expect(body.fields[field]).toBe(message);
    });

    it('reports every invalid field at once', async () => {
      const app = await ctx.app();
      const res = await app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { email: 'x', password: '1' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        name: 'Name is required',
        email: 'Invalid email format',
        password: 'Password must be at least 6 characters',
      });
    });

    it('accepts exactly 6 characters as the shortest password', async () => {
      const app = await ctx.app();
      const res = await app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { name: 'Six', email: uniqueEmail(), password: '123456' },
      });
      expect(res.statusCode).toBe(201);
    });
  });

  describe('login', () => {
    it("signs in with the email in any case and ignores the spec client's empty name", async () => {
      const app = await ctx.app();
      const u = await registerUser(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { name: '', email: u.email.toUpperCase(), password: u.password },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.message).toBe('Login successful');
      expect(body.user).toMatchObject({
        id: u.id,
        email: u.email.toLowerCase(),
        profileComplete: false,
      });
      expect(body.tokens.access_token).not.toBe(u.token);
      const jar = cookiesOf(res);
      expect(jar.access_token?.value).toBe(body.tokens.access_token);
      // The sign-up marker belongs to registration only.
      expect(jar.signup_profile).toBeUndefined();
      // Each session has its own CSRF token.
      expect(jar.csrf_token?.value).not.toBe(u.csrf);
    });

    it('answers a wrong password and an unknown email identically', async () => {
      const app = await ctx.app();
      const u = await registerUser(app);
      const wrong = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: u.email, password: 'wrong-password' },
      });
      const unknown = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: uniqueEmail('nobody'), password: 'wrong-password' },
      });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          error: 'Invalid email or password',
          code: 'invalid_credentials',
        });
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    });

    it('treats passwords as case-sensitive and Unicode-normalized', async () => {
      const app = await ctx.app();
      // 'é' precomposed (U+00E9) at sign-up, decomposed (e + U+0301) at login: same password.
      const u = await registerUser(app, { password: 'caf\u00e9-Secret' });
      const ok = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: u.email, password: 'cafe\u0301-Secret' },
      });
      expect(ok.statusCode).toBe(200);
      const upper = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: u.email, password: 'CAF\u00c9-SECRET' },
      });
      expect(upper.statusCode).toBe(401);
    });

    it.each([
      [{ password: 'secret1' }, 'email', 'Email is required'],
      [{ email: 'nope', password: 'secret1' }, 'email', 'Invalid email format'],
      [{ email: 'a@b.co' }, 'password', 'Password is required'],
      [{ email: 'a@b.co', password: '' }, 'password', 'Password is required'],
    ])('validates %j', async (payload, field, message) => {
      const app = await ctx.app();
      const res = await app.inject({ method: 'POST', url: '/api/login', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        error: message,
        fields: { [field]: message },
      });
    });
  });

  describe('sessions', () => {
    it('register -> me -> logout (spec shape) -> the same token is refused', async () => {
      const app = await ctx.app();
      const u = await registerUser(app);
      const me = await app.inject({ method: 'GET', url: '/api/me', headers: bearer(u.token) });
      expect(me.statusCode).toBe(200);

      // The spec client: Bearer header, JSON content type, empty body.
      const out = await app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { ...bearer(u.token), 'content-type': 'application/json' },
        payload: '',
      });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ message: 'Logout successful' });
      const cleared = cookiesOf(out);
      for (const name of ['access_token', 'user', 'signup_profile', 'csrf_token']) {
        expect(cleared[name]?.value, name).toBe('');
        expect(cleared[name]?.attrs.expires, name).toBe('Thu, 01 Jan 1970 00:00:00 GMT');
      }

      const after = await app.inject({ method: 'GET', url: '/api/me', headers: bearer(u.token) });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({
        error: 'Your session has expired. Please log in again.',
        code: 'unauthorized',
      });
      const again = await app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: bearer(u.token),
      });
      expect(again.statusCode).toBe(401);
    });

    it('logging out one session keeps the others', async () => {
      const app = await ctx.app();
      const u = await registerUser(app);
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: u.email, password: u.password },
      });
      const second = login.json().tokens.access_token as string;
      await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(u.token) });
      expect(
        (await app.inject({ method: 'GET', url: '/api/me', headers: bearer(second) })).statusCode,
      ).toBe(200);
    });

    it('answers guests with token_missing and garbage tokens with unauthorized', async () => {
      const app = await ctx.app();
      for (const url of ['/api/me', '/api/profile']) {
        const guest = await app.inject({ method: 'GET', url });
        expect(guest.statusCode).toBe(401);
        expect(guest.json()).toEqual({
          error: 'Unauthorized: Token missing',
          code: 'token_missing',
        });
      }
      const logout = await app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { 'content-type': 'application/json' },
      });
      expect(logout.statusCode).toBe(401);
      expect(logout.json().code).toBe('token_missing');
      for (const token of ['x', 'A'.repeat(43), "' or 1=1 --"]) {
        const res = await app.inject({
          method: 'GET',
          url: '/api/me',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe('unauthorized');
      }
    });

    it('expires sessions after their lifetime', async () => {
      const app = await ctx.app();
      const u = await registerUser(app);
      await app.db.execute(
        sql`update nakshatra.sessions set expires_at = now() - interval '1 second' where user_id = ${u.id}`,
      );
      const res = await app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { cookie: cookieHeader({ access_token: u.token, user: 'x' }) },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('unauthorized');
      // The dead cookie session is cleared so the SPA stops showing a signed-in user.
      expect(cookiesOf(res).user?.value).toBe('');
      expect(cookiesOf(res).access_token?.value).toBe('');
    });

    it('GET /api/me with the cookie restores a missing csrf_token and user cookie', async () => {
      const app = await ctx.app();
      const u = await registerUser(app);
      const res = await app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { cookie: cookieHeader({ access_token: u.token }) },
      });
      expect(res.statusCode).toBe(200);
      const jar = cookiesOf(res);
      expect(jar.csrf_token?.value).toBe(u.csrf);
      expect(JSON.parse(decodeURIComponent(jar.user!.value))).toMatchObject({
        id: u.id,
        email: u.email.toLowerCase(),
      });
      // Up to date cookies are not re-sent.
      const again = await app.inject({
        method: 'GET',
        url: '/api/me',
        headers: {
          cookie: cookieHeader({
            access_token: u.token,
            csrf_token: u.csrf,
            user: jar.user!.value,
          }),
        },
      });
      expect(again.headers['set-cookie']).toBeUndefined();
    });

    it('marks cookies Secure behind an https proxy when TRUST_PROXY is set', async () => {
      const app = await ctx.build({ trustProxy: true });
      const res = await app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { name: 'Proxy', email: uniqueEmail(), password: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(201);
      for (const c of Object.values(cookiesOf(res))) expect(c.attrs.secure).toBe(true);
      // Without TRUST_PROXY the header is not believed.
      const plain = await ctx.app();
      const res2 = await plain.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { name: 'Proxy', email: uniqueEmail(), password: TEST_PASSWORD },
      });
      for (const c of Object.values(cookiesOf(res2))) expect(c.attrs.secure).toBeUndefined();
    });
  });

  describe('login limits', () => {
    const login = (
      app: Awaited<ReturnType<typeof ctx.app>>,
      email: string,
      password: string,
      remoteAddress = '127.0.0.1',
    ) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress,
        payload: { email, password },
      });

    it('holds back an address after LOGIN_MAX_ATTEMPTS failures, with Retry-After, even for the right password', async () => {
      const app = await ctx.build({ loginMaxAttempts: 3 });
      const u = await registerUser(app);
      for (let i = 0; i < 3; i += 1)
        expect((await login(app, u.email, 'wrong-pass', '203.0.113.20')).statusCode).toBe(401);
      const locked = await login(app, u.email.toUpperCase(), u.password, '203.0.113.20');
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({
        error: 'Too many login attempts. Please wait a few minutes and try again.',
        code: 'too_many_attempts',
      });
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      // Other accounts are unaffected, and existing sessions keep working.
      const other = await registerUser(app);
      expect((await login(app, other.email, other.password, '203.0.113.20')).statusCode).toBe(200);
      expect(
        (await app.inject({ method: 'GET', url: '/api/me', headers: bearer(u.token) })).statusCode,
      ).toBe(200);
    });

    it('does not let a stranger who knows the email lock its owner out (issue 9)', async () => {
      // Before: five wrong passwords from one address locked the account for everyone.
      const app = await ctx.build({ loginMaxAttempts: 5, loginAccountMaxAttempts: 10 });
      const u = await registerUser(app); // registered from 127.0.0.1: a known address
      for (let i = 0; i < 5; i += 1)
        expect((await login(app, u.email, 'wrong-pass', '198.51.100.66')).statusCode).toBe(401);
      expect((await login(app, u.email, u.password, '198.51.100.66')).statusCode).toBe(429);
      // The owner, from a new address (a phone on mobile data) and from home.
      expect((await login(app, u.email, u.password, '203.0.113.99')).statusCode).toBe(200);
      expect((await login(app, u.email, u.password, '127.0.0.1')).statusCode).toBe(200);
    });

    it('stops a burst of parallel guesses from many addresses at the account-wide limit (issue 9)', async () => {
      // Before: 30 parallel wrong passwords, each from its own loopback address, were all
      // checked against the password: the limit was read before any failure was written.
      const app = await ctx.build({ loginMaxAttempts: 5, loginAccountMaxAttempts: 10 });
      const u = await registerUser(app);
      const burst = await Promise.all(
        Array.from({ length: 30 }, (_, i) => login(app, u.email, 'wrong-pass', `127.0.1.${i + 1}`)),
      );
      const statuses = burst.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);
      for (const r of burst.filter((b) => b.statusCode === 429))
        expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      // And from one address: exactly LOGIN_MAX_ATTEMPTS reach the password check.
      const v = await registerUser(app);
      const one = await Promise.all(
        Array.from({ length: 30 }, () => login(app, v.email, 'wrong-pass', '127.0.2.1')),
      );
      expect(one.filter((r) => r.statusCode === 401)).toHaveLength(5);
      // The owners' own address (they registered from it) still gets in during both attacks;
      // a new address does not while the account-wide limit holds.
      expect((await login(app, u.email, u.password, '127.0.0.1')).statusCode).toBe(200);
      expect((await login(app, v.email, v.password, '127.0.0.1')).statusCode).toBe(200);
      expect((await login(app, u.email, u.password, '192.0.2.200')).statusCode).toBe(429);
    });

    it('counts failures for unknown addresses too (no account enumeration)', async () => {
      const app = await ctx.build({ loginMaxAttempts: 2 });
      const email = uniqueEmail('ghost');
      for (let i = 0; i < 2; i += 1) {
        expect(
          (
            await app.inject({
              method: 'POST',
              url: '/api/login',
              payload: { email, password: 'whatever1' },
            })
          ).statusCode,
        ).toBe(401);
      }
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/login',
            payload: { email, password: 'whatever1' },
          })
        ).statusCode,
      ).toBe(429);
    });

    it('forgets failures after a successful login, and after the window', async () => {
      const app = await ctx.build({ loginMaxAttempts: 2, loginWindowMs: 60_000 });
      const u = await registerUser(app);
      const fail = () =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: u.email, password: 'wrong-pass' },
        });
      const good = () =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: u.email, password: u.password },
        });
      expect((await fail()).statusCode).toBe(401);
      expect((await good()).statusCode).toBe(200);
      expect((await fail()).statusCode).toBe(401);
      expect((await good()).statusCode).toBe(200);
      expect((await fail()).statusCode).toBe(401);
      expect((await fail()).statusCode).toBe(401);
      expect((await good()).statusCode).toBe(429);
      // Once the 60 s window (set above) has passed the account may try again: the window's
      // start is moved into the past rather than waited for, so a slow machine cannot let the
      // window run out between the failures above.
      await app.db.execute(
        sql`update nakshatra.login_attempts set window_started_at = now() - interval '2 minutes'`,
      );
      expect((await good()).statusCode).toBe(200);
    });

    it('shares the per-account counter between two app instances on one database', async () => {
      const a = await ctx.build({ loginMaxAttempts: 2 });
      const b = await ctx.build({ loginMaxAttempts: 2 });
      const u = await registerUser(a);
      await a.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: u.email, password: 'wrong-pass' },
      });
      await b.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: u.email, password: 'wrong-pass' },
      });
      const res = await a.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: u.email, password: u.password },
      });
      expect(res.statusCode).toBe(429);
    });

    it('limits login and register requests per client IP', async () => {
      const app = await ctx.build({ authRateLimitPerMin: 3 });
      const attempt = (remoteAddress: string) =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress,
          payload: { email: uniqueEmail(), password: 'wrong-pass' },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt('203.0.113.7')).statusCode).toBe(401);
      const limited = await attempt('203.0.113.7');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        error: 'Too many requests. Please wait a minute and try again.',
        code: 'rate_limited',
      });
      const wait = Number(limited.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      // Another client is not affected.
      expect((await attempt('203.0.113.8')).statusCode).toBe(401);
      // Register has its own counter per IP.
      for (let i = 0; i < 3; i += 1) {
        const r = await app.inject({
          method: 'POST',
          url: '/api/register',
          remoteAddress: '203.0.113.7',
          payload: { name: 'N', email: uniqueEmail(), password: TEST_PASSWORD },
        });
        expect(r.statusCode).toBe(201);
      }
      const r4 = await app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: '203.0.113.7',
        payload: { name: 'N', email: uniqueEmail(), password: TEST_PASSWORD },
      });
      expect(r4.statusCode).toBe(429);
    });
  });
});
