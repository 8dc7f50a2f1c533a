import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { CSRF_COOKIE, CSRF_HEADER } from '@nakshatra/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * CSRF defence for cookie-authenticated requests (a Bearer header cannot be attached by a
 * cross-site form or image, so Bearer requests skip it).
 *
 * Double submit, bound to the session: the readable `csrf_token` cookie holds
 * HMAC-SHA256(session token, label). A mutating request must echo it in `x-csrf-token`; the
 * server checks the header against the cookie and against the value derived from the session,
 * so a cookie planted by a sibling subdomain cannot forge it. A new session gives a new token.
 */

export const csrfMessages = {
  failed: 'Invalid or missing CSRF token. Please reload the page.',
} as const;

const CSRF_LABEL = 'nakshatra-csrf-v1';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isMutating(method: string): boolean {
  return MUTATING.has(method.toUpperCase());
}

/** The CSRF token for a session token (base64url, 43 characters). */
export function csrfTokenFor(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update(CSRF_LABEL).digest('base64url');
}

/** Constant-time string equality; hashing first makes lengths equal and hides them. */
export function safeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb) && a.length === b.length;
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** Throws 403 csrf_failed unless header == cookie == token derived from the session. */
export function verifyCsrf(request: FastifyRequest, sessionToken: string): void {
  const header = headerValue(request, CSRF_HEADER);
  const cookie = request.cookies[CSRF_COOKIE];
  const expected = csrfTokenFor(sessionToken);
  if (!header || !cookie || !safeEqual(header, cookie) || !safeEqual(header, expected)) {
    throw new AppError(403, 'csrf_failed', csrfMessages.failed);
  }
}

/** scheme://host[:port] as browsers serialize it (lower case, default port dropped); null if unparsable. */
export function normalizeOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** This server's own origin as the browser sees it (honours TRUST_PROXY for scheme and host). */
export function ownOrigin(request: FastifyRequest): string | null {
  return normalizeOrigin(`${request.protocol}://${request.host}`);
}

/**
 * Login CSRF: register and login have no session to bind a token to, so a present Origin header
 * must be this server or one of CORS_ORIGINS. Requests without Origin (curl, native apps) pass:
 * browsers always send Origin on cross-site POSTs.
 */
export function verifyOrigin(request: FastifyRequest, allowedOrigins: readonly string[]): void {
  const origin = headerValue(request, 'origin');
  if (origin === undefined) return;
  // 'null' (sandboxed frames, file://) and garbage normalize to null and are refused.
  const normalized = normalizeOrigin(origin);
  if (
    normalized !== null &&
    (normalized === ownOrigin(request) || allowedOrigins.includes(normalized))
  )
    return;
  throw new AppError(403, 'csrf_failed', csrfMessages.failed);
}
