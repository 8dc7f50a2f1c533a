import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, errorMessages } from './errors.ts';

/** Vite names files in assets/ by content hash, so they can be cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon, robots.txt) revalidates so a new deploy shows at once. */
const REVALIDATE = 'no-cache';

export const notBuiltMessage =
  'The web app is not built yet. Run `npm run build` (or `npm start`, which builds it first) and restart the server.\n';

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html');
}

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Serves the built SPA from WEB_DIST_DIR, and answers everything no route matched:
 * JSON 404 under /api, index.html for browser navigations (client-side routes), 404 otherwise.
 */
async function staticPlugin(app: FastifyInstance) {
  const root = app.config.webDistDir;
  const built = existsSync(path.join(root, 'index.html'));

  if (built) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      // `/` itself is the SPA; other directories fall through to the not-found handler below.
      index: ['index.html'],
      redirect: false,
      cacheControl: false,
      // The build writes `.br` and `.gz` beside each text asset (apps/web/vite-precompress.ts):
      // brotli, then gzip, then the file itself by Accept-Encoding, with `Vary: Accept-Encoding`.
      preCompressed: true,
      // Dot folders hold build metadata (Vite's .vite/manifest.json lists every source path):
      // not pages, so they fall through to the not-found handler.
      allowedPath: (pathName) => !pathName.split('/').some((segment) => segment.startsWith('.')),
      setHeaders: (reply, filePath) => {
        const rel = path.relative(root, filePath).split(path.sep);
        reply.header('cache-control', rel[0] === 'assets' ? IMMUTABLE : REVALIDATE);
      },
    });
  } else {
    app.log.warn({ webDistDir: root }, 'web app not built: / will explain how to build it');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    if (!isApi(url) && wantsHtml(request)) {
      if (!built) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(notBuiltMessage);
      }
      return reply
        .header('cache-control', REVALIDATE)
        .sendFile('index.html', root, { cacheControl: false });
    }
    throw new AppError(404, 'not_found', errorMessages.notFound);
  });
}

export default fp(staticPlugin, { name: 'static' });
