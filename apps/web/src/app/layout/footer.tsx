import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useToday } from '@/lib/today';

export function Footer() {
  const { t } = useTranslation();
  const year = Number(useToday().slice(0, 4));
  return (
    <footer className="mt-16 border-t border-star-300/10">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-star-300 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex items-center gap-3">
          <LogoMark />
          <p>{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.links')} className="flex flex-wrap gap-x-2">
          <Link to={paths.about.to()} className="inline-flex min-h-11 items-center rounded px-2 hover:text-star-50">
            {t('nav.about')}
          </Link>
          <Link to={paths.zodiacSign.to()} className="inline-flex min-h-11 items-center rounded px-2 hover:text-star-50">
            {t('nav.zodiacSign')}
          </Link>
        </nav>
        <p>{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
