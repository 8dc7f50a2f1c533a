import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { isApiError } from '@/lib/api-client';
import { openLoginDialog } from '@/lib/login-dialog-store';
import { apiErrorText } from '@/lib/messages';

/** Reports a failed kundli request: a lapsed session opens the login dialog, anything else a toast. */
export function useKundliFailure() {
  const { t } = useTranslation('kundli');
  return (error: unknown) => {
    if (isApiError(error) && error.status === 401) {
      toast.error(t('errors.login'));
      openLoginDialog();
      return;
    }
    toast.error(apiErrorText(t, error));
  };
}
