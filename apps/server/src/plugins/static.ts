import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LIST_PAGE_SIZE } from '@nakshatra/contracts';
import { AppError, errorMessages } from './errors.ts';
import { createPageRenderer } from './ssr.ts';

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

/** A profile page's slug, as the directory writes them (lower-case words joined by hyphens). */
const PROFILE_PATH = /^\/astroProfile\/([a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?)\/?(?:\?.*)?$/;

const LIST_PATH = /^\/(chat|call)\/?$/;

/**
 * The page's first API call, fetched by the browser while it downloads the app instead of after
 * it has run: for a profile, the astrologer (the page's largest text, its LCP, waits on it); for the Chat and
 * Call lists, their first page of cards.
 * The URL and mode match what the app's `apiRequest` sends (same-origin, cors mode), so the
 * browser reuses the preloaded response.
 */
export function dataPreloadFor(url: string): string | null {
  const profile = PROFILE_PATH.exec(url);
  if (profile) return `/api/consultants/by-slug?slug=${profile[1]}`;
  // The Chat and Call lists with no filter chosen: their first page, in the app's parameter
  // order (web features/astrologers/lib/filters.ts; a browser test checks the app reuses it).
  const list = LIST_PATH.exec(url);
  if (list)
    return `/api/consultants/list-filter?pageNo=0&pageSize=${LIST_PAGE_SIZE}&sort=popular&service=${list[1]}`;
  return null;
}

/**
 * The build's index.html (re-read when the build changes it) with a preload for the page's data.
 * For server rendering, the links to the app's scripts (`data-app-preload`, web
 * vite-app-preload.ts) lose their `rel`: such a page loads them after its first paint.
 */
function htmlWithPreload(root: string) {
  let cached: { mtimeMs: number; html: string } | null = null;
  return (href: string | null, forServerRendering = false): string => {
    const file = path.join(root, 'index.html');
    const mtimeMs = statSync(file).mtimeMs;
    if (!cached || cached.mtimeMs !== mtimeMs)
      cached = { mtimeMs, html: readFileSync(file, 'utf8') };
    // Inert: without `rel` the browser fetches nothing; main.tsx gives it back after the paint.
    const html = forServerRendering
      ? cached.html.replace(/<link rel="modulepreload"( [^>]*data-app-preload)/g, '<link$1')
      : cached.html;
    if (href === null) return html;
    const link = `<link rel="preload" as="fetch" crossorigin href="${href}">`;
    // Vite's page has a head; a bare one gets the link first (the parser puts it in the head).
    return html.includes('</head>')
      ? html.replace('</head>', `  ${link}\n  </head>`)
      : html.replace(/^(<!doctype html>)?/i, `$1${link}`);
  };
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
      // `/` is a page like the others (routes below); other directories fall through to the
      // not-found handler.
      index: false,
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

  const withPreload = htmlWithPreload(root);
  const renderer = built ? createPageRenderer(app, root, app.log) : null;
  /** A page of the app: rendered here where it can be, else the build's page for the browser. */
  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const url = request.url;
    const preload = dataPreloadFor(url);
    // A list page's cards load in the browser; a profile is rendered with its data.
    const rendered = await renderer?.render(
      request,
      withPreload(LIST_PATH.test(url) ? preload : null, true),
    );
    if (rendered) return sendHtml(request, reply, rendered);
    if (preload) return sendHtml(request, reply, withPreload(preload));
    return reply
      .header('cache-control', REVALIDATE)
      .sendFile('index.html', root, { cacheControl: false });
  }
  if (built) app.get('/', sendPage);
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    if (!isApi(url) && wantsHtml(request)) {
      if (!built) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(notBuiltMessage);
      }
      return sendPage(request, reply);
    }
    throw new AppError(404, 'not_found', errorMessages.notFound);
  });
}

/** A page built per request (2-3 KB): compressed here, fast settings, as the build's copy is. */
function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply
    .header('cache-control', REVALIDATE)
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepts)) {
    return reply
      .header('content-encoding', 'br')
      .send(brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (/\bgzip\b/.test(accepts))
    return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}

export default fp(staticPlugin, { name: 'static' });
