import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileForm } from '../hooks/use-profile-form';
import { useSaveProfile } from '../hooks/use-save-profile';
import {
  BirthDateTimeField,
  CoordinateFields,
  GenderField,
  LocationField,
  NameFields,
  ProfileFormActions,
  ProfileFormHeader,
  type LocationInputProps,
} from './profile-form-fields';

export type { LocationInputProps } from './profile-form-fields';
export { REDIRECT_AFTER_SAVE_MS } from '../hooks/use-save-profile';

/**
 * Edit Profile (spec sections 2, 4, 5): prefilled with only the first name right after sign-up
 * (the signup_profile marker), otherwise from GET /api/profile; Cancel returns to those values.
 * `LocationInput` is the place search (components/places, composed by the route); without it the
 * Location field is plain text.
 */
export function ProfileForm({
  LocationInput,
}: { LocationInput?: ComponentType<LocationInputProps> } = {}) {
  const { t } = useTranslation(['profile', 'common']);
  const { form, arrivedAfterSignup, loading, firstName } = useProfileForm();
  const onSubmit = useSaveProfile(form.setError);
  const {
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <div className="card-light mx-auto w-full max-w-3xl p-6 sm:p-10">
      <ProfileFormHeader
        arrivedAfterSignup={arrivedAfterSignup}
        firstName={firstName}
        loading={loading}
      />
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('title')} className="mt-4">
        <fieldset
          disabled={loading || isSubmitting}
          className="grid gap-x-6 gap-y-1 md:grid-cols-2"
        >
          <NameFields form={form} errors={errors} />
          <BirthDateTimeField form={form} errors={errors} />
          <GenderField form={form} errors={errors} />
          <LocationField form={form} errors={errors} LocationInput={LocationInput} />
          <CoordinateFields form={form} errors={errors} />
        </fieldset>
        <ProfileFormActions
          rootError={errors.root?.message}
          loading={loading}
          isSubmitting={isSubmitting}
          onCancel={() => reset()}
        />
      </form>
    </div>
  );
}
