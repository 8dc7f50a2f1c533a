import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends, useBackend } from '../test/backends.ts';
import {
  bearer,
  expectSafeError,
  registerUser,
  uniqueEmail,
  validProfile,
} from '../test/factories.ts';
import { helmetOptions } from './security.ts';

describe.each(testBackends())('HTTP hardening on $name', (backend) => {
  const ctx = useBackend(backend);

  describe('CORS', () => {
    it('sends no CORS headers when CORS_ORIGINS is unset', async () => {
      const app = await ctx.app();
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/api/me',
        headers: {
          origin: 'https://client.example',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      const get = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://client.example' },
      });
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('allows exactly the CORS_ORIGINS list, with credentials and the Authorization header', async () => {
      const app = await ctx.build({
        corsOrigins: ['https://client.example', 'http://localhost:5173'],
      });
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/api/profile',
        headers: {
          origin: 'https://client.example',
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('https://client.example');
      expect(preflight.headers['access-control-allow-credentials']).toBe('true');
      expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
        'authorization',
      );
      expect(String(preflight.headers['access-control-allow-methods'])).toContain('PUT');

      // A client written for the spec on another origin: register, then Bearer calls.
      const reg = await app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { origin: 'http://localhost:5173' },
        payload: { name: 'Cross', email: uniqueEmail(), password: 'secret12' },
      });
      expect(reg.statusCode).toBe(201);
      expect(reg.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      const token = reg.json().tokens.access_token as string;
      const me = await app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { origin: 'https://client.example', ...bearer(token) },
      });
      expect(me.statusCode).toBe(200);
      expect(me.headers['access-control-allow-origin']).toBe('https://client.example');
      expect(String(me.headers.vary)).toContain('Origin');

      for (const origin of [
        'https://evil.example',
        'https://client.example.evil.example',
        'http://client.example',
      ]) {
        const other = await app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
        expect(other.headers['access-control-allow-origin'], origin).toBeUndefined();
      }
    });
  });

  it('sets security headers with a CSP fit for the SPA', async () => {
    const app = await ctx.app();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob:",
      'font-src': "'self' data:",
      'connect-src': "'self'",
      'frame-ancestors': "'none'",
      'object-src': "'none'",
      'base-uri': "'self'",
    });
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it("sends on every answer exactly the headers helmet's own middleware sets per request", async () => {
    // The reference: helmet run per request on a bare node:http server, as @fastify/helmet did
    // before the headers were computed once at start-up.
    const bare = createServer((req, res) =>
      helmet(helmetOptions)(req, res, () => {
        res.end('{}');
      }),
    );
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = bare.address() as AddressInfo;
      const reference = (await fetch(`http://127.0.0.1:${port}/`)).headers;
      const names = [...reference.keys()].filter(
        (n) => !['connection', 'content-length', 'date', 'keep-alive'].includes(n),
      );
      expect(names.length).toBeGreaterThan(8);
      const app = await ctx.app();
      for (const url of [
        '/api/health',
        '/api/consultants/list-filter',
        '/api/no-such-route',
        '/api/me',
      ]) {
        const res = await app.inject({ method: 'GET', url });
        for (const name of names) {
          expect(res.headers[name], `${url} ${name}`).toBe(reference.get(name));
        }
      }
    } finally {
      await new Promise((resolve) => bare.close(resolve));
    }
  });

  describe('caching', () => {
    it('marks every answer that carries a token or personal data no-store (issue 9)', async () => {
      const app = await ctx.app();
      const email = uniqueEmail('cache');
      const register = await app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { name: 'Cache Test', email, password: 'secret12' },
      });
      expect(register.statusCode).toBe(201);
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: 'secret12' },
      });
      expect(login.statusCode).toBe(200);
      const token = login.json().tokens.access_token as string;
      const saved = await app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: bearer(token),
        payload: validProfile(),
      });
      const responses = {
        register,
        login,
        'failed login': await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email, password: 'wrong-pass' },
        }),
        me: await app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) }),
        'profile save': saved,
        profile: await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) }),
        'me without a session': await app.inject({ method: 'GET', url: '/api/me' }),
        logout: await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) }),
      };
      for (const [name, res] of Object.entries(responses)) {
        expect(res.statusCode, name).toBeLessThan(500);
        expect(res.headers['cache-control'], name).toBe('no-store');
      }
    });

    it('leaves public, cacheable answers as their routes set them', async () => {
      const app = await ctx.app();
      const list = await app.inject({ method: 'GET', url: '/api/consultants/list-filter' });
      expect(list.statusCode).toBe(200);
      expect(list.headers['cache-control']).toMatch(/max-age=\d+/);
    });
  });

  describe('hostile input', () => {
    const huge = 'x'.repeat(100 * 1024);
    const bodies: Array<[string, string, string?]> = [
      ['invalid JSON', '{"name": "a",'],
      ['single quotes', "{'email': 'a@b.co'}"],
      ['array', '[]'],
      ['array of objects', '[{"email":"a@b.co","password":"secret1"}]'],
      ['string', '"hello"'],
      ['number', '42'],
      ['null', 'null'],
      ['true', 'true'],
      ['wrong types', JSON.stringify({ name: 123, email: ['a@b.co'], password: { $gt: '' } })],
      ['operator object', JSON.stringify({ email: { $ne: null }, password: { $ne: null } })],
      [
        'prototype pollution',
        '{"__proto__": {"isAdmin": true}, "email": "a@b.co", "password": "secret1"}',
      ],
      ['constructor pollution', '{"constructor": {"prototype": {"x": 1}}}'],
      ['100 KB string', JSON.stringify({ name: huge, email: `${huge}@x.com`, password: huge })],
      ['100 KB of whitespace', `${' '.repeat(100 * 1024)}{}`],
      ['deep nesting', `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
      ['NUL character', JSON.stringify({ name: 'a\u0000b', email: 'a@b.co', password: 'secret1' })],
      [
        'lone surrogate',
        '{"name": "\\ud800", "email": "a@b.co", "password": "secret1", "latitude": 1e400}',
      ],
      ['huge number', JSON.stringify({ latitude: 1e308 * 10 }).replace('null', '1e400')],
      ['form encoded', 'email=a%40b.co&password=secret1', 'application/x-www-form-urlencoded'],
      ['plain text', 'hello', 'text/plain'],
      ['xml', '<x/>', 'application/xml'],
      ['multipart', '--b\r\n\r\n--b--', 'multipart/form-data; boundary=b'],
      ['json with charset', '{bad', 'application/json; charset=utf-8'],
    ];

    it.each(bodies)(
      '%s: a clear 4xx, never a 500 or a stack trace',
      async (_label, payload, contentType = 'application/json') => {
        const app = await ctx.app();
        const u = await registerUser(app);
        const targets = [
          { method: 'POST' as const, url: '/api/register', headers: {} },
          { method: 'POST' as const, url: '/api/login', headers: {} },
          { method: 'PUT' as const, url: '/api/profile', headers: bearer(u.token) },
        ];
        for (const t of targets) {
          const res = await app.inject({
            ...t,
            headers: { ...t.headers, 'content-type': contentType },
            payload,
          });
          expectSafeError(res);
          expect(res.statusCode, `${t.url} ${res.body}`).toBeGreaterThanOrEqual(400);
        }
      },
    );

    it('maps each kind of bad body to its own status and code', async () => {
      const app = await ctx.app();
      const post = (payload: string, contentType = 'application/json') =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': contentType },
          payload,
        });
      const invalid = await post('{oops');
      expectSafeError(invalid, 400);
      expect(invalid.json()).toEqual({ error: 'Invalid JSON body', code: 'invalid_json' });
      const tooBig = await post(JSON.stringify({ email: 'a@b.co', password: huge }));
      expectSafeError(tooBig, 413);
      expect(tooBig.json().code).toBe('payload_too_large');
      const text = await post('hi', 'text/plain');
      expectSafeError(text, 415);
      const array = await post('[]');
      expectSafeError(array, 400);
      expect(array.json()).toMatchObject({
        code: 'validation_failed',
        error: 'Request body must be a JSON object',
      });
      const empty = await post('');
      expectSafeError(empty, 400);
      expect(empty.json().code).toBe('validation_failed');
      const proto = await post('{"__proto__": {"x": 1}}');
      expectSafeError(proto, 400);
      expect(proto.json().code).toBe('invalid_json');
      const unknown = await post(
        JSON.stringify({ email: 'a@b.co', password: 'secret1', role: 'admin' }),
      );
      expectSafeError(unknown, 400);
      expect(unknown.json()).toMatchObject({
        code: 'validation_failed',
        fields: { role: 'Unknown field' },
      });
      const nul = await post(JSON.stringify({ email: 'a@b.co', password: 'sec\u0000ret1' }));
      expectSafeError(nul, 400);
    });

    it('fits 50 KB under the limit but reports the field limit', async () => {
      const app = await ctx.app();
      const res = await app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { name: 'n'.repeat(50 * 1024), email: uniqueEmail(), password: 'secret12' },
      });
      expectSafeError(res, 400);
      expect(res.json().fields.name).toBe('Name must be at most 80 characters');
    });

    it('stores markup and SQL-looking text verbatim and returns it as JSON text', async () => {
      const app = await ctx.app();
      const name = `<script>alert("x")</script> Robert'); DROP TABLE users;--`;
      const email = `o'brien+${Date.now()}@example.com`;
      const u = await registerUser(app, { name, email, password: "' OR '1'='1" });
      const me = await app.inject({ method: 'GET', url: '/api/me', headers: bearer(u.token) });
      expect(me.headers['content-type']).toMatch(/^application\/json/);
      expect(me.json().user.name).toBe(name);
      expect(me.json().user.email).toBe(email);
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: "' OR '1'='1" },
      });
      expect(login.statusCode).toBe(200);
      const injection = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: `x'OR'1'='1@x.com`, password: "' OR '1'='1" },
      });
      expect(injection.statusCode).toBe(401);
      const put = await app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: bearer(u.token),
        payload: validProfile({
          name,
          location_name: `"; DELETE FROM nakshatra.profiles; --<img src=x onerror=alert(1)>`,
        }),
      });
      expect(put.statusCode).toBe(200);
      expect(put.json().data.location_name).toBe(
        `"; DELETE FROM nakshatra.profiles; --<img src=x onerror=alert(1)>`,
      );
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });

    it('answers unknown API routes and methods with JSON 404', async () => {
      const app = await ctx.app();
      for (const [method, url] of [
        ['GET', '/api/nope'],
        ['POST', '/api/nope'],
        ['DELETE', '/api/profile'],
        ['GET', '/api'],
        ['PUT', '/api/login'],
      ] as const) {
        const res = await app.inject({ method, url, headers: { accept: 'text/html' } });
        expectSafeError(res, 404);
        expect(res.json()).toEqual({ error: 'Not found', code: 'not_found' });
      }
    });

    it('never leaks internals when something unexpected fails', async () => {
      // A separate app whose database handle fails with a message full of internals.
      const app = await ctx.build();
      const u = await registerUser(app);
      const boom = () => {
        throw new Error(
          'relation "x" failed at Object.<anonymous> (/work/main/apps/server/src/x.ts:1:1)',
        );
      };
      app.db.select = boom as unknown as typeof app.db.select;
      app.db.execute = boom as unknown as typeof app.db.execute;
      const me = await app.inject({ method: 'GET', url: '/api/me', headers: bearer(u.token) });
      expect(me.statusCode).toBe(500);
      expect(me.json()).toEqual({ error: 'Something went wrong!', code: 'internal' });
      // Readiness reports the failing database without its message; liveness never asks it.
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ error: 'Database unavailable', code: 'internal' });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      for (const res of [me, ready])
        expect(res.body).not.toMatch(/work|\.ts|Object\.<anonymous>|relation/);
    });
  });
});

describe('static SPA', () => {
  let dist: string;
  const ctxs = testBackends()
    .slice(0, 1)
    .map((b) => useBackend(b));
  const ctx = ctxs[0]!;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'nk-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Nakshatra</title><div id="root"></div>',
    );
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  afterAll(async () => {
    await rm(dist, { recursive: true, force: true });
  });

  it('serves index.html for client routes, hashed assets immutable, other files revalidated', async () => {
    const app = await ctx.build({ webDistDir: dist });
    for (const url of ['/', '/login', '/astroProfile/some-slug', '/horoscope/1?x=1']) {
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    const missing = await app.inject({
      method: 'GET',
      url: '/assets/missing.js',
      headers: { accept: '*/*' },
    });
    expect(missing.statusCode).toBe(404);
    const traversal = await app.inject({
      method: 'GET',
      url: '/assets/..%2f..%2f..%2fetc%2fpasswd',
      headers: { accept: '*/*' },
    });
    expect(traversal.statusCode).toBe(404);
    expect(traversal.body).not.toContain('root:');
    // API routes are never shadowed by the SPA.
    const api = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { accept: 'text/html' },
    });
    expect(api.json().status).toBe('ok');
  });

  it('explains how to build when the dist directory is missing', async () => {
    const app = await ctx.build({ webDistDir: path.join(dist, 'not-there') });
    const res = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('npm run build');
  });
});
