import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/**
 * The protected-route gate of spec section 2: render when the readable `user` cookie exists
 * (the session token itself is httpOnly), else go to /login?next=<this path> so login returns here.
 * A session that ends while the page is open (logout, expiry) goes to plain /login: the spec's
 * logout destination, and it keeps the gate from racing the logout's own navigation.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  const [arrivedSignedIn] = useState(() => user !== null);
  if (!user) {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={arrivedSignedIn ? paths.login.to() : paths.login.to(next)} replace />;
  }
  return <>{children}</>;
}
