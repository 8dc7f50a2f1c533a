import type { ResolveAmbiguous } from '@nakshatra/contracts';
import { ChevronDown, Globe2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BirthDatePicker } from '@/components/birth-date-picker/birth-date-picker';
import { PlaceCombobox } from '@/components/places/place-combobox';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { FieldShell, fieldA11y, inputBorder, inputClasses } from '@/components/ui/text-field';
import { currentLanguage, languageOptions } from '@/lib/i18n';
import type { KundliFormState } from '../hooks/use-kundli-form';
import { previewUtcOffset, type KundliFormValues } from '../lib/kundli-form';

interface FieldProps {
  form: KundliFormState;
}

/** Name or district: a text box checked in spec order. */
export function CheckedTextField({
  form,
  field,
  autoComplete,
}: FieldProps & { field: 'name' | 'district'; autoComplete?: string }) {
  const { t } = useTranslation('kundli');
  const id = useId();
  const error = form.errorFor(field);
  return (
    <FieldShell id={id} label={t(`kundli:form.${field}`)} error={error}>
      <input
        ref={form.fieldRef(field)}
        {...fieldA11y(id, error)}
        name={field}
        autoComplete={autoComplete}
        maxLength={100}
        value={form.values[field]}
        onChange={(e) => form.set(field, e.target.value)}
        className={cx(inputClasses, inputBorder(form.error === field))}
      />
    </FieldShell>
  );
}

/** The place search: picking a place fills state (and district when the gazetteer has one). */
export function BirthPlaceField({ form }: FieldProps) {
  const { t } = useTranslation('kundli');
  const id = useId();
  const invalid = form.error === 'birthPlace';
  return (
    <FieldShell id={id} label={t('kundli:form.birthPlace')} error={form.errorFor('birthPlace')}>
      <PlaceCombobox
        id={id}
        name="birthPlace"
        value={form.values.birthPlace}
        invalid={invalid}
        describedBy={invalid ? `${id}-error` : undefined}
        inputRef={form.fieldRef('birthPlace')}
        onChange={form.typePlace}
        onPick={form.pickPlace}
      />
    </FieldShell>
  );
}

/** State: free text, never checked. */
export function StateField({ form }: FieldProps) {
  const { t } = useTranslation('kundli');
  const id = useId();
  return (
    <FieldShell id={id} label={t('kundli:form.state')}>
      <input
        id={id}
        name="state"
        maxLength={100}
        value={form.values.state}
        onChange={(e) => form.set('state', e.target.value)}
        className={cx(inputClasses, inputBorder(false))}
      />
    </FieldShell>
  );
}

/** Birth date and time from the calendar picker (typing is blocked). */
export function BirthDateTimeField({ form }: FieldProps) {
  const { t } = useTranslation(['kundli', 'profile']);
  const id = useId();
  const invalid = form.error === 'birthDateTime';
  const keepInput = form.fieldRef('birthDateTime');
  return (
    <FieldShell
      id={id}
      label={t('kundli:form.birthDateTime')}
      error={form.errorFor('birthDateTime')}
    >
      <div ref={(el) => keepInput(el?.querySelector('input') ?? null)}>
        <BirthDatePicker
          id={id}
          value={form.values.birthDateTime}
          onChange={(d) => form.set('birthDateTime', d)}
          onBlur={() => undefined}
          invalid={invalid}
          describedBy={invalid ? `${id}-error` : undefined}
          placeholder={t('profile:fields.datePlaceholder')}
          timeCaption={t('profile:time')}
          lang={currentLanguage()}
        />
      </div>
    </FieldShell>
  );
}

/** Male or female as two large radio cards; the first takes the focus when none is chosen. */
export function GenderField({ form }: FieldProps) {
  const { t } = useTranslation('kundli');
  const id = useId();
  const invalid = form.error === 'gender';
  return (
    <fieldset
      className="flex flex-col gap-1.5"
      aria-describedby={invalid ? `${id}-error` : undefined}
    >
      <legend className="mb-1.5 text-sm font-semibold text-ink-700">
        {t('kundli:form.gender')}
      </legend>
      <div className="flex gap-3">
        {(['male', 'female'] as const).map((g, i) => (
          <label
            key={g}
            className={cx(
              'flex min-h-12 flex-1 cursor-pointer items-center justify-center gap-2 rounded-xl border bg-white px-4 font-semibold text-ink-900 transition has-[:checked]:border-gold-800 has-[:checked]:bg-cream-100 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-400/60',
              invalid ? 'border-danger-700' : 'border-cream-300',
            )}
          >
            <input
              ref={i === 0 ? form.fieldRef('gender') : undefined}
              type="radio"
              name="gender"
              value={g}
              checked={form.values.gender === g}
              onChange={() => form.set('gender', g)}
              className="size-4 accent-gold-800"
            />
            {t(`kundli:form.${g}`)}
          </label>
        ))}
      </div>
      <p id={`${id}-error`} className="min-h-5 text-sm leading-5 text-danger-700">
        {form.errorFor('gender')}
      </p>
    </fieldset>
  );
}

/** The language the readings are written in (default English). */
export function LanguageField({ form }: FieldProps) {
  const { t } = useTranslation('kundli');
  const id = useId();
  return (
    <FieldShell id={id} label={t('kundli:form.language')}>
      <div className="relative">
        <select
          id={id}
          name="language"
          value={form.values.language}
          onChange={(e) => form.set('language', e.target.value as KundliFormValues['language'])}
          className={cx(inputClasses, inputBorder(false), 'appearance-none pr-11')}
        >
          {languageOptions.map((l) => (
            <option key={l.code} value={l.code}>
              {l.nativeName}
            </option>
          ))}
        </select>
        <ChevronDown
          size={18}
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-ink-600"
        />
      </div>
    </FieldShell>
  );
}

/** The picked place's time zone and, once a date is set, its UTC offset at that moment. */
export function TimezoneNote({ values }: { values: KundliFormValues }) {
  const { t } = useTranslation('kundli');
  const offset =
    values.place && values.birthDateTime
      ? previewUtcOffset(values.place.timezone, values.birthDateTime)
      : null;
  return (
    <div
      className="flex min-h-[4.25rem] items-center gap-3 rounded-xl bg-cream-100 px-4 py-3 text-sm text-ink-700"
      aria-live="polite"
    >
      <Globe2 size={18} aria-hidden className="shrink-0 text-gold-800" />
      {values.place ? (
        <span>
          {t('kundli:form.timezone', { zone: values.place.timezone })}
          {offset ? (
            <>
              {' · '}
              <strong className="text-ink-900">{`UTC ${offset}`}</strong>
            </>
          ) : null}
        </span>
      ) : (
        <span>{t('kundli:form.timezoneHint')}</span>
      )}
    </div>
  );
}

/** Asked after a 409 ambiguous_local_time: the clock showed this time twice; which one? */
export function AmbiguousTimeChoice({
  onResolve,
}: {
  onResolve: (choice: ResolveAmbiguous) => void;
}) {
  const { t } = useTranslation('kundli');
  return (
    <div
      role="alert"
      className="mt-4 flex flex-col gap-3 rounded-xl border border-gold-800/40 bg-cream-100 p-4 sm:col-span-2"
    >
      <p className="text-ink-900">{t('kundli:form.ambiguous')}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline-light" onClick={() => onResolve('earlier')}>
          {t('kundli:form.earlier')}
        </Button>
        <Button variant="outline-light" onClick={() => onResolve('later')}>
          {t('kundli:form.later')}
        </Button>
      </div>
    </div>
  );
}
