import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Below 1 KiB a compressed body saves less than one TCP segment and costs a zlib context; above
 * it JSON shrinks 5-10 times (the astrologer directory, a kundli, the OpenAPI document).
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * On-the-fly compression of responses: API JSON above the threshold, and any static file that has
 * no precompressed sibling. Brotli at quality 4 costs about what gzip 6 does and still wins by
 * 10-20 %; quality 11 belongs to the build, where the web bundle is precompressed once.
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
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

export default fp(compressPlugin, { name: 'compress' });
