import type { SunriseConventionKey } from '@nakshatra/contracts';
import { useTranslation } from 'react-i18next';
import { cx } from '@/components/ui/cx';

/** Sunrise convention: the Sun's upper limb with refraction (Drik) or the disc centre. */
export function ConventionSwitch({ value, onChange }: { value: SunriseConventionKey; onChange: (c: SunriseConventionKey) => void }) {
  const { t } = useTranslation('panchang');
  return (
    <fieldset className="mt-4 sm:col-span-2">
      <legend className="text-sm font-semibold text-ink-600">{t('convention')}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {(['limb', 'centre'] as const).map((c) => (
          <label
            key={c}
            className={cx(
              'flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm focus-within:ring-2 focus-within:ring-gold-500',
              value === c ? 'border-night-900 bg-night-900 text-star-50' : 'border-cream-300 text-ink-900',
            )}
          >
            <input type="radio" name="sunrise-convention" value={c} checked={value === c} onChange={() => onChange(c)} className="sr-only" />
            {t(c === 'limb' ? 'conventionLimb' : 'conventionCentre')}
          </label>
        ))}
      </div>
      <p className="mt-1 text-xs text-ink-600">{t('conventionNote')}</p>
    </fieldset>
  );
}
