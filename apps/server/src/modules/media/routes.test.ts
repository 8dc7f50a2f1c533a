import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { testBackends, useBackend } from '../../test/backends.ts';
import { expectSafeError } from '../../test/factories.ts';
import { generateAstrologers } from '../../db/seed/directory/generate.ts';
import { albumSvg } from './album.ts';
import { avatarSvg } from './avatar.ts';

// The test directory holds astrologers 1-200 (test/backends.ts).
const SEEDS = [...generateAstrologers(200)];
const withShortAlbum = SEEDS.find((s) => s.albumPicIds.length > 0 && s.albumPicIds.length < 6)!;
const withoutAlbum = SEEDS.find((s) => s.albumPicIds.length === 0)!;

describe.each(testBackends())('GET /api/media/astrologers/:picId on $name', (backend) => {
  const ctx = useBackend(backend);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.app();
  });
  const get = (picId: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/media/astrologers/${picId}`, headers });

  it('serves the avatar as cacheable, locked-down SVG', async () => {
    const res = await get('a-000123');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.body).toBe(avatarSvg('a-000123'));
    expect(res.body.startsWith('<svg')).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(res.headers['content-security-policy']);
    expect(csp.split(/;\s*/)).toEqual(
      expect.arrayContaining(["default-src 'none'", "style-src 'unsafe-inline'"]),
    );
    expect(csp).not.toMatch(/script-src|unsafe-eval/);
    // A strong ETag derived from the bytes: the same picture always has the same one.
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const digest = createHash('sha256').update(res.body).digest('base64url').slice(0, 27);
    expect(etag).toBe(`"${digest}"`);
    expect((await get('a-000123')).headers.etag).toBe(etag);
    expect((await get('a-000124')).headers.etag).not.toBe(etag);
  });

  it('serves album pictures the astrologer has', async () => {
    const picId = withShortAlbum.albumPicIds.at(-1)!;
    const res = await get(picId);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(albumSvg(picId));
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('a-000007');
    const etag = String(first.headers.etag);
    const again = await get('a-000007', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get('a-000007', { 'if-none-match': `"nope", W/${etag}` })).statusCode).toBe(304);
    expect((await get('a-000007', { 'if-none-match': '"nope"' })).statusCode).toBe(200);
  });

  it.each([
    ['a-000201', 'beyond the seeded directory'],
    ['a-999999999', 'beyond the seeded directory'],
    [
      `al-${String(withShortAlbum.id).padStart(6, '0')}-${withShortAlbum.albumPicIds.length + 1}`,
      'an album slot the astrologer lacks',
    ],
    [`al-${String(withoutAlbum.id).padStart(6, '0')}-1`, 'an astrologer without an album'],
    ['al-000201-1', 'an album beyond the seeded directory'],
    ['a-1', 'unpadded'],
    ['a-0000001', 'over-padded'],
    ['A-000001', 'upper case'],
    ['a-000000', 'id zero'],
    ['a-000001.svg', 'an extension'],
    ['al-000001-7', 'album index 7'],
    ['al-000001', 'an album id without index'],
    ['a-000001-1', 'an avatar id with an index'],
    ['..%2F..%2Fetc%2Fpasswd', 'a path'],
    ['%00', 'a NUL'],
    ['x'.repeat(65), 'a long id'],
  ])('answers 404 for %s (%s)', async (picId) => {
    const res = await get(picId);
    expectSafeError(res, 404);
    expect(res.json().code).toBe('not_found');
  });
});
