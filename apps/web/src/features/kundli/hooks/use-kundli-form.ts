import type { KundliRequestInput } from '@nakshatra/contracts';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { PickedPlace } from '@/components/places/place-combobox';
import { openLoginDialog } from '@/lib/login-dialog-store';
import { useSession } from '@/lib/session';
import {
  KUNDLI_ERROR_KEY,
  emptyKundliForm,
  firstKundliError,
  toKundliRequest,
  type KundliCheckField,
  type KundliFormValues,
} from '../lib/kundli-form';
import { mergePrefill } from '../lib/profile-prefill';
import { useProfilePrefill } from './use-profile-prefill';

/**
 * The kundli form's values and its one error at a time (spec section 5): a guest gets 'Please
 * Login to Continue' and the login dialog; then the five checks in order, the first failing one
 * as a toast and under its field, which takes the focus. Editing a field clears its error.
 * Signed in, the saved profile's birth details fill the empty fields (issue 12).
 */
export function useKundliForm(onSubmit: (request: KundliRequestInput) => void) {
  const { t } = useTranslation(['kundli', 'profile']);
  const { user } = useSession();
  const [values, setValues] = useState<KundliFormValues>(emptyKundliForm);
  const [error, setError] = useState<KundliCheckField | null>(null);
  const refs = useRef<Partial<Record<KundliCheckField, HTMLElement | null>>>({});
  const applyPrefill = useCallback(
    (prefill: Partial<KundliFormValues>) => setValues((v) => mergePrefill(v, prefill)),
    [],
  );
  useProfilePrefill(Boolean(user), applyPrefill);

  const set = <K extends keyof KundliFormValues>(key: K, value: KundliFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (error === key || (key === 'place' && error === 'birthPlace')) setError(null);
  };
  const message = (field: KundliCheckField) => t(`kundli:errors.${KUNDLI_ERROR_KEY[field]}`);
  const errorFor = (field: KundliCheckField) => (error === field ? message(field) : undefined);
  /** A ref callback that keeps the element to focus when `field` fails its check. */
  const fieldRef = (field: KundliCheckField) => (el: HTMLElement | null) => {
    refs.current[field] = el;
  };

  /** Typing in the place box: the picked place stays only while the text is its label. */
  const typePlace = (text: string) =>
    setValues((v) => ({
      ...v,
      birthPlace: text,
      place: v.place && text === v.birthPlace ? v.place : null,
    }));

  const pickPlace = (picked: PickedPlace) => {
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
  };

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

  return { values, error, errorFor, set, fieldRef, typePlace, pickPlace, submit };
}

export type KundliFormState = ReturnType<typeof useKundliForm>;
