import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { clearSignupMarker, readSession } from '@/lib/session';
import { useUpdateProfile } from '../api/update-profile';
import {
  serverFieldToFormField,
  toProfileUpdate,
  type ProfileFormValues,
} from '../lib/profile-form';

/** Spec section 9: toasts 1200 ms on the profile screen; redirect 100 ms after saving. */
const TOAST_MS = 1200;
export const REDIRECT_AFTER_SAVE_MS = 100;

/**
 * Saves the profile (PUT /api/profile) and goes home; without a session, or when the server
 * refuses, says so, and puts the server's field messages under their fields.
 */
export function useSaveProfile(setError: UseFormSetError<ProfileFormValues>) {
  const { t } = useTranslation(['profile', 'common']);
  const navigate = useNavigate();
  const updateProfile = useUpdateProfile();

  return async (values: ProfileFormValues) => {
    if (!readSession().user) {
      setError('root', { message: t('common:messages.noToken') });
      toast.error(t('common:messages.updateFailed'), { duration: TOAST_MS });
      return;
    }
    try {
      await updateProfile.mutateAsync(toProfileUpdate(values));
      toast.success(t('common:messages.updated'), { duration: TOAST_MS });
      clearSignupMarker();
      await new Promise((resolve) => setTimeout(resolve, REDIRECT_AFTER_SAVE_MS));
      navigate(paths.home.to());
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.code === 'token_missing')) {
        setError('root', { message: t('common:messages.noToken') });
      } else if (isApiError(error) && error.fields) {
        for (const [serverField, message] of Object.entries(error.fields)) {
          const field = serverFieldToFormField[serverField];
          if (field) setError(field, { type: 'server', message });
        }
      }
      toast.error(t('common:messages.updateFailed'), { duration: TOAST_MS });
    }
  };
}
