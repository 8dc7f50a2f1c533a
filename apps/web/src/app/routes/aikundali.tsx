import { useTranslation } from 'react-i18next';
import { KundliPage } from '@/features/kundli/components/kundli-page';
import { useDocumentMeta } from '@/lib/use-document-meta';

export function AiKundaliRoute() {
  const { t } = useTranslation('kundli');
  useDocumentMeta({ title: t('title'), description: t('lead') });
  return <KundliPage />;
}

export default AiKundaliRoute;
