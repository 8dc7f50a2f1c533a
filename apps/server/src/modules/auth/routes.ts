import {
  apiErrorSchema,
  authMessages,
  authResponseSchema,
  loginRequestSchema,
  logoutAllRequestSchema,
  logoutAllResponseSchema,
  logoutResponseSchema,
  meResponseSchema,
  registerRequestSchema,
} from '@nakshatra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { verifyOrigin } from '../../plugins/csrf.ts';
import { type AuthService, createAuthService } from './service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  429: apiErrorSchema,
};

interface AuthRouteDeps {
  service: AuthService;
  perIpLimit: { max: number; timeWindow: number };
  checkOrigin: (request: Parameters<typeof verifyOrigin>[0]) => Promise<void>;
}

/** POST /api/register and /api/login: rate-limited per IP, same-origin only. */
function signInRoutes(
  fastify: FastifyInstance,
  { service, perIpLimit, checkOrigin }: AuthRouteDeps,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/register',
    {
      config: { rateLimit: perIpLimit },
      onRequest: checkOrigin,
      schema: {
        tags: ['accounts'],
        summary: 'Create an account and sign in',
        body: registerRequestSchema,
        response: { 201: authResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { token, user } = await service.register(request.body, request.ip);
      app.authCookies.issue(request, reply, token, user);
      app.authCookies.setSignupMarker(request, reply);
      return reply
        .code(201)
        .send({ message: authMessages.registered, tokens: { access_token: token }, user });
    },
  );

  app.post(
    '/login',
    {
      config: { rateLimit: perIpLimit },
      onRequest: checkOrigin,
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with email and password',
        body: loginRequestSchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { token, user } = await service.login(request.body, request.ip);
      app.authCookies.issue(request, reply, token, user);
      return { message: authMessages.loggedIn, tokens: { access_token: token }, user };
    },
  );
}

/** POST /api/logout, /api/logout-all and GET /api/me: the signed-in session. */
function sessionRoutes(fastify: FastifyInstance, { service }: AuthRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/logout',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Revoke the current session',
        security: [{ bearer: [] }, { cookie: [] }],
        response: { 200: logoutResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // requireUser guarantees credentials; the token itself is revoked, not just the cookie.
      if (request.credentials) await service.logout(request.credentials.token);
      app.authCookies.clearAll(request, reply);
      return { message: authMessages.logoutSuccessful };
    },
  );

  app.post(
    '/logout-all',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Log out everywhere: revoke every session of the signed-in user',
        security: [{ bearer: [] }, { cookie: [] }],
        body: logoutAllRequestSchema,
        response: { 200: logoutAllResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // A lost phone or a shared computer: every token of this user stops working, this one too.
      const revoked = await app.sessions.revokeAll(currentUser(request).id);
      app.authCookies.clearAll(request, reply);
      reply.header('cache-control', 'no-store');
      return { message: authMessages.loggedOutEverywhere, revoked };
    },
  );

  app.get(
    '/me',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }, { cookie: [] }],
        response: { 200: meResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      app.authCookies.syncReadable(request, reply, user);
      return { user };
    },
  );
}

/**
 * POST /api/register, /api/login, /api/logout, /api/logout-all and GET /api/me (DESIGN.md API
 * contract).
 */
export default async function authRoutes(app: FastifyInstance) {
  const service = createAuthService({
    db: app.db,
    sessions: app.sessions,
    loginLimiter: app.loginLimiter,
    argon2: app.config.argon2,
  });
  const perIpLimit = { max: app.config.authRateLimitPerMin, timeWindow: 60_000 };
  const checkOrigin = async (request: Parameters<typeof verifyOrigin>[0]) =>
    verifyOrigin(request, app.config.corsOrigins);
  const deps = { service, perIpLimit, checkOrigin };
  signInRoutes(app, deps);
  sessionRoutes(app, deps);
}
