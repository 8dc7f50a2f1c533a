import type { KundliRequestInput, Place, UiLanguage } from '@nakshatra/contracts';

export interface KundliFormValues {
  name: string;
  /** The text in the place box. */
  birthPlace: string;
  /** The gazetteer entry picked from the suggestions (the chart is cast at its coordinates). */
  place: Place | null;
  district: string;
  state: string;
  /** Wall-clock birth time at the birth place, as the picker gives it. */
  birthDateTime: Date | null;
  gender: '' | 'male' | 'female';
  language: UiLanguage;
}

export const emptyKundliForm: KundliFormValues = {
  name: '',
  birthPlace: '',
  place: null,
  district: '',
  state: '',
  birthDateTime: null,
  gender: '',
  language: 'en',
};

/** Spec section 5 "Kundli": the checks in order; the first failure is the one reported. */
export const KUNDLI_CHECK_ORDER = ['name', 'birthPlace', 'district', 'birthDateTime', 'gender'] as const;
export type KundliCheckField = (typeof KUNDLI_CHECK_ORDER)[number];

/** Message keys under kundli:errors (English: 'Please Enter a Valid Name' ...). */
export const KUNDLI_ERROR_KEY: Record<KundliCheckField, string> = {
  name: 'name',
  birthPlace: 'place',
  district: 'district',
  birthDateTime: 'time',
  gender: 'gender',
};

/** The first failing field in spec order, or null when the form can be sent. */
export function firstKundliError(values: KundliFormValues, now: Date = new Date()): KundliCheckField | null {
  const checks: Record<KundliCheckField, boolean> = {
    name: values.name.trim().length > 0,
    // A place counts when it was picked from the suggestions (the chart needs its coordinates).
    birthPlace: values.birthPlace.trim().length > 0 && values.place !== null,
    district: values.district.trim().length > 0,
    birthDateTime: values.birthDateTime !== null && values.birthDateTime.getTime() <= now.getTime(),
    gender: values.gender === 'male' || values.gender === 'female',
  };
  return KUNDLI_CHECK_ORDER.find((field) => !checks[field]) ?? null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DDTHH:MM' from the picker's wall-clock fields (read as the birth place's local time). */
export function toLocalDateTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function toKundliRequest(values: KundliFormValues): KundliRequestInput {
  const state = values.state.trim();
  return {
    name: values.name.trim(),
    gender: values.gender as 'male' | 'female',
    birthDateTime: toLocalDateTime(values.birthDateTime!),
    birthPlace: values.birthPlace.trim(),
    district: values.district.trim(),
    ...(state ? { state } : {}),
    language: values.language,
    placeId: values.place!.id,
  };
}

/**
 * The zone's UTC offset at a wall-clock time there, '+05:30', for the preview before the server
 * answers (Intl's longOffset; the server's echo is authoritative, e.g. local mean time before 1906).
 */
export function previewUtcOffset(timeZone: string, wallClock: Date): string | null {
  try {
    // Interpret the wall-clock fields as UTC first; the offset at that instant is what we show
    // (off by at most one DST hour around a transition, which the server resolves).
    const asUtc = Date.UTC(
      wallClock.getFullYear(),
      wallClock.getMonth(),
      wallClock.getDate(),
      wallClock.getHours(),
      wallClock.getMinutes(),
    );
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(asUtc)
      .find((p) => p.type === 'timeZoneName')?.value;
    if (!part) return null;
    if (part === 'GMT') return '+00:00';
    return part.replace('GMT', '');
  } catch {
    return null;
  }
}
