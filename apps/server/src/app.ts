import cookie from '@fastify/cookie';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { encodableSerializerCompiler } from './lib/encodable-schema.ts';
import authRoutes from './modules/auth/routes.ts';
import chatRoutes from './modules/chat/routes.ts';
import astrologerRoutes from './modules/astrologers/routes.ts';
import followsRoutes from './modules/follows/routes.ts';
import healthRoutes from './modules/health/routes.ts';
import horoscopeRoutes from './modules/horoscope/routes.ts';
import kundliRoutes from './modules/kundli/routes.ts';
import matchingRoutes from './modules/matching/routes.ts';
import mediaRoutes from './modules/media/routes.ts';
import panchangRoutes from './modules/panchang/routes.ts';
import placesRoutes from './modules/places/routes.ts';
import profileRoutes from './modules/profile/routes.ts';
import walletRoutes from './modules/wallet/routes.ts';
import feedbackRoutes from './modules/feedback/routes.ts';
import consultationRoutes from './modules/consultations/routes.ts';
import zodiacRoutes from './modules/zodiac/routes.ts';
import aiPlugin from './plugins/ai/index.ts';
import authPlugin from './plugins/auth.ts';
import compressPlugin from './plugins/compress.ts';
import dbPlugin from './plugins/db.ts';
import docsPlugin from './plugins/docs.ts';
import eventsPlugin from './plugins/events.ts';
import { defaultConfig, type AppConfig } from './plugins/env.ts';
import errorsPlugin, { AppError, clientErrorHandler, errorMessages } from './plugins/errors.ts';
import metricsPlugin from './plugins/metrics.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import realtimePlugin from './plugins/realtime.ts';
import redisPlugin from './plugins/redis.ts';
import requestIdPlugin, { REQUEST_ID_HEADER, requestIdOf } from './plugins/request-id.ts';
import securityPlugin from './plugins/security.ts';
import shutdownPlugin from './plugins/shutdown.ts';
import staticPlugin from './plugins/static.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** Never logged: credentials travel in these. Request bodies are not logged at all. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
];

/**
 * Fastify logs one line per request arriving and one per response, each with the request's
 * headers run through the redaction above: about 8 % of the CPU of a cached directory page
 * (profiled at LOG_LEVEL=info, the default). They are debugging detail, kept at debug and trace;
 * at info and above only a response that failed is logged here, and unexpected errors by the
 * error handler, with the request id. The access log belongs to the proxy in front.
 */
class ErrorsOnlyRequestLog extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error) super.requestCompleted(error, request, reply, metadata);
  }
}

/** Iterative (a 64 KiB body can nest 30 000 levels deep, too deep for recursion). */
function containsNul(root: unknown): boolean {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (k.includes('\u0000')) return true;
        stack.push(v);
      }
    }
  }
  return false;
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the nearest n hops". */
function trustProxyOption(
  value: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  if (typeof value === 'string')
    return value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  return value;
}

/**
 * JSON only. The spec's logout sends `Content-Type: application/json` with an empty body, so an
 * empty JSON body means "no body" (routes that need one then fail validation). __proto__ /
 * constructor keys are rejected as invalid JSON (prototype poisoning). Without a text/plain
 * parser, cross-site "simple" form posts get 415 before any handler.
 */
function addJsonParser(app: FastifyInstance): void {
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    jsonParser(request, text, (err, value) => {
      // PostgreSQL text cannot hold U+0000: refuse it here with a 400, not a failed insert.
      if (!err && containsNul(value)) {
        done(new AppError(400, 'bad_request', errorMessages.nulCharacter), undefined);
        return;
      }
      done(err, value);
    });
  });
}

/** The cross-cutting plugins, in the order they depend on each other, before any route. */
async function registerPlugins(app: FastifyInstance): Promise<void> {
  await app.register(requestIdPlugin);
  await app.register(shutdownPlugin);
  await app.register(errorsPlugin);
  // Before the modules: they talk to each other through it.
  await app.register(eventsPlugin);
  await app.register(cookie);
  await app.register(securityPlugin);
  // Before any route: it attaches itself to each route as the route is added.
  await app.register(compressPlugin);
  await app.register(redisPlugin);
  await app.register(dbPlugin);
  // Before any route, so its hook times each one.
  await app.register(metricsPlugin);
  await app.register(rateLimitPlugin);
  await app.register(authPlugin);
  await app.register(realtimePlugin);
  await app.register(aiPlugin);
  await app.register(docsPlugin);
}

/**
 * Builds the whole server (API, docs, SPA) without listening. Tests call it with a partial
 * config; `server.ts` passes the one read from the environment. Resolves once the database is
 * migrated and every plugin is ready, so a bad configuration fails here, not on a request.
 */
export async function buildApp(overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const config: AppConfig = { ...defaultConfig, ...overrides };
  const app = Fastify({
    logger:
      config.logLevel === false
        ? false
        : {
            level: config.logLevel,
            redact: { paths: REDACT, censor: '[redacted]' },
            ...(config.logStream ? { stream: config.logStream } : {}),
            ...(config.logPretty && !config.logStream
              ? { transport: { target: 'pino-pretty' } }
              : {}),
          },
    ...(config.logLevel === 'debug' || config.logLevel === 'trace'
      ? {}
      : { logController: new ErrorsOnlyRequestLog() }),
    trustProxy: trustProxyOption(config.trustProxy),
    // Every log line of a request carries `reqId`: the incoming X-Request-Id when valid.
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: config.bodyLimitBytes,
    routerOptions: { ignoreTrailingSlash: true },
    // Router-level failures (a malformed URL, a path parameter over 100 characters) never reach
    // the error handler: answer them in our error shape too.
    frameworkErrors: (err, request, reply) => {
      const status =
        typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500
          ? err.statusCode
          : 400;
      void (reply as FastifyReply)
        .header(REQUEST_ID_HEADER, request.id)
        .code(status)
        .type('application/json; charset=utf-8')
        .send({ error: errorMessages.badRequest, code: 'bad_request' });
    },
    // Malformed requests that never reach the router (431, bad Content-Length): our shape too.
    clientErrorHandler,
    // The first start seeds the astrologer directory inside the db plugin (about 2 s for 13,000
    // on PGlite, 72 s for 1,000,000 on PostgreSQL; more on a busy machine). Fastify's default
    // 10 s plugin timeout would abort it: allow 2 minutes plus 0.5 ms per astrologer.
    pluginTimeout: 120_000 + (config.seed ? config.seedAstrologers / 2 : 0),
  });

  try {
    app.decorate('config', config);
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(encodableSerializerCompiler);

    addJsonParser(app);

    await registerPlugins(app);

    await app.register(
      async (api) => {
        await api.register(healthRoutes);
        await api.register(authRoutes);
        await api.register(profileRoutes);
        await api.register(placesRoutes);
        await api.register(zodiacRoutes);
        await api.register(panchangRoutes);
        await api.register(matchingRoutes);
        await api.register(kundliRoutes);
        await api.register(chatRoutes);
        await api.register(horoscopeRoutes);
        await api.register(astrologerRoutes);
        await api.register(followsRoutes);
        await api.register(mediaRoutes);
        await api.register(walletRoutes);
        await api.register(feedbackRoutes);
        await api.register(consultationRoutes);
      },
      { prefix: '/api' },
    );

    await app.register(staticPlugin);
    await app.ready();
    return app;
  } catch (err) {
    await app.close().catch(() => {});
    throw err;
  }
}
