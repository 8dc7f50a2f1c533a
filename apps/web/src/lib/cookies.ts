/**
 * Cookie names the server sets (contracts/auth.ts; a test checks they match). Kept here as
 * plain strings so the app shell can read the session without pulling zod into the first
 * bundle: the contracts module builds its schemas at import time.
 */
export const cookieNames = {
  /** httpOnly session token: JS cannot read it; listed for completeness. */
  session: 'access_token',
  /** Readable JSON of the public user, URL-encoded. */
  user: 'user',
  /** 'true' from sign-up until the first profile save (spec section 3). */
  signupProfile: 'signup_profile',
  /** Double-submit CSRF token, echoed in the x-csrf-token header. */
  csrf: 'csrf_token',
} as const;

/** While the server renders a page (ssr/entry-server.tsx): that request's Cookie header. */
let serverCookies: string | null = null;

export function setServerCookies(header: string | null): void {
  serverCookies = header;
}

export function readCookie(name: string): string | null {
  const cookies = typeof document === 'undefined' ? serverCookies : document.cookie;
  if (cookies === null) return null;
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return null;
}

/** Expires a readable cookie on the root path, where the server sets them. */
export function deleteCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=; Max-Age=0; path=/; SameSite=Lax`;
}
