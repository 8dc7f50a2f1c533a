import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useState, type ComponentType } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { FieldShell, TextField, fieldA11y, inputBorder, inputClasses } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { translateMessage } from '@/lib/messages';
import { clearSignupMarker, readSession, useSession } from '@/lib/session';
import { toastDarkError } from '@/lib/toast';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import {
  emptyProfileForm,
  profileFormSchema,
  profileToForm,
  serverFieldToFormField,
  splitName,
  toProfileUpdate,
  type ProfileFormValues,
} from '../lib/profile-form';
import { BirthDatePicker } from '@/components/birth-date-picker/birth-date-picker';

/** Spec section 9: toasts 1200 ms on the profile screen; redirect 100 ms after saving. */
const TOAST_MS = 1200;
export const REDIRECT_AFTER_SAVE_MS = 100;

/** What a place search box must accept to stand in for the plain Location field. */
export interface LocationInputProps {
  id: string;
  name: string;
  value: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  /** A place was chosen: fills Location, Latitude and Longitude (all still editable). */
  onPick: (place: { name: string; latitude: number; longitude: number }) => void;
  invalid: boolean;
  describedBy: string | undefined;
  inputRef: (element: HTMLInputElement | null) => void;
  maxLength: number;
}

/**
 * Edit Profile (spec sections 2, 4, 5): prefilled with only the first name right after sign-up
 * (the signup_profile marker), otherwise from GET /api/profile; Cancel returns to those values.
 * `LocationInput` is the place search (components/places, composed by the route); without it the
 * Location field is plain text.
 */
export function ProfileForm({ LocationInput }: { LocationInput?: ComponentType<LocationInputProps> } = {}) {
  const { t } = useTranslation(['profile', 'common']);
  const navigate = useNavigate();
  const session = useSession();
  const updateProfile = useUpdateProfile();
  // Decided once on arrival: saving clears the marker, which must not trigger a reload mid-save.
  const [arrivedAfterSignup] = useState(() => readSession().signupMarker);
  const profileQuery = useProfile({ enabled: !arrivedAfterSignup && session.user !== null });
  const dateId = useId();
  const genderId = useId();
  const locationId = useId();

  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues>({
    mode: 'onTouched',
    resolver: zodResolver(profileFormSchema),
    defaultValues: emptyProfileForm,
  });

  const userName = session.user?.name ?? '';
  useEffect(() => {
    if (arrivedAfterSignup) reset({ ...emptyProfileForm, firstName: splitName(userName).firstName });
  }, [arrivedAfterSignup, userName, reset]);

  useEffect(() => {
    if (profileQuery.data) reset(profileToForm(profileQuery.data));
  }, [profileQuery.data, reset]);

  const loadFailed = profileQuery.isError;
  useEffect(() => {
    if (loadFailed) toastDarkError(t('common:messages.loadFailed'));
  }, [loadFailed, t]);

  const onSubmit = async (values: ProfileFormValues) => {
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

  const msg = (message: string | undefined) => translateMessage(t, message);
  const loading = profileQuery.isLoading;
  const firstName = splitName(userName).firstName;

  return (
    <div className="card-light mx-auto w-full max-w-3xl p-6 sm:p-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold text-ink-900 sm:text-4xl">{t('title')}</h1>
        <p className="text-ink-600">{arrivedAfterSignup ? t('welcome', { name: firstName }) : t('subtitle')}</p>
        {/* Reserved line: the loading note comes and goes without moving the form. */}
        <p role="status" className="min-h-5 text-sm text-ink-600">
          {loading ? t('loading') : ''}
        </p>
      </div>

      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('title')} className="mt-4">
        <fieldset disabled={loading || isSubmitting} className="grid gap-x-6 gap-y-1 md:grid-cols-2">
          <TextField
            label={t('fields.firstName')}
            autoComplete="given-name"
            maxLength={80}
            error={msg(errors.firstName?.message)}
            {...register('firstName')}
          />
          <TextField
            label={t('fields.lastName')}
            autoComplete="family-name"
            maxLength={80}
            error={msg(errors.lastName?.message)}
            {...register('lastName')}
          />

          <FieldShell id={dateId} label={t('fields.dateTime')} error={msg(errors.dateTime?.message)}>
            <Controller
              control={control}
              name="dateTime"
              render={({ field }) => (
                <BirthDatePicker
                  id={dateId}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  invalid={Boolean(errors.dateTime)}
                  describedBy={errors.dateTime ? `${dateId}-error` : undefined}
                  placeholder={t('fields.datePlaceholder')}
                  timeCaption={t('time')}
                  lang={currentLanguage()}
                />
              )}
            />
          </FieldShell>

          <FieldShell id={genderId} label={t('fields.gender')} error={msg(errors.gender?.message)}>
            <div className="relative">
              <select
                {...fieldA11y(genderId, msg(errors.gender?.message))}
                {...register('gender')}
                className={cx(inputClasses, inputBorder(Boolean(errors.gender)), 'cursor-pointer appearance-none pr-12')}
              >
                <option value="">{t('fields.genderPlaceholder')}</option>
                <option value="Male">{t('fields.male')}</option>
                <option value="Female">{t('fields.female')}</option>
              </select>
              <ChevronDown
                size={20}
                aria-hidden
                className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-ink-600"
              />
            </div>
          </FieldShell>

          {LocationInput ? (
            <FieldShell
              id={locationId}
              label={t('fields.location')}
              error={msg(errors.location?.message)}
              className="md:col-span-2"
            >
              <Controller
                control={control}
                name="location"
                render={({ field }) => (
                  <LocationInput
                    id={locationId}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    onPick={(place) => {
                      const options = { shouldValidate: true, shouldDirty: true, shouldTouch: true } as const;
                      setValue('location', place.name, options);
                      setValue('latitude', String(place.latitude), options);
                      setValue('longitude', String(place.longitude), options);
                    }}
                    invalid={Boolean(errors.location)}
                    describedBy={errors.location ? `${locationId}-error` : undefined}
                    maxLength={200}
                  />
                )}
              />
            </FieldShell>
          ) : (
            <TextField
              label={t('fields.location')}
              placeholder={t('fields.locationPlaceholder')}
              autoComplete="off"
              maxLength={200}
              fieldClassName="md:col-span-2"
              error={msg(errors.location?.message)}
              {...register('location')}
            />
          )}
          <TextField
            label={t('fields.latitude')}
            placeholder={t('fields.latitudePlaceholder')}
            inputMode="decimal"
            autoComplete="off"
            error={msg(errors.latitude?.message)}
            {...register('latitude')}
          />
          <TextField
            label={t('fields.longitude')}
            placeholder={t('fields.longitudePlaceholder')}
            inputMode="decimal"
            autoComplete="off"
            error={msg(errors.longitude?.message)}
            {...register('longitude')}
          />
          <p className="-mt-1 text-sm text-ink-600 md:col-span-2">{t('coordinatesHint')}</p>
        </fieldset>

        {errors.root?.message ? (
          <p role="alert" className="mt-4 rounded-xl bg-danger-700/10 px-4 py-3 text-sm font-medium text-danger-700">
            {errors.root.message}
          </p>
        ) : null}

        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline-light" size="lg" disabled={isSubmitting} onClick={() => reset()}>
            {t('cancel')}
          </Button>
          <Button type="submit" size="lg" disabled={loading || isSubmitting}>
            {isSubmitting ? t('saving') : t('save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
