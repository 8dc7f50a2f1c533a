import { useTranslation } from 'react-i18next';
import { PanchangPage } from '@/features/panchang/components/panchang-page';
import { PageMeta } from '@/components/page-meta';

export function PanchangRoute() {
  const { t } = useTranslation('panchang');
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 md:py-12">
      <PageMeta title={t('title')} description={t('lead')} />
      <header className="mb-6 max-w-2xl">
        <h1 className="text-4xl font-semibold text-star-50 sm:text-5xl">{t('title')}</h1>
        <p className="mt-3 text-lg text-star-200">{t('lead')}</p>
      </header>
      <PanchangPage />
    </div>
  );
}

export default PanchangRoute;
