import { createHash } from 'node:crypto';
import {
  apiErrorSchema,
  astrologerMediaParamsSchema,
  directoryMessages,
} from '@nakshatra/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/errors.ts';
import { albumSvg } from './album.ts';
import { avatarSvg } from './avatar.ts';
import { type ParsedPicId, parsePicId } from '../../lib/media/pic-id.ts';

/**
 * A picture never changes under its id (it is generated from the id alone), so browsers and
 * proxies may keep it for a year without asking again (RFC 8246 `immutable`).
 */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * An SVG is a document that can carry script: opened on its own (a user following the image
 * URL) it must not run any, load anything or be framed. Inline styles are all the artworks use.
 */
export const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/**
 * Generated pictures kept in memory: an avatar takes about 30 us to draw and an album artwork
 * about 110 us (measured), and a list page shows 18 avatars that every visitor loads. 2,000
 * entries of 3-8 KB stay under 16 MB.
 */
const CACHE_MAX = 2_000;

type Picture = { svg: string; etag: string };

type Rows = { rows: unknown[] };

/** GET /api/media/astrologers/:picId: the generated SVG of an avatar or album picture. */
export default async function mediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const cache = new Map<string, Picture>();

  /** Whether the seeded directory has this picture (ids beyond it, or an album slot it lacks: no). */
  async function seeded(p: ParsedPicId): Promise<boolean> {
    const res = (await app.db.execute(
      p.kind === 'avatar'
        ? sql`select 1 from nakshatra.astrologers where id = ${p.astrologerId}`
        : sql`select 1 from nakshatra.astrologer_album
              where astrologer_id = ${p.astrologerId} and position = ${p.index}`,
    )) as unknown as Rows;
    return res.rows.length > 0;
  }

  function draw(picId: string, p: ParsedPicId): Picture {
    const hit = cache.get(picId);
    if (hit) return hit;
    const svg = p.kind === 'avatar' ? avatarSvg(picId) : albumSvg(picId);
    // A strong validator from the bytes themselves: it changes exactly when the drawing does.
    const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
    const picture = { svg, etag };
    if (cache.size >= CACHE_MAX) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(picId, picture);
    return picture;
  }

  app.get(
    '/media/astrologers/:picId',
    {
      schema: {
        tags: ['media'],
        summary: "An astrologer's avatar (a-000123) or album picture (al-000123-2), as SVG",
        params: astrologerMediaParamsSchema,
        response: { 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { picId } = request.params;
      const parsed = parsePicId(picId);
      if (!parsed || !(await seeded(parsed))) {
        throw new AppError(404, 'not_found', directoryMessages.pictureNotFound);
      }
      const picture = draw(picId, parsed);
      // The typed reply only knows the JSON 404; the image and the 304 are not JSON.
      const raw = reply as unknown as FastifyReply;
      raw
        .header('cache-control', MEDIA_CACHE_CONTROL)
        .header('etag', picture.etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', MEDIA_CSP)
        // The SPA shows these from its own origin; nothing else needs to embed them.
        .header('cross-origin-resource-policy', 'same-origin');
      const match = request.headers['if-none-match'];
      if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === picture.etag)) {
        return raw.code(304).send();
      }
      return raw.type('image/svg+xml; charset=utf-8').send(picture.svg);
    },
  );
}
