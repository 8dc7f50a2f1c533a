import { ChevronDown } from 'lucide-react';
import { useId, type ComponentType } from 'react';
import { Controller, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BirthDatePicker } from '@/components/birth-date-picker/birth-date-picker';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import {
  FieldShell,
  TextField,
  fieldA11y,
  inputBorder,
  inputClasses,
} from '@/components/ui/text-field';
import { currentLanguage } from '@/lib/i18n';
import { translateMessage } from '@/lib/messages';
import type { ProfileFormValues } from '../lib/profile-form';

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

interface FieldProps {
  form: UseFormReturn<ProfileFormValues>;
  /** Read by the form itself (react-hook-form subscribes the component that reads them). */
  errors: FieldErrors<ProfileFormValues>;
}

/** The profile translations with the server's and the schema's messages translated. */
function useProfileMessages() {
  const { t } = useTranslation(['profile', 'common']);
  return { t, msg: (message: string | undefined) => translateMessage(t, message) };
}

/** Title, the welcome or the subtitle, and a reserved line for the loading note. */
export function ProfileFormHeader({
  arrivedAfterSignup,
  firstName,
  loading,
}: {
  arrivedAfterSignup: boolean;
  firstName: string;
  loading: boolean;
}) {
  const { t } = useTranslation(['profile', 'common']);
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-3xl font-semibold text-ink-900 sm:text-4xl">{t('title')}</h1>
      <p className="text-ink-600">
        {arrivedAfterSignup ? t('welcome', { name: firstName }) : t('subtitle')}
      </p>
      {/* Reserved line: the loading note comes and goes without moving the form. */}
      <p role="status" className="min-h-5 text-sm text-ink-600">
        {loading ? t('loading') : ''}
      </p>
    </div>
  );
}

/** First and last name. */
export function NameFields({ form, errors }: FieldProps) {
  const { t, msg } = useProfileMessages();
  return (
    <>
      <TextField
        label={t('fields.firstName')}
        autoComplete="given-name"
        maxLength={80}
        error={msg(errors.firstName?.message)}
        {...form.register('firstName')}
      />
      <TextField
        label={t('fields.lastName')}
        autoComplete="family-name"
        maxLength={80}
        error={msg(errors.lastName?.message)}
        {...form.register('lastName')}
      />
    </>
  );
}

/** Date and time of birth from the calendar picker. */
export function BirthDateTimeField({ form, errors }: FieldProps) {
  const { t, msg } = useProfileMessages();
  const dateId = useId();
  return (
    <FieldShell id={dateId} label={t('fields.dateTime')} error={msg(errors.dateTime?.message)}>
      <Controller
        control={form.control}
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
  );
}

export function GenderField({ form, errors }: FieldProps) {
  const { t, msg } = useProfileMessages();
  const genderId = useId();
  return (
    <FieldShell id={genderId} label={t('fields.gender')} error={msg(errors.gender?.message)}>
      <div className="relative">
        <select
          {...fieldA11y(genderId, msg(errors.gender?.message))}
          {...form.register('gender')}
          className={cx(
            inputClasses,
            inputBorder(Boolean(errors.gender)),
            'cursor-pointer appearance-none pr-12',
          )}
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
  );
}

/** Location: the place search when given one (picking fills the coordinates), else plain text. */
export function LocationField({
  form,
  errors,
  LocationInput,
}: FieldProps & { LocationInput?: ComponentType<LocationInputProps> }) {
  const { t, msg } = useProfileMessages();
  const locationId = useId();
  if (!LocationInput) {
    return (
      <TextField
        label={t('fields.location')}
        placeholder={t('fields.locationPlaceholder')}
        autoComplete="off"
        maxLength={200}
        fieldClassName="md:col-span-2"
        error={msg(errors.location?.message)}
        {...form.register('location')}
      />
    );
  }
  return (
    <FieldShell
      id={locationId}
      label={t('fields.location')}
      error={msg(errors.location?.message)}
      className="md:col-span-2"
    >
      <Controller
        control={form.control}
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
              const options = {
                shouldValidate: true,
                shouldDirty: true,
                shouldTouch: true,
              } as const;
              form.setValue('location', place.name, options);
              form.setValue('latitude', String(place.latitude), options);
              form.setValue('longitude', String(place.longitude), options);
            }}
            invalid={Boolean(errors.location)}
            describedBy={errors.location ? `${locationId}-error` : undefined}
            maxLength={200}
          />
        )}
      />
    </FieldShell>
  );
}

/** Latitude and longitude (filled by the place search, still editable) and their hint. */
export function CoordinateFields({ form, errors }: FieldProps) {
  const { t, msg } = useProfileMessages();
  return (
    <>
      <TextField
        label={t('fields.latitude')}
        placeholder={t('fields.latitudePlaceholder')}
        inputMode="decimal"
        autoComplete="off"
        error={msg(errors.latitude?.message)}
        {...form.register('latitude')}
      />
      <TextField
        label={t('fields.longitude')}
        placeholder={t('fields.longitudePlaceholder')}
        inputMode="decimal"
        autoComplete="off"
        error={msg(errors.longitude?.message)}
        {...form.register('longitude')}
      />
      <p className="-mt-1 text-sm text-ink-600 md:col-span-2">{t('coordinatesHint')}</p>
    </>
  );
}

/** The form-wide error (no session), then Save and Cancel (back to the loaded values). */
export function ProfileFormActions({
  rootError,
  loading,
  isSubmitting,
  onCancel,
}: {
  rootError: string | undefined;
  loading: boolean;
  isSubmitting: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['profile', 'common']);
  return (
    <>
      {rootError ? (
        <p
          role="alert"
          className="mt-4 rounded-xl bg-danger-700/10 px-4 py-3 text-sm font-medium text-danger-700"
        >
          {rootError}
        </p>
      ) : null}

      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline-light" size="lg" disabled={isSubmitting} onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" size="lg" disabled={loading || isSubmitting}>
          {isSubmitting ? t('saving') : t('save')}
        </Button>
      </div>
    </>
  );
}
