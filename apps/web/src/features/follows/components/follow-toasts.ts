import type { TFunction } from 'i18next';
import { toast } from '@/lib/toast';
import { isApiError } from '@/lib/api-client';
import { openLoginDialog } from '@/lib/login-dialog-store';
import { apiErrorText } from '@/lib/messages';

/** Spec section 9: follow toasts show for about 1 to 3 s. */
export const FOLLOW_TOAST_MS = 2000;

/** Spec section 5 "Follow": a guest gets "You're not logged In" and the login form opens. */
export function promptGuestLogin(t: TFunction): void {
  toast.info(t('follows:notLoggedIn'), { id: 'follow-guest', duration: FOLLOW_TOAST_MS });
  openLoginDialog();
}

/** A refused follow change: an expired session is the guest case, anything else says what failed. */
export function reportFollowError(t: TFunction, error: unknown): void {
  if (isApiError(error) && (error.status === 401 || error.code === 'token_missing')) {
    promptGuestLogin(t);
    return;
  }
  toast.error(apiErrorText(t, error), { duration: FOLLOW_TOAST_MS });
}
