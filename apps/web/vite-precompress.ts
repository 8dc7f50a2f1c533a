import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats only: woff2, png and jpeg are compressed already, a second pass only costs CPU. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

/**
 * Below this a compressed copy saves less than a TCP packet, and the server then streams the
 * original anyway (the same 1 KiB threshold as the API's on-the-fly compression).
 */
const MIN_BYTES = 1024;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => COMPRESSIBLE.test(file));
}

/** Writes `<file>.br` and `<file>.gz` beside the file, each only when it is smaller. */
async function compressFile(file: string): Promise<void> {
  const original = await readFile(file);
  if (original.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    // Quality 11 and level 9: the slowest settings cost about a second per build, once, and every
    // visitor downloads the smallest file.
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < original.length ? writeFile(`${file}.br`, br) : undefined,
    gz.length < original.length ? writeFile(`${file}.gz`, gz) : undefined,
  ]);
}

/** Adds `.br` and `.gz` siblings to every text file under `dir` (the server's tests call it too). */
export async function precompressDir(dir: string): Promise<void> {
  const files = await listFiles(dir);
  await Promise.all(files.map(compressFile));
}

/**
 * Precompresses the built app (brotli and gzip siblings of every text asset) so the server sends
 * them by content negotiation (@fastify/static `preCompressed`) instead of compressing the same
 * bundle again on every request. Runs after the bundle is written; dev and vitest never run it.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'nakshatra:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
