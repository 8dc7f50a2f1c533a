import { describe, expect, it } from 'vitest';
import { testBackends, useBackend } from '../../test/backends.ts';

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

  it('serves OpenAPI generated from the contracts, and the Swagger UI', async () => {
    const app = await ctx.app();
    const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const [path, method] of [
      ['/api/health', 'get'],
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
