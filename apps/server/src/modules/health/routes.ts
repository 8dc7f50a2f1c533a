import { apiErrorSchema, healthResponseSchema, readyResponseSchema } from '@nakshatra/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/errors.ts';

/**
 * A readiness probe must answer within the orchestrator's own timeout (Kubernetes: 1 s by
 * default, usually raised to a few seconds): a dependency slower than this counts as down.
 */
const READY_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer in ${READY_TIMEOUT_MS} ms`)),
      READY_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function check(request: FastifyRequest, what: string, work: () => Promise<unknown>) {
  try {
    await withTimeout(work(), what);
  } catch (err) {
    request.log.error({ err }, `ready: ${what} unreachable`);
    throw new AppError(503, 'internal', `${what} unavailable`);
  }
}

/**
 * GET /api/health: liveness. Answers from memory only, so a database outage does not make the
 * orchestrator restart a process that would come back to the same outage.
 * GET /api/ready: readiness. A round trip to the database, and to Redis when configured; 503
 * takes the instance out of the load balancer until they answer again.
 */
export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const startedAt = Date.now();
  app.get(
    '/health',
    {
      // A few dozen bytes: below the compression threshold, so skip the plugin's hooks entirely.
      compress: false,
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (no database access)',
        response: { 200: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        status: 'ok' as const,
        db: app.dbKind,
        uptimeSec: Math.round((Date.now() - startedAt) / 1000),
      };
    },
  );
  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database (and Redis, when configured) answer',
        response: { 200: readyResponseSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await check(request, 'Database', () => app.db.execute(sql`select 1`));
      const redis = app.redis;
      if (redis) await check(request, 'Redis', () => redis.ping());
      reply.header('cache-control', 'no-store');
      return {
        status: 'ready' as const,
        db: app.dbKind,
        redis: redis ? ('ok' as const) : ('off' as const),
      };
    },
  );
}
