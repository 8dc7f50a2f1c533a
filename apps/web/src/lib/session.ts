import { useSyncExternalStore } from 'react';
import type { User } from '@nakshatra/contracts';
import { cookieNames, deleteCookie, readCookie } from './cookies';

/**
 * Who is signed in, as the client can know it: the server's readable `user` cookie (the session
 * token itself is httpOnly). Cookies have no change event, so code that changes the session
 * (login, logout, profile save) calls `notifySessionChanged()`; focus and visibility changes
 * re-read it too, which picks up a logout in another tab.
 */
export interface SessionSnapshot {
  user: User | null;
  /** signup_profile marker present (set on sign-up, cleared by the first profile save). */
  signupMarker: boolean;
  /** The profile still needs completing: marker present or the user says so. */
  profileIncomplete: boolean;
}

const ROLES = new Set(['user', 'astrologer', 'admin']);

/** Checks the cookie's shape by hand (no zod here: this runs in the first bundle). */
export function parseUserCookie(raw: string | null): User | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== 'string' || typeof v.name !== 'string' || typeof v.email !== 'string') return null;
  const role = typeof v.role === 'string' && ROLES.has(v.role) ? (v.role as User['role']) : 'user';
  return {
    id: v.id,
    name: v.name,
    email: v.email,
    role,
    profileComplete: v.profileComplete !== false,
  };
}

let cachedKey: string | null = null;
let cachedSnapshot: SessionSnapshot = { user: null, signupMarker: false, profileIncomplete: false };

export function readSession(): SessionSnapshot {
  const rawUser = readCookie(cookieNames.user);
  const rawMarker = readCookie(cookieNames.signupProfile);
  const key = `${rawUser ?? ''}\u0000${rawMarker ?? ''}`;
  if (key !== cachedKey) {
    cachedKey = key;
    const user = parseUserCookie(rawUser);
    const signupMarker = rawMarker !== null && rawMarker !== '' && rawMarker !== 'false';
    cachedSnapshot = {
      user,
      signupMarker,
      profileIncomplete: user !== null && (signupMarker || !user.profileComplete),
    };
  }
  return cachedSnapshot;
}

const listeners = new Set<() => void>();

export function notifySessionChanged(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') {
    window.addEventListener('focus', notifySessionChanged);
    document.addEventListener('visibilitychange', notifySessionChanged);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('focus', notifySessionChanged);
      document.removeEventListener('visibilitychange', notifySessionChanged);
    }
  };
}

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribe, readSession, readSession);
}

/** Removes what the client can remove of a session (the token cookie is httpOnly). */
export function clearClientSession(): void {
  deleteCookie(cookieNames.user);
  deleteCookie(cookieNames.signupProfile);
  deleteCookie(cookieNames.session);
  notifySessionChanged();
}

/** After the first profile save: the server clears the marker too; this covers the current page. */
export function clearSignupMarker(): void {
  deleteCookie(cookieNames.signupProfile);
  notifySessionChanged();
}
