import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { openLoginDialog } from '@/lib/login-dialog-store';
import { readSession } from '@/lib/session';
import { toastDarkError } from '@/lib/toast';
import type { GuestRule } from '../lib/chat-items';

/**
 * Before a question goes out: a guest is told to sign in (the login dialog in the horoscope
 * panel, the 'Token missing' toast elsewhere) and nothing is sent. Returns true when blocked.
 */
export function useGuestGate(guestRule: GuestRule) {
  const { t } = useTranslation('chat');
  return useCallback((): boolean => {
    if (readSession().user) return false;
    if (guestRule === 'login-dialog') {
      toast.error(t('loginToContinue'));
      openLoginDialog();
    } else {
      toastDarkError(t('tokenMissing'));
    }
    return true;
  }, [guestRule, t]);
}
