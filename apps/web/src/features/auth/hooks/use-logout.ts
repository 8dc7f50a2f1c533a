import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { clearClientSession, readSession } from '@/lib/session';

export type LogoutOutcome = 'logged-out' | 'no-session' | 'failed';

export interface LogoutOptions {
  /** From the phone layout's bottom bar: spec section 8's mobile wording of the success toast. */
  mobile?: boolean;
}

/** Spec section 4 "Logout" and section 8 texts; 1200 ms toasts on the logout screen (section 9). */
export function useLogout(): (options?: LogoutOptions) => Promise<LogoutOutcome> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const running = useRef<Promise<LogoutOutcome> | null>(null);

  return useCallback(
    (options: LogoutOptions = {}) => {
      // One request at a time: a double click or React's dev double effect must not log out twice.
      if (running.current) return running.current;
      const run = async (): Promise<LogoutOutcome> => {
        if (!readSession().user) {
          toast.error(t('logout.noToken'), { duration: 1200 });
          navigate(paths.login.to());
          return 'no-session';
        }
        try {
          const { logoutRequest } = await import('../api/logout');
          await logoutRequest();
          clearClientSession();
          queryClient.clear();
          toast.success(t(options.mobile ? 'logout.successMobile' : 'logout.success'), {
            duration: 1200,
          });
          navigate(paths.login.to());
          return 'logged-out';
        } catch (error) {
          // The server no longer knows this session (expired or revoked): the user is logged out.
          if ((error as { status?: unknown }).status === 401) {
            clearClientSession();
            queryClient.clear();
            toast.error(t('logout.noToken'), { duration: 1200 });
            navigate(paths.login.to());
            return 'no-session';
          }
          toast.error(t('logout.failed'), { duration: 1200 });
          return 'failed';
        }
      };
      running.current = run().finally(() => {
        running.current = null;
      });
      return running.current;
    },
    [navigate, queryClient, t],
  );
}
