import { House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  const { t } = useTranslation('pages');
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <PageMeta />
      <p
        className="text-gradient-gold font-display text-7xl font-semibold sm:text-8xl"
        aria-hidden="true"
      >
        404
      </p>
      <h1 className="mt-4 text-3xl font-semibold text-star-50 sm:text-4xl">
        {t('notFound.title')}
      </h1>
      <p className="mt-4 text-lg text-star-200">{t('notFound.body')}</p>
      <Link to={paths.home.to()} className={buttonClasses('primary', 'lg', 'mt-8')}>
        <House size={18} aria-hidden />
        {t('notFound.home')}
      </Link>
    </div>
  );
}

export default NotFoundRoute;
