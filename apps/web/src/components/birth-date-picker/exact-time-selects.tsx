import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputBorder } from '@/components/ui/text-field';
import type { UiLanguage } from '@nakshatra/contracts';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const MINUTES = Array.from({ length: 60 }, (_, m) => m);

/** The same day at `hour`:`minute` (seconds cleared), never mutating `day`. */
export function withTime(day: Date, hour: number, minute: number): Date {
  const next = new Date(day);
  next.setHours(hour, minute, 0, 0);
  return next;
}

/** "6 AM", "6 am", "6時", "முற்பகல் 6": the hour as the interface language writes it. */
function hourLabel(lang: UiLanguage, hour: number): string {
  return new Intl.DateTimeFormat(lang, { hour: 'numeric' }).format(new Date(2000, 0, 1, hour));
}

interface ExactTimeSelectsProps {
  id: string;
  value: Date | null;
  onChange: (value: Date) => void;
  lang: UiLanguage;
  /** The latest time allowed (now): later hours and minutes are disabled. */
  latest: Date;
  disabled?: boolean;
}

/**
 * Hour and minute to the minute, beside the spec's 30-minute list: the ascendant moves about a
 * degree every four minutes, so a rounded birth time can put it in the wrong sign. Native selects:
 * reachable with Tab, arrows and typed digits, and read by screen readers with their labels.
 * Times after now are disabled (spec: no future dates).
 */
export function ExactTimeSelects({
  id,
  value,
  onChange,
  lang,
  latest,
  disabled,
}: ExactTimeSelectsProps) {
  const { t } = useTranslation('common');
  const hintId = useId();
  const off = disabled || value === null;
  // The text field's look at its own width (inputClasses is full width).
  const selectClass = `h-12 rounded-xl border bg-white px-3 text-base text-ink-900 tabular-nums outline-none focus:ring-2 disabled:opacity-60 ${inputBorder(false)}`;
  const isFuture = (hour: number, minute: number) =>
    value !== null && withTime(value, hour, minute).getTime() > latest.getTime();
  return (
    <fieldset
      className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1"
      aria-describedby={off ? hintId : undefined}
    >
      <legend className="sr-only">{t('birthPicker.exactTime')}</legend>
      <span aria-hidden className="text-sm font-semibold text-ink-700">
        {t('birthPicker.exactTime')}
      </span>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-hour`} className="sr-only">
          {t('birthPicker.hour')}
        </label>
        <select
          id={`${id}-hour`}
          className={selectClass}
          disabled={off}
          value={value ? String(value.getHours()) : ''}
          onChange={(e) =>
            value && onChange(withTime(value, Number(e.target.value), value.getMinutes()))
          }
        >
          {value ? null : <option value="">{t('birthPicker.hour')}</option>}
          {HOURS.map((h) => (
            <option key={h} value={String(h)} disabled={isFuture(h, 0)}>
              {hourLabel(lang, h)}
            </option>
          ))}
        </select>
        <span aria-hidden className="font-semibold text-ink-700">
          :
        </span>
        <label htmlFor={`${id}-minute`} className="sr-only">
          {t('birthPicker.minute')}
        </label>
        <select
          id={`${id}-minute`}
          className={selectClass}
          disabled={off}
          value={value ? String(value.getMinutes()) : ''}
          onChange={(e) =>
            value && onChange(withTime(value, value.getHours(), Number(e.target.value)))
          }
        >
          {value ? null : <option value="">{t('birthPicker.minute')}</option>}
          {MINUTES.map((m) => (
            <option
              key={m}
              value={String(m)}
              disabled={value !== null && isFuture(value.getHours(), m)}
            >
              {String(m).padStart(2, '0')}
            </option>
          ))}
        </select>
      </div>
      {off ? (
        <p id={hintId} className="w-full text-xs text-ink-600">
          {t('birthPicker.pickDateFirst')}
        </p>
      ) : null}
    </fieldset>
  );
}
