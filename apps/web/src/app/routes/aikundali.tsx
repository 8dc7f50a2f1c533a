import { useTranslation } from 'react-i18next';
import { KundliPage } from '@/features/kundli/components/kundli-page';
import { PageMeta } from '@/components/page-meta';
import { loadRouteNamespaces } from '@/lib/i18n';

await loadRouteNamespaces('kundli');

export function AiKundaliRoute() {
  const { t } = useTranslation('kundli');
  return (
    <>
      <PageMeta title={t('title')} description={t('lead')} />
      <KundliPage />
    </>
  );
}

export default AiKundaliRoute;
