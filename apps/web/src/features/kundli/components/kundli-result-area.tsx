import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useSession } from '@/lib/session';
import { useSaveKundli } from '../api/saved-kundlis';
import type { ShownKundli } from '../hooks/use-shown-kundli';
import { KundliResult } from './kundli-result';

interface Props {
  resultRef: RefObject<HTMLDivElement | null>;
  generating: boolean;
  result: ShownKundli | null;
  savedId: string | null;
  onSaved: (id: string) => void;
  onFailed: (error: unknown) => void;
}

/**
 * Below the form: a skeleton while the first kundli is generated, then the result, which a
 * signed-in user can save when it came from the form (a reopened one is saved already).
 */
export function KundliResultArea({
  resultRef,
  generating,
  result,
  savedId,
  onSaved,
  onFailed,
}: Props) {
  const { t } = useTranslation('kundli');
  const { user } = useSession();
  const save = useSaveKundli();
  const request = result?.request;
  const onSave =
    user && request
      ? () =>
          save.mutate(request, {
            onSuccess: ({ id }) => {
              onSaved(id);
              toast.success(t('saved.savedToast'));
            },
            onError: onFailed,
          })
      : undefined;

  return (
    <div ref={resultRef} className="scroll-mt-20" aria-live="polite" aria-busy={generating}>
      {generating && !result ? (
        <ResultSkeleton />
      ) : result ? (
        <KundliResult
          kundli={result.kundli}
          saved={savedId !== null}
          saving={save.isPending}
          onSave={onSave}
        />
      ) : null}
    </div>
  );
}

function ResultSkeleton() {
  const { t } = useTranslation('kundli');
  return (
    <div role="status" aria-label={t('form.generating')} className="flex flex-col gap-5">
      <div className="card-light h-48 animate-pulse" />
      <div className="card-light grid animate-pulse gap-8 p-8 md:grid-cols-2">
        <div className="aspect-square max-w-[26rem] rounded-xl bg-cream-200" />
        <div className="aspect-square max-w-[26rem] rounded-xl bg-cream-200" />
      </div>
    </div>
  );
}
