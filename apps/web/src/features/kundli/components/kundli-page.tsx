import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { useSession } from '@/lib/session';
import { useGenerateKundli } from '../hooks/use-generate-kundli';
import { useKundliFailure } from '../hooks/use-kundli-failure';
import { useSavedKundliActions } from '../hooks/use-saved-kundli-actions';
import { useShownKundli } from '../hooks/use-shown-kundli';
import { KundliForm } from './kundli-form';
import { KundliResultArea } from './kundli-result-area';
import { SavedKundlis } from './saved-kundlis';

/** /aikundali: the form, the saved list and the result (which stays until the next generation). */
export function KundliPage() {
  const { t } = useTranslation('kundli');
  const { user } = useSession();
  const failed = useKundliFailure();
  const shown = useShownKundli();
  const kundli = useGenerateKundli((result, request) => shown.show(result, request, null), failed);
  const saved = useSavedKundliActions({ ...shown, onFailed: failed });

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 md:py-12">
      <PageHeader title={t('title')} lead={t('lead')} className="print:hidden" data-print-hide />
      <div data-print-hide className="print:hidden">
        <KundliForm
          onSubmit={kundli.generate}
          submitting={kundli.generating}
          ambiguous={kundli.ambiguous}
          onResolveAmbiguous={kundli.resolve}
        />
      </div>
      {user ? (
        <SavedKundlis busyId={saved.busyId} onOpen={saved.onOpen} onDelete={saved.onDelete} />
      ) : null}
      <KundliResultArea
        resultRef={shown.resultRef}
        generating={kundli.generating}
        result={shown.result}
        savedId={shown.savedId}
        onSaved={shown.setSavedId}
        onFailed={failed}
      />
    </div>
  );
}
