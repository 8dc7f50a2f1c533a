import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { PGLITE_EXTENSIONS } from '../../db/client.ts';
import { testBackends, testConfig, testRedisUrl, useBackend } from '../../test/backends.ts';

describe.each(testBackends())('health and docs on $name', (backend) => {
  const ctx = useBackend(backend);

  it('GET /api/health reports the database kind', async () => {
    const app = await ctx.app();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ status: 'ok', db: backend.name, uptimeSec: expect.any(Number) });
    expect(body.uptimeSec).toBeGreaterThanOrEqual(0);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/ready checks the database (and Redis when configured)', async () => {
    const app = await ctx.app();
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', db: backend.name, redis: 'off' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.runIf(testRedisUrl())('GET /api/ready answers 503 when Redis stops answering', async () => {
    const app = await ctx.build({ redisUrl: testRedisUrl() });
    const up = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(up.json()).toEqual({ status: 'ready', db: backend.name, redis: 'ok' });
    // The connection drops and is not retried: as if the Redis host went away.
    app.redis!.disconnect(false);
    const down = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ error: 'Redis unavailable', code: 'internal' });
    const live = await app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    await app.redis!.connect();
    const back = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(back.statusCode).toBe(200);
  });

  it('serves OpenAPI generated from the contracts, and the Swagger UI', async () => {
    const app = await ctx.app();
    const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const [path, method] of [
      ['/api/health', 'get'],
      ['/api/ready', 'get'],
      ['/api/register', 'post'],
      ['/api/login', 'post'],
      ['/api/logout', 'post'],
      ['/api/me', 'get'],
      ['/api/profile', 'get'],
      ['/api/profile', 'put'],
    ]) {
      expect(doc.paths[path!]?.[method!], `${method} ${path}`).toBeDefined();
    }
    const register = doc.paths['/api/register'].post.requestBody.content['application/json'].schema;
    expect(register.required).toEqual(['name', 'email', 'password']);
    expect(register.properties.password.minLength).toBe(6);
    const profile = doc.paths['/api/profile'].put.requestBody.content['application/json'].schema;
    expect(profile.properties.latitude).toMatchObject({ type: 'number' });

    const ui = await app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { accept: 'text/html' },
    });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/^text\/html/);
    expect(ui.body).toContain('swagger-ui');
    // The UI loads only same-origin external scripts, so the app's strict CSP fits it.
    expect(ui.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});

describe('liveness without the database', () => {
  it('GET /api/health answers while the database is closed; GET /api/ready fails', async () => {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const app = await buildApp({ ...testConfig, database: { kind: 'pglite-client', client } });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      await client.close();
      const live = await app.inject({ method: 'GET', url: '/api/health' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toMatchObject({ status: 'ok', db: 'pglite' });
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ error: 'Database unavailable', code: 'internal' });
      expect(ready.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close().catch(() => {});
    }
  });
});
