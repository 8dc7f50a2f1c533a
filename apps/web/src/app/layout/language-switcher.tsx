import { Globe } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/components/ui/cx';
import { changeLanguage, currentLanguage, isUiLanguage, languageOptions } from '@/lib/i18n';

/** A native select: every platform's own picker, fully keyboard and screen-reader accessible. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const value = isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();
  return (
    <div className={cx('relative flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <Globe size={18} aria-hidden className="pointer-events-none absolute left-3 text-gold-300" />
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          if (isUiLanguage(next)) void changeLanguage(next);
        }}
        className="h-11 max-w-[9.5rem] cursor-pointer appearance-none truncate rounded-full border border-star-300/30 bg-white/5 pr-4 pl-9 text-sm font-medium text-star-50 hover:border-gold-300/60 focus-visible:border-gold-300"
      >
        {languageOptions.map((option) => (
          <option key={option.code} value={option.code} lang={option.code} className="bg-night-800 text-star-50">
            {option.nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
