import type { KundliRequestInput, ResolveAmbiguous } from '@nakshatra/contracts';
import { ChevronDown, Globe2, Sparkles } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { FieldShell, fieldA11y, inputBorder, inputClasses } from '@/components/ui/text-field';
import { PlaceCombobox } from '@/components/places/place-combobox';
import { BirthDatePicker } from '@/components/birth-date-picker/birth-date-picker';
import { currentLanguage, languageOptions } from '@/lib/i18n';
import { openLoginDialog } from '@/lib/login-dialog-store';
import { useSession } from '@/lib/session';
import {
  KUNDLI_ERROR_KEY,
  emptyKundliForm,
  firstKundliError,
  previewUtcOffset,
  toKundliRequest,
  type KundliCheckField,
  type KundliFormValues,
} from '../lib/kundli-form';

export interface KundliFormProps {
  onSubmit: (request: KundliRequestInput) => void;
  submitting: boolean;
  /** Set when the server answered 409 ambiguous_local_time: ask which occurrence. */
  ambiguous: boolean;
  onResolveAmbiguous: (choice: ResolveAmbiguous) => void;
}

/**
 * Spec section 2 "Kundli form": name, birth place (place search filling the state), district,
 * birth date-time, gender, language (default English). Spec section 5: a guest gets 'Please Login
 * to Continue' and the login dialog; then the five checks in order, one message at a time, as a
 * toast and under the field.
 */
export function KundliForm({ onSubmit, submitting, ambiguous, onResolveAmbiguous }: KundliFormProps) {
  const { t } = useTranslation(['kundli', 'profile']);
  const { user } = useSession();
  const [values, setValues] = useState<KundliFormValues>(emptyKundliForm);
  const [error, setError] = useState<KundliCheckField | null>(null);
  const ids = {
    name: useId(),
    birthPlace: useId(),
    district: useId(),
    state: useId(),
    birthDateTime: useId(),
    gender: useId(),
    language: useId(),
  };
  const refs = useRef<Partial<Record<KundliCheckField, HTMLElement | null>>>({});
  const set = <K extends keyof KundliFormValues>(key: K, value: KundliFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (error === key || (key === 'place' && error === 'birthPlace')) setError(null);
  };
  const message = (field: KundliCheckField) => t(`kundli:errors.${KUNDLI_ERROR_KEY[field]}`);
  const errorFor = (field: KundliCheckField) => (error === field ? message(field) : undefined);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!user) {
      toast.error(t('kundli:errors.login'));
      openLoginDialog();
      return;
    }
    const failed = firstKundliError(values);
    setError(failed);
    if (failed) {
      toast.error(message(failed), { id: 'kundli-validation' });
      const target = refs.current[failed];
      target?.focus();
      return;
    }
    onSubmit(toKundliRequest(values));
  };

  const offset =
    values.place && values.birthDateTime ? previewUtcOffset(values.place.timezone, values.birthDateTime) : null;

  return (
    <form noValidate onSubmit={submit} className="card-light grid gap-x-5 gap-y-1 p-5 sm:grid-cols-2 sm:p-8" aria-labelledby="kundli-form-title">
      <h2 id="kundli-form-title" className="text-2xl font-semibold text-ink-900 sm:col-span-2">
        {t('kundli:form.title')}
      </h2>
      <p className="mb-4 text-ink-600 sm:col-span-2">{t('kundli:form.lead')}</p>

      <FieldShell id={ids.name} label={t('kundli:form.name')} error={errorFor('name')}>
        <input
          ref={(el) => {
            refs.current.name = el;
          }}
          {...fieldA11y(ids.name, errorFor('name'))}
          name="name"
          autoComplete="name"
          maxLength={100}
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          className={cx(inputClasses, inputBorder(error === 'name'))}
        />
      </FieldShell>

      <FieldShell id={ids.birthPlace} label={t('kundli:form.birthPlace')} error={errorFor('birthPlace')}>
        <PlaceCombobox
          id={ids.birthPlace}
          name="birthPlace"
          value={values.birthPlace}
          invalid={error === 'birthPlace'}
          describedBy={error === 'birthPlace' ? `${ids.birthPlace}-error` : undefined}
          inputRef={(el) => {
            refs.current.birthPlace = el;
          }}
          onChange={(text) =>
            setValues((v) => ({ ...v, birthPlace: text, place: v.place && text === v.birthPlace ? v.place : null }))
          }
          onPick={(picked) => {
            const place = picked.place ?? null;
            setValues((v) => ({
              ...v,
              birthPlace: picked.name,
              place,
              // The gazetteer has no district for India: keep what the user typed unless it has one.
              district: place?.district ?? v.district,
              state: place?.state ?? v.state,
            }));
            if (error === 'birthPlace') setError(null);
          }}
        />
      </FieldShell>

      <FieldShell id={ids.district} label={t('kundli:form.district')} error={errorFor('district')}>
        <input
          ref={(el) => {
            refs.current.district = el;
          }}
          {...fieldA11y(ids.district, errorFor('district'))}
          name="district"
          maxLength={100}
          value={values.district}
          onChange={(e) => set('district', e.target.value)}
          className={cx(inputClasses, inputBorder(error === 'district'))}
        />
      </FieldShell>

      <FieldShell id={ids.state} label={t('kundli:form.state')}>
        <input
          id={ids.state}
          name="state"
          maxLength={100}
          value={values.state}
          onChange={(e) => set('state', e.target.value)}
          className={cx(inputClasses, inputBorder(false))}
        />
      </FieldShell>

      <FieldShell id={ids.birthDateTime} label={t('kundli:form.birthDateTime')} error={errorFor('birthDateTime')}>
        <div
          ref={(el) => {
            refs.current.birthDateTime = el?.querySelector('input') ?? null;
          }}
        >
          <BirthDatePicker
            id={ids.birthDateTime}
            value={values.birthDateTime}
            onChange={(d) => set('birthDateTime', d)}
            onBlur={() => undefined}
            invalid={error === 'birthDateTime'}
            describedBy={error === 'birthDateTime' ? `${ids.birthDateTime}-error` : undefined}
            placeholder={t('profile:fields.datePlaceholder')}
            timeCaption={t('profile:time')}
            lang={currentLanguage()}
          />
        </div>
      </FieldShell>

      <fieldset className="flex flex-col gap-1.5" aria-describedby={error === 'gender' ? `${ids.gender}-error` : undefined}>
        <legend className="mb-1.5 text-sm font-semibold text-ink-700">{t('kundli:form.gender')}</legend>
        <div className="flex gap-3">
          {(['male', 'female'] as const).map((g, i) => (
            <label
              key={g}
              className={cx(
                'flex min-h-12 flex-1 cursor-pointer items-center justify-center gap-2 rounded-xl border bg-white px-4 font-semibold text-ink-900 transition has-[:checked]:border-gold-800 has-[:checked]:bg-cream-100 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-400/60',
                error === 'gender' ? 'border-danger-700' : 'border-cream-300',
              )}
            >
              <input
                ref={
                  i === 0
                    ? (el) => {
                        refs.current.gender = el;
                      }
                    : undefined
                }
                type="radio"
                name="gender"
                value={g}
                checked={values.gender === g}
                onChange={() => set('gender', g)}
                className="size-4 accent-gold-800"
              />
              {t(`kundli:form.${g}`)}
            </label>
          ))}
        </div>
        <p id={`${ids.gender}-error`} className="min-h-5 text-sm leading-5 text-danger-700">
          {errorFor('gender')}
        </p>
      </fieldset>

      <FieldShell id={ids.language} label={t('kundli:form.language')}>
        <div className="relative">
          <select
            id={ids.language}
            name="language"
            value={values.language}
            onChange={(e) => set('language', e.target.value as KundliFormValues['language'])}
            className={cx(inputClasses, inputBorder(false), 'appearance-none pr-11')}
          >
            {languageOptions.map((l) => (
              <option key={l.code} value={l.code}>
                {l.nativeName}
              </option>
            ))}
          </select>
          <ChevronDown size={18} aria-hidden className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-ink-600" />
        </div>
      </FieldShell>

      <div className="flex min-h-[4.25rem] items-center gap-3 rounded-xl bg-cream-100 px-4 py-3 text-sm text-ink-700" aria-live="polite">
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

      {ambiguous ? (
        <div role="alert" className="mt-4 flex flex-col gap-3 rounded-xl border border-gold-800/40 bg-cream-100 p-4 sm:col-span-2">
          <p className="text-ink-900">{t('kundli:form.ambiguous')}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline-light" onClick={() => onResolveAmbiguous('earlier')}>
              {t('kundli:form.earlier')}
            </Button>
            <Button variant="outline-light" onClick={() => onResolveAmbiguous('later')}>
              {t('kundli:form.later')}
            </Button>
          </div>
        </div>
      ) : null}

      <div className="mt-5 sm:col-span-2 print:hidden">
        <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
          <Sparkles size={18} aria-hidden />
          {submitting ? t('kundli:form.generating') : t('kundli:form.submit')}
        </Button>
      </div>
    </form>
  );
}
