import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import ipaddr from 'ipaddr.js';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from './errors.ts';

/** What modules may record, without knowing prom-client (they share through plugins). */
export interface AppMetrics {
  /**
   * How late the billing loop charged a minute: the time from the minute's start (when it
   * became due) to its charge, in milliseconds.
   */
  billingLag: { observe(lagMs: number): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export const metricsMessages = {
  unauthorized: 'Metrics need the bearer token',
  forbidden: 'Metrics are served to this host only',
} as const;

/**
 * Seconds, Prometheus' base unit. From 5 ms (a cached directory page) to 10 s (the slowest
 * assistant answer without streaming); anything slower is an incident whatever its bucket.
 */
const LATENCY_BUCKETS_SEC = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** The loop runs every second: under 1 s is on time, over a minute means a minute went late. */
const BILLING_LAG_BUCKETS_SEC = [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120];

function isLoopback(address: string | undefined): boolean {
  if (!address || !ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'loopback';
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]!);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * With METRICS_TOKEN: the bearer token, from anywhere. Without: loopback only, and not through
 * a proxy on this host (a forwarded request comes from the proxy's loopback address but on behalf
 * of somebody else).
 */
function guard(token: string | null) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (token !== null) {
      if (tokenMatches(request.headers.authorization, token)) return;
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError(401, 'unauthorized', metricsMessages.unauthorized);
    }
    const proxied =
      request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    if (!proxied && isLoopback(request.socket.remoteAddress) && isLoopback(request.ip)) return;
    throw new AppError(403, 'forbidden', metricsMessages.forbidden);
  };
}

/** Gauges read when Prometheus scrapes: sockets in memory, consultations by one indexed count. */
function scrapeGauges(app: FastifyInstance, registry: Registry) {
  new Gauge({
    name: 'nakshatra_socket_connections',
    help: 'Socket.IO connections open on this instance',
    registers: [registry],
    collect() {
      this.set(app.hasDecorator('realtime') ? app.realtime.io.engine.clientsCount : 0);
    },
  });
  new Gauge({
    name: 'nakshatra_consultations_active',
    help: 'Consultations in progress (status active), across all instances',
    registers: [registry],
    async collect() {
      try {
        // consultations_astrologer_active_unique is a partial index on status = 'active': at most
        // one row per astrologer, so this counts a small index, not the table.
        const res = (await app.db.execute(
          sql`select count(*)::int as n from nakshatra.consultations where status = 'active'`,
        )) as unknown as { rows: Array<{ n: number | string }> };
        this.set(Number(res.rows[0]?.n ?? 0));
      } catch (err) {
        // A scrape during a database outage still reports the rest; /api/ready reports the outage.
        app.log.warn({ err }, 'metrics: active consultations not counted');
      }
    },
  });
}

/**
 * Prometheus metrics at GET /metrics (issue 15): the process (CPU, memory, event loop lag, GC),
 * HTTP latency by method, route pattern and status, Socket.IO connections, active
 * consultations and billing lag. One registry per app, so several apps in one test process do
 * not share counters. Registered before the routes so its hook times every one of them.
 */
async function metricsPlugin(app: FastifyInstance) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS_SEC,
    registers: [registry],
  });
  const billingLag = new Histogram({
    name: 'nakshatra_billing_lag_seconds',
    help: 'Delay from the start of a consultation minute to its charge by the billing loop',
    buckets: BILLING_LAG_BUCKETS_SEC,
    registers: [registry],
  });
  scrapeGauges(app, registry);

  app.decorate('metrics', {
    billingLag: { observe: (lagMs) => billingLag.observe(Math.max(0, lagMs) / 1000) },
  } satisfies AppMetrics);

  app.addHook('onResponse', async (request, reply) => {
    // The pattern (`/api/consultants/by-slug`, `/api/horoscope/:sign`), never the raw URL, so
    // label values stay few; requests that matched no route share one value.
    const route = request.routeOptions.url ?? 'unmatched';
    latency.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get(
    '/metrics',
    { onRequest: guard(app.config.metricsToken), schema: { hide: true } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store').type(registry.contentType);
      return registry.metrics();
    },
  );
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['db'] });
