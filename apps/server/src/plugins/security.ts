import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

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

export const helmetOptions: Readonly<HelmetOptions> = {
  contentSecurityPolicy,
  // The API serves JSON and the SPA; nothing is embedded cross-origin.
  crossOriginResourcePolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * The headers helmet sets with `options`, found once by running its middleware against a
 * response that only records them. Our options hold no per-request values (no nonces), so every
 * response gets the same headers; @fastify/helmet instead rebuilt the middleware, CSP parsing
 * included, on every request: about a tenth of the CPU of a cached directory page (profiled).
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * With Razorpay on (env RAZORPAY_*), its Checkout runs in our page: its script, the frames and
 * the calls it makes to Razorpay's domains are allowed, and nothing else is added.
 */
export function helmetOptionsFor(razorpay: { checkoutUrl: string } | null): Readonly<HelmetOptions> {
  if (razorpay === null) return helmetOptions;
  const script = new URL(razorpay.checkoutUrl).origin;
  const razorpayHosts = [script, 'https://api.razorpay.com', 'https://*.razorpay.com'];
  const d = contentSecurityPolicy.directives;
  return {
    ...helmetOptions,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...d,
        scriptSrc: [...d.scriptSrc, script],
        frameSrc: razorpayHosts,
        connectSrc: [...d.connectSrc, ...razorpayHosts],
        imgSrc: [...d.imgSrc, ...razorpayHosts],
      },
    },
  };
}

async function securityPlugin(app: FastifyInstance) {
  const headers = securityHeaders(helmetOptionsFor(app.config.razorpay));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  // With no CORS_ORIGINS nothing is allowed cross-origin: no hook at all (a preflight gets the
  // same 404 it got from the plugin with every origin refused, and no response varies by Origin).
  const allowed = new Set(app.config.corsOrigins);
  if (allowed.size > 0) {
    await app.register(cors, {
      // Exactly the configured origins.
      origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin.toLowerCase())),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Content-Type', 'Authorization', 'X-CSRF-Token'],
      exposedHeaders: ['Retry-After'],
      // 10 minutes: browsers cap preflight caching near this anyway (Chromium: 2 hours max).
      maxAge: 600,
    });
  }

  // No cache may keep an API answer unless its route says so (OWASP REST Security: sensitive
  // responses carry `no-store`): tokens from login and register, /api/me, the profile. A response
  // that sets a cookie is never stored, whatever its route asked for.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      request.url.startsWith('/api/') &&
      (reply.hasHeader('set-cookie') || !reply.hasHeader('cache-control'))
    )
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

export default fp(securityPlugin, { name: 'security' });
