import { createHash, randomBytes } from 'node:crypto';
import {
  CSRF_COOKIE,
  SESSION_COOKIE,
  SESSION_TTL_MS,
  USER_COOKIE,
  authMessages,
  type User,
} from '@nakshatra/contracts';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Db } from '../db/client.ts';
import { profiles, sessions, users } from '../db/schema.ts';
import { USER_COLUMNS } from '../lib/user-columns.ts';
import type { AppConfig } from './env.ts';
import { csrfTokenFor, isMutating, verifyCsrf } from './csrf.ts';
import { AppError } from './errors.ts';

/** The spec's marker cookie: set after sign-up, removed when the profile is first saved. */
export const SIGNUP_PROFILE_COOKIE = 'signup_profile';
const SESSION_TTL_SEC = SESSION_TTL_MS / 1000;

export type AuthVia = 'cookie' | 'bearer';

export interface Credentials {
  token: string;
  via: AuthVia;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The token the request carries, if any (not yet checked against the database). */
    readonly credentials: Credentials | null;
    /** Set by `requireUser` once the session is valid. */
    user: User | null;
  }
  interface FastifyInstance {
    /** Route `onRequest` hook: 401 without a valid session, 403 on a CSRF failure. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    sessions: SessionStore;
    authCookies: AuthCookies;
  }
}

export interface SessionStore {
  /** Creates a session and returns its opaque token (only its hash is stored). */
  create(userId: string): Promise<string>;
  /** The user of a live session, or null when unknown, revoked or expired. */
  resolve(token: string): Promise<User | null>;
  revoke(token: string): Promise<void>;
  /** Ends every session of the user ("log out everywhere"); returns how many were still live. */
  revokeAll(userId: string): Promise<number>;
}

export interface AuthCookies {
  /** Sets access_token, user and csrf_token after register or login. */
  issue(request: FastifyRequest, reply: FastifyReply, token: string, user: User): void;
  /** Re-issues the readable `user` cookie (name or profileComplete changed). */
  refreshUser(request: FastifyRequest, reply: FastifyReply, user: User): void;
  /** For cookie sessions: sets csrf_token and `user` when the browser's copies are missing or stale. */
  syncReadable(request: FastifyRequest, reply: FastifyReply, user: User): void;
  setSignupMarker(request: FastifyRequest, reply: FastifyReply): void;
  clearSignupMarker(request: FastifyRequest, reply: FastifyReply): void;
  /** Removes every auth cookie (logout, dead session). */
  clearAll(request: FastifyRequest, reply: FastifyReply): void;
}

/** The user `requireUser` authenticated; for handlers of routes that use it. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw new AppError(401, 'token_missing', authMessages.tokenMissing);
  return request.user;
}

/** 32 random bytes, base64url: 256 bits, unguessable. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Exactly the public fields, in a fixed order (the `user` cookie's JSON). */
function publicUser(user: User): User {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    profileComplete: user.profileComplete,
  };
}

// A base64url token of 32 bytes is 43 characters; anything else cannot be ours.
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

function readCredentials(request: FastifyRequest): Credentials | null {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    // Anything after "Bearer " is the token; resolve() rejects what cannot be one of ours.
    const m = /^Bearer\s+(.+)$/i.exec(header.trim());
    if (m?.[1]) return { token: m[1].trim(), via: 'bearer' };
  }
  const cookie = request.cookies[SESSION_COOKIE];
  if (cookie) return { token: cookie, via: 'cookie' };
  return null;
}

/** Sessions in the database: only each token's SHA-256 is stored. */
function createSessionStore(db: Db): SessionStore {
  return {
    async create(userId) {
      const token = newSessionToken();
      const now = Date.now();
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        userId,
        expiresAt: new Date(now + SESSION_TTL_MS),
      });
      // Housekeeping: this user's expired sessions are useless rows.
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, new Date(now))));
      return token;
    },
    async resolve(token) {
      if (!TOKEN_RE.test(token)) return null;
      const rows = await db
        .select(USER_COLUMNS)
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
        .limit(1);
      const row = rows[0];
      return row ? { ...row, profileComplete: Boolean(row.profileComplete) } : null;
    },
    async revoke(token) {
      await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    },
    async revokeAll(userId) {
      // Expired rows are deleted too but not counted: the count is of devices still signed in.
      const ended = await db
        .delete(sessions)
        .where(eq(sessions.userId, userId))
        .returning({ expiresAt: sessions.expiresAt });
      const now = Date.now();
      return ended.filter((row) => row.expiresAt.getTime() > now).length;
    },
  };
}

/** The auth cookies, `secure` per request when cookieSecure is 'auto' (HTTPS only then). */
function createAuthCookies(cookieSecure: AppConfig['cookieSecure']): AuthCookies {
  const secure = (request: FastifyRequest) =>
    cookieSecure === 'auto' ? request.protocol === 'https' : cookieSecure;

  const base = (request: FastifyRequest): CookieSerializeOptions => ({
    path: '/',
    sameSite: 'lax',
    secure: secure(request),
    maxAge: SESSION_TTL_SEC,
  });

  const cookies: AuthCookies = {
    issue(request, reply, token, user) {
      reply.setCookie(SESSION_COOKIE, token, { ...base(request), httpOnly: true });
      reply.setCookie(CSRF_COOKIE, csrfTokenFor(token), { ...base(request), httpOnly: false });
      cookies.refreshUser(request, reply, user);
    },
    refreshUser(request, reply, user) {
      // Non-secret by design (DESIGN.md): the SPA reads who is signed in from it.
      reply.setCookie(USER_COOKIE, JSON.stringify(publicUser(user)), {
        ...base(request),
        httpOnly: false,
      });
    },
    syncReadable(request, reply, user) {
      const creds = request.credentials;
      if (creds?.via !== 'cookie') return;
      const expected = csrfTokenFor(creds.token);
      if (request.cookies[CSRF_COOKIE] !== expected) {
        reply.setCookie(CSRF_COOKIE, expected, { ...base(request), httpOnly: false });
      }
      if (request.cookies[USER_COOKIE] !== JSON.stringify(publicUser(user))) {
        cookies.refreshUser(request, reply, user);
      }
    },
    setSignupMarker(request, reply) {
      reply.setCookie(SIGNUP_PROFILE_COOKIE, 'true', { ...base(request), httpOnly: false });
    },
    clearSignupMarker(request, reply) {
      if (request.cookies[SIGNUP_PROFILE_COOKIE] !== undefined) {
        reply.clearCookie(SIGNUP_PROFILE_COOKIE, { path: '/' });
      }
    },
    clearAll(request, reply) {
      for (const name of [SESSION_COOKIE, USER_COOKIE, CSRF_COOKIE, SIGNUP_PROFILE_COOKIE]) {
        reply.clearCookie(name, { path: '/', sameSite: 'lax', secure: secure(request) });
      }
    },
  };
  return cookies;
}

async function authPlugin(app: FastifyInstance) {
  const { db, config } = app;
  const sessionStore = createSessionStore(db);
  const cookies = createAuthCookies(config.cookieSecure);

  // Read when a route asks (requireUser, logout): a public route never parses a token, and never
  // looks a session up. The cookies it reads are parsed for every request before any route hook.
  app.decorateRequest('credentials', {
    getter(this: FastifyRequest) {
      return readCredentials(this);
    },
  });
  app.decorateRequest('user', null);
  app.decorate('sessions', sessionStore);
  app.decorate('authCookies', cookies);

  // Sessions of users who never come back would otherwise stay forever; once per start is enough
  // (each login also removes that user's expired sessions).
  app.addHook('onReady', async () => {
    await db.delete(sessions).where(lte(sessions.expiresAt, new Date()));
  });

  app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
    const creds = request.credentials;
    if (!creds) throw new AppError(401, 'token_missing', authMessages.tokenMissing);
    const user = await sessionStore.resolve(creds.token);
    if (!user) {
      // A dead session cookie would keep the SPA thinking it is signed in: drop the cookies.
      if (creds.via === 'cookie') cookies.clearAll(request, reply);
      throw new AppError(401, 'unauthorized', authMessages.sessionInvalid);
    }
    if (creds.via === 'cookie' && isMutating(request.method)) verifyCsrf(request, creds.token);
    request.user = user;
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db', '@fastify/cookie'] });
