import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { readSession, useSession } from '@/lib/session';
import { toastDarkError } from '@/lib/toast';
import { useProfile } from '../api/get-profile';
import {
  emptyProfileForm,
  profileFormSchema,
  profileToForm,
  splitName,
  type ProfileFormValues,
} from '../lib/profile-form';

/**
 * The Edit Profile form and what fills it: only the first name right after sign-up (the
 * signup_profile marker), otherwise GET /api/profile; a failed load says so in a toast.
 */
export function useProfileForm() {
  const { t } = useTranslation(['profile', 'common']);
  const session = useSession();
  // Decided once on arrival: saving clears the marker, which must not trigger a reload mid-save.
  const [arrivedAfterSignup] = useState(() => readSession().signupMarker);
  const profileQuery = useProfile({ enabled: !arrivedAfterSignup && session.user !== null });
  const form = useForm<ProfileFormValues>({
    mode: 'onTouched',
    resolver: zodResolver(profileFormSchema),
    defaultValues: emptyProfileForm,
  });
  const { reset } = form;

  const userName = session.user?.name ?? '';
  useEffect(() => {
    if (arrivedAfterSignup)
      reset({ ...emptyProfileForm, firstName: splitName(userName).firstName });
  }, [arrivedAfterSignup, userName, reset]);

  useEffect(() => {
    if (profileQuery.data) reset(profileToForm(profileQuery.data));
  }, [profileQuery.data, reset]);

  const loadFailed = profileQuery.isError;
  useEffect(() => {
    if (loadFailed) toastDarkError(t('common:messages.loadFailed'));
  }, [loadFailed, t]);

  return {
    form,
    arrivedAfterSignup,
    loading: profileQuery.isLoading,
    firstName: splitName(userName).firstName,
  };
}
