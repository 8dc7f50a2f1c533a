import type { KundliRequestInput, ResolveAmbiguous } from '@nakshatra/contracts';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useKundliForm } from '../hooks/use-kundli-form';
import {
  AmbiguousTimeChoice,
  BirthDateTimeField,
  BirthPlaceField,
  CheckedTextField,
  GenderField,
  LanguageField,
  StateField,
  TimezoneNote,
} from './kundli-form-fields';

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
export function KundliForm({
  onSubmit,
  submitting,
  ambiguous,
  onResolveAmbiguous,
}: KundliFormProps) {
  const { t } = useTranslation('kundli');
  const form = useKundliForm(onSubmit);

  return (
    <form
      noValidate
      onSubmit={form.submit}
      className="card-light grid gap-x-5 gap-y-1 p-5 sm:grid-cols-2 sm:p-8"
      aria-labelledby="kundli-form-title"
    >
      <h2 id="kundli-form-title" className="text-2xl font-semibold text-ink-900 sm:col-span-2">
        {t('kundli:form.title')}
      </h2>
      <p className="mb-4 text-ink-600 sm:col-span-2">{t('kundli:form.lead')}</p>
      <CheckedTextField form={form} field="name" autoComplete="name" />
      <BirthPlaceField form={form} />
      <CheckedTextField form={form} field="district" />
      <StateField form={form} />
      <BirthDateTimeField form={form} />
      <GenderField form={form} />
      <LanguageField form={form} />
      <TimezoneNote values={form.values} />
      {ambiguous ? <AmbiguousTimeChoice onResolve={onResolveAmbiguous} /> : null}
      <div className="mt-5 sm:col-span-2 print:hidden">
        <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
          <Sparkles size={18} aria-hidden />
          {submitting ? t('kundli:form.generating') : t('kundli:form.submit')}
        </Button>
      </div>
    </form>
  );
}
