import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { PageHeader } from '@/components/ui/page-header';
import { ConsultationHistory } from '@/features/consultations/components/consultation-history';
import { loadRouteNamespaces } from '@/lib/i18n';

// English strings of this page come with it (lib/i18n.ts ROUTE_NAMESPACES).
await loadRouteNamespaces('consultations');

/** /consultations (issue 13): your past paid chats with their transcripts. */
export function ConsultationsRoute() {
  const { t } = useTranslation('consultations');
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 md:py-14">
      <PageMeta title={t('history.title')} description={t('history.lead')} />
      <PageHeader title={t('history.title')} lead={t('history.lead')} />
      <div className="mt-8">
        <ConsultationHistory />
      </div>
    </div>
  );
}

export default ConsultationsRoute;
