import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { readSession } from '@/lib/session';

/**
 * Spec section 2: a signed-in visitor opening /login goes to / (the page is never shown, so its
 * chunk is not fetched either). The session is read once, on arrival, as the data router's loader
 * did: signing in on this page must not race the page's own navigation to ?next=.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const [arrivedSignedIn] = useState(() => readSession().user !== null);
  if (arrivedSignedIn) return <Navigate to={paths.home.to()} replace />;
  return <>{children}</>;
}
