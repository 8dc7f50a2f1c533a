import { copyFile, mkdtemp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The web build's own precompression step, so the files served here are the ones a build writes.
import { precompressDir } from '../../../web/vite-precompress.ts';
import { testBackends, useBackend } from '../test/backends.ts';
import { bearer, registerUser, validProfile } from '../test/factories.ts';
import { COMPRESS_THRESHOLD_BYTES } from './compress.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const MAIN = '/assets/index-Dk3f9aQ1.js';

/** A dist laid out as Vite writes it; the main bundle is real minified-size JavaScript. */
async function makeDist(): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'nk-dist-gz-'));
  await mkdir(path.join(dist, 'assets'));
  const require = createRequire(import.meta.url);
  await copyFile(require.resolve('fastify/fastify.js'), path.join(dist, MAIN));
  const head = Array.from({ length: 40 }, (_, i) => `<link rel="modulepreload" href="/a${i}.js">`);
  await writeFile(
    path.join(dist, 'index.html'),
    `<!doctype html><title>Nakshatra</title>${head.join('')}<script type="module" src="${MAIN}"></script><div id="root"></div>`,
  );
  // Vite's build manifest: build metadata for our tests, not a page.
  await mkdir(path.join(dist, '.vite'));
  await writeFile(path.join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"x.js"}}');
  await precompressDir(dist);
  return dist;
}

function get(app: FastifyInstance, url: string, acceptEncoding?: string, accept = '*/*') {
  return app.inject({
    method: 'GET',
    url,
    headers: {
      accept,
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
  });
}

describe('precompressed web assets', () => {
  const ctx = useBackend(testBackends()[0]!);
  let dist: string;
  let original: Buffer;

  beforeAll(async () => {
    dist = await makeDist();
    original = await readFile(path.join(dist, MAIN));
  });
  afterAll(async () => {
    await rm(dist, { recursive: true, force: true });
  });

  it('the build writes brotli and gzip siblings, brotli the smaller', async () => {
    const br = (await stat(path.join(dist, `${MAIN}.br`))).size;
    const gz = (await stat(path.join(dist, `${MAIN}.gz`))).size;
    expect(br).toBeLessThan(gz);
    expect(gz).toBeLessThan(original.length / 2);
  });

  it('negotiates br, then gzip, then identity; the bytes decompress to the file in dist', async () => {
    const app = await ctx.build({ webDistDir: dist });
    const br = await get(app, MAIN, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.rawPayload.length).toBe((await stat(path.join(dist, `${MAIN}.br`))).size);
    expect(brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);

    const gz = await get(app, MAIN, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(original)).toBe(true);

    for (const plain of [await get(app, MAIN, 'identity'), await get(app, MAIN)]) {
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.equals(original)).toBe(true);
    }
    for (const res of [br, gz]) {
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('does not serve build metadata in dot folders (.vite/manifest.json)', async () => {
    const app = await ctx.build({ webDistDir: dist });
    for (const enc of ['br', undefined]) {
      const res = await get(app, '/.vite/manifest.json', enc);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('src/main.tsx');
    }
    // A browser navigation there gets the app (its not-found page), not the manifest.
    const nav = await get(app, '/.vite/manifest.json', 'br', 'text/html');
    expect(brotliDecompressSync(nav.rawPayload).toString()).toContain('<div id="root">');
  });

  it("a profile page's HTML preloads the astrologer's data, compressed and revalidating", async () => {
    const app = await ctx.build({ webDistDir: dist });
    const html = (await readFile(path.join(dist, 'index.html'), 'utf8')).trim();
    const res = await get(app, '/astroProfile/pandit-ravi-shastri', 'gzip, br', 'text/html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const page = brotliDecompressSync(res.rawPayload).toString();
    const link =
      '<link rel="preload" as="fetch" crossorigin href="/api/consultants/by-slug?slug=pandit-ravi-shastri">';
    expect(page).toContain(link);
    // The build's page otherwise, byte for byte.
    expect(page.replace(link, '').replace(/\s+/g, '')).toBe(html.replace(/\s+/g, ''));
    const plain = await get(app, '/astroProfile/pandit-ravi-shastri', undefined, 'text/html');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(link);
  });

  it('index.html and the SPA fallback revalidate, compressed too', async () => {
    const app = await ctx.build({ webDistDir: dist });
    const html = await readFile(path.join(dist, 'index.html'));
    const htmlBr = await readFile(path.join(dist, 'index.html.br'));
    for (const url of ['/', '/horoscope/aries', '/astroProfile/%3Cscript%3E']) {
      const res = await get(app, url, 'br, gzip', 'text/html');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['vary'], url).toMatch(/accept-encoding/i);
      // The build's file itself, not a copy compressed again per request.
      expect(res.rawPayload.equals(htmlBr), url).toBe(true);
      expect(brotliDecompressSync(res.rawPayload).equals(html), url).toBe(true);
    }
  });
});

describe.each(testBackends())('API compression on $name', (backend) => {
  const ctx = useBackend(backend);

  it('compresses JSON above the threshold, keeping no-store and the security headers', async () => {
    const app = await ctx.app();
    const url = '/api/consultants/list-filter';
    const plain = await get(app, url);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const br = await get(app, url, 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe(plain.headers['cache-control']);
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['content-security-policy']).toBeDefined();

    const gz = await get(app, url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());

    const me = await registerUser(app);
    const profile = await app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { ...bearer(me.token), 'accept-encoding': 'br' },
      payload: validProfile(),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
  });

  it('leaves small answers alone', async () => {
    const app = await ctx.app();
    const res = await get(app, '/api/health', 'br, gzip');
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().status).toBe('ok');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('never compresses the assistant stream: Server-Sent Events stay plain text', async () => {
    const app = await ctx.app();
    const u = await registerUser(app);
    await app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: bearer(u.token),
      payload: validProfile(),
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/chat/stream',
      headers: { ...bearer(u.token), 'accept-encoding': 'br, gzip' },
      payload: { question: 'How is my career this year?' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('event: meta\n')).toBe(true);
    expect(res.body.match(/^event: token$/gm)?.length).toBeGreaterThan(20);
  });
});
