import { createHash } from 'node:crypto';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants as zlibConstants,
  gzipSync,
} from 'node:zlib';
import compress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

/**
 * Below 1 KiB a compressed body saves less than one TCP segment and costs a zlib context; above
 * it JSON shrinks 4-17 times (a directory page of 18 KB to 4.3 KB, the OpenAPI document 17 times).
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli at quality 4: measured on an 18 KB directory page it took 0.38 ms against gzip 6's
 * 1.09 ms for the same 4.3 KB, and on the 163 KB OpenAPI document 1.5 ms for 9.5 KB against
 * 2.9 ms for 10.5 KB. Quality 11 belongs to the build, which compresses the web bundle once.
 */
const BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * On-the-fly compression of responses: API JSON above the threshold, and any static file that has
 * no precompressed sibling. Routes that answer with a `PreparedJson` (below) turn it off with the
 * route option `compress: false`: their bodies are compressed once, not per request.
 *
 * The assistant's `POST /api/chat/stream` hijacks its reply and writes Server-Sent Events to the
 * socket itself, so no onSend hook (this one included) ever buffers or compresses a token.
 * Requests are not decompressed: no client sends compressed bodies, and accepting them would let
 * a 64 KiB body inflate far past the body limit.
 */
async function compressPlugin(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI_OPTIONS,
  });
}

export default fp(compressPlugin, { name: 'compress' });

/**
 * A JSON answer serialised once and sent many times (the directory's cached pages): a validator
 * and either its brotli form (every browser asks for brotli) or, below the compression
 * threshold, its text. Sending one costs a header lookup and a socket write: no serialising, no
 * compressing. Only brotli is kept of a large answer: an 18 KB page is 3.8 KB, so a cache holds
 * almost six times as many; the few clients that take no brotli get the text back from it
 * (about 30 us), and gzip made per request, as the plugin above would.
 */
export interface PreparedJson {
  /** The UTF-8 text; null when `br` holds it. */
  readonly text: Buffer | null;
  /** Brotli of the text; null below the compression threshold. */
  readonly br: Buffer | null;
  /** Weak: the same for every content coding of the text (RFC 9110, 8.8.1). */
  readonly etag: string;
}

/**
 * Brotli quality 3 with the text's size as a hint: measured on an 18 KB directory page, 0.08-0.09
 * ms for 3,815 bytes against quality 4's 0.12-0.14 ms for 3,680. A page built from memory is
 * mostly this compression, and most pages of the long tail are sent once or twice: 135 bytes
 * (4 %) buy a third of its CPU. Compressed here, on the event loop: libuv's thread pool would
 * seem cheaper, but zlib's stream machinery around it cost the event loop 0.39 ms per page
 * against 0.20 ms for compressing in place.
 */
const PREPARED_BROTLI_QUALITY = 3;

export function prepareJson(json: string): PreparedJson {
  const text = Buffer.from(json, 'utf8');
  const etag = `W/"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  if (text.length < COMPRESS_THRESHOLD_BYTES) return { text, br: null, etag };
  const br = brotliCompressSync(text, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: PREPARED_BROTLI_QUALITY,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: text.length,
    },
  });
  return { text: null, br, etag };
}

/** The UTF-8 text of a prepared answer. */
export function preparedText(body: PreparedJson): Buffer {
  return body.text ?? brotliDecompressSync(body.br!);
}

/** The bytes a prepared answer holds, for caches that bound memory. */
export function preparedJsonBytes(body: PreparedJson): number {
  return (body.text?.length ?? 0) + (body.br?.length ?? 0);
}

type Coding = 'br' | 'gzip' | 'identity';

// Accept-Encoding values repeat (each browser sends its own fixed string); the cache is bounded so
// a client sending random ones cannot grow memory.
const codings = new LRUCache<string, Coding>({ max: 500 });

/** The coding to send: brotli, then gzip, as the client accepts them (q-values honoured). */
function codingFor(acceptEncoding: string | undefined): Coding {
  if (!acceptEncoding) return 'identity';
  let coding = codings.get(acceptEncoding);
  if (coding === undefined) {
    const negotiated = negotiate(acceptEncoding, ['br', 'gzip']);
    coding = negotiated === 'br' || negotiated === 'gzip' ? negotiated : 'identity';
    codings.set(acceptEncoding, coding);
  }
  return coding;
}

/** True when If-None-Match names this ETag (weak comparison, as GET requires: RFC 9110, 13.1.2). */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.slice(2);
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return (t.startsWith('W/') ? t.slice(2) : t) === opaque;
  });
}

/**
 * Sends a prepared JSON answer: 304 when the client holds it already, else the coding the client
 * prefers (brotli, then gzip, then the text), with `Vary: Accept-Encoding` either way, so a
 * shared cache keeps each coding apart.
 */
export function sendPreparedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PreparedJson,
  cacheControl: string,
): FastifyReply {
  // CORS may have said `Vary: Origin` already: add to it, not over it.
  const vary = reply.getHeader('vary');
  reply
    .header('cache-control', cacheControl)
    .header('etag', body.etag)
    .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  if (notModified(request, body.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const coding = body.br === null ? 'identity' : codingFor(request.headers['accept-encoding']);
  if (coding === 'br') return reply.header('content-encoding', 'br').send(body.br);
  const text = preparedText(body);
  if (coding === 'identity') return reply.send(text);
  return reply.header('content-encoding', 'gzip').send(gzipSync(text));
}
