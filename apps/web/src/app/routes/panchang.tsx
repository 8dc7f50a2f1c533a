import { useTranslation } from 'react-i18next';
import { PanchangPage } from '@/features/panchang/components/panchang-page';
import { PageMeta } from '@/components/page-meta';
import { PageHeader } from '@/components/ui/page-header';
import { loadRouteNamespaces } from '@/lib/i18n';

await loadRouteNamespaces('panchang');

export function PanchangRoute() {
  const { t } = useTranslation('panchang');
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 md:py-12">
      <PageMeta title={t('title')} description={t('lead')} />
      <PageHeader title={t('title')} lead={t('lead')} className="mb-6" />
      <PanchangPage />
    </div>
  );
}

export default PanchangRoute;
