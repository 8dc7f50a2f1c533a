import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { clearClientSession, useSession } from '@/lib/session';

/**
 * The `user` cookie says who is signed in; GET /api/me confirms it. When the server answers 401
 * the session is gone (expired, revoked, logged out elsewhere) and the stale readable cookies
 * are removed so the UI shows the guest view. The request module loads on demand.
 */
export function useSessionCheck(): void {
  const { user } = useSession();
  const query = useQuery({
    queryKey: ['me', user?.id ?? null],
    queryFn: async ({ signal }) => (await import('../api/get-me')).getMe(signal),
    enabled: user !== null,
    staleTime: 5 * 60_000,
  });
  const status = (query.error as { status?: unknown } | null)?.status;
  useEffect(() => {
    if (status === 401) clearClientSession();
  }, [status]);
}
