import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers and CORS.
 *
 * CSP fits the built Vite SPA: bundles and fonts are self-hosted (no CDN is reachable offline),
 * React's `style` props need 'unsafe-inline' for styles only, avatars may be data:/blob: URLs.
 * No `upgrade-insecure-requests`: the embedded server is often opened over plain http on a LAN
 * address, where upgrading every asset to https would break the page.
 */
export const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'", 'blob:'],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
  },
};

async function securityPlugin(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy,
    // The API serves JSON and the SPA; nothing is embedded cross-origin.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  const allowed = new Set(app.config.corsOrigins);
  await app.register(cors, {
    // Exactly the configured origins; with none configured, no CORS headers at all.
    origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin.toLowerCase())),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'X-CSRF-Token'],
    exposedHeaders: ['Retry-After'],
    // 10 minutes: browsers cap preflight caching near this anyway (Chromium: 2 hours max).
    maxAge: 600,
  });

  // No cache may keep an API answer unless its route says so (OWASP REST Security: sensitive
  // responses carry `no-store`): tokens from login and register, /api/me, the profile. A response
  // that sets a cookie is never stored, whatever its route asked for.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    if (reply.hasHeader('set-cookie') || !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}

export default fp(securityPlugin, { name: 'security' });
