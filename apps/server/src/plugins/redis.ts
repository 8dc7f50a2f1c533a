import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when REDIS_URL is set. */
    redis: Redis | null;
  }
}

/** Connects to Redis when configured; fails the start early when it is unreachable. */
async function redisPlugin(app: FastifyInstance) {
  if (!app.config.redisUrl) {
    app.decorate('redis', null);
    return;
  }
  const redis = new Redis(app.config.redisUrl, {
    // Limits must answer quickly or fail; @fastify/rate-limit recommends bounded retries.
    maxRetriesPerRequest: 2,
    connectTimeout: 2000,
    lazyConnect: true,
  });
  redis.on('error', (err: Error) => app.log.warn({ err: err.message }, 'redis error'));
  await redis.connect();
  await redis.ping();
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    await redis.quit();
  });
}

export default fp(redisPlugin, { name: 'redis' });
