import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { clearClientSession } from '@/lib/session';
import { useLogoutAll } from '../api/logout-all';

/** As long as the logout toasts (spec section 9: 1200 ms), plus time to read the count. */
const LOGOUT_ALL_TOAST_MS = 3000;

/**
 * "Log out of all devices" (issue 9, item 8): asks first, then ends every session of the user
 * and, like Logout, forgets the client's copy of the session and goes to /login. Loaded on
 * demand from the profile menu, so the app shell does not carry zod.
 */
export function LogoutAllDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logoutAll = useLogoutAll();

  const signedOut = () => {
    clearClientSession();
    // Queries only: the mutation that is finishing here lives in the mutation cache.
    queryClient.removeQueries();
    onClose();
    navigate(paths.login.to());
  };

  return (
    <ConfirmDialog
      title={t('logoutAll.title')}
      body={t('logoutAll.body')}
      confirmLabel={t('logoutAll.confirm')}
      cancelLabel={t('logoutAll.cancel')}
      busy={logoutAll.isPending}
      onCancel={onClose}
      onConfirm={() =>
        logoutAll.mutate(undefined, {
          onSuccess: ({ revoked }) => {
            toast.success(t('logoutAll.success', { count: revoked }), { duration: LOGOUT_ALL_TOAST_MS });
            signedOut();
          },
          onError: (error) => {
            // The session was already gone (expired, or ended from another device): logged out.
            if (isApiError(error) && error.status === 401) {
              toast.error(t('logout.noToken'), { duration: 1200 });
              signedOut();
              return;
            }
            toast.error(t('logoutAll.failed'), { duration: LOGOUT_ALL_TOAST_MS });
            onClose();
          },
        })
      }
    />
  );
}

export default LogoutAllDialog;
