import type { KundliRequestInput, KundliResponse, ResolveAmbiguous } from '@nakshatra/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { openLoginDialog } from '@/lib/login-dialog-store';
import { apiErrorText } from '@/lib/messages';
import { useSession } from '@/lib/session';
import { useCreateKundli } from '../api/create-kundli';
import { useDeleteKundli, useOpenSavedKundli, useSaveKundli } from '../api/saved-kundlis';
import { KundliForm } from './kundli-form';
import { KundliResult } from './kundli-result';
import { SavedKundlis } from './saved-kundlis';

/** /aikundali: the form, the saved list and the result (which stays until the next generation). */
export function KundliPage() {
  const { t } = useTranslation('kundli');
  const { user } = useSession();
  const [result, setResult] = useState<{ kundli: KundliResponse; request: KundliRequestInput | null } | null>(null);
  const [pending, setPending] = useState<KundliRequestInput | null>(null);
  const [ambiguous, setAmbiguous] = useState(false);
  const [savedId, setSavedId] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const create = useCreateKundli();
  const save = useSaveKundli();
  const open = useOpenSavedKundli();
  const remove = useDeleteKundli();

  const show = (kundli: KundliResponse, request: KundliRequestInput | null, id: string | null) => {
    setResult({ kundli, request });
    setSavedId(id);
    requestAnimationFrame(() => resultRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }));
  };

  const failed = (error: unknown) => {
    if (isApiError(error) && error.status === 401) {
      toast.error(t('errors.login'));
      openLoginDialog();
      return;
    }
    toast.error(apiErrorText(t, error));
  };

  const generate = (request: KundliRequestInput) => {
    setPending(request);
    setAmbiguous(false);
    create.mutate(request, {
      onSuccess: (kundli) => show(kundli, request, null),
      onError: (error) => {
        if (isApiError(error) && error.code === 'ambiguous_local_time') setAmbiguous(true);
        else failed(error);
      },
    });
  };

  const resolve = (choice: ResolveAmbiguous) => {
    if (pending) generate({ ...pending, resolveAmbiguous: choice });
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 md:py-12">
      <header className="max-w-2xl print:hidden" data-print-hide>
        <h1 className="text-4xl font-semibold text-star-50 sm:text-5xl">{t('title')}</h1>
        <p className="mt-3 text-lg text-star-200">{t('lead')}</p>
      </header>
      <div data-print-hide className="print:hidden">
        <KundliForm onSubmit={generate} submitting={create.isPending} ambiguous={ambiguous} onResolveAmbiguous={resolve} />
      </div>
      {user ? (
        <SavedKundlis
          busyId={busyId}
          onOpen={(item) => {
            setBusyId(item.id);
            open.mutate(
              { id: item.id, lang: currentLanguage() },
              { onSuccess: (kundli) => show(kundli, null, item.id), onError: failed, onSettled: () => setBusyId(null) },
            );
          }}
          onDelete={(item) => {
            setBusyId(item.id);
            remove.mutate(item.id, {
              onSuccess: () => {
                toast.success(t('saved.deleted', { name: item.name }));
                if (savedId === item.id) setSavedId(null);
              },
              onError: failed,
              onSettled: () => setBusyId(null),
            });
          }}
        />
      ) : null}
      <div ref={resultRef} className="scroll-mt-20" aria-live="polite" aria-busy={create.isPending}>
        {create.isPending && !result ? (
          <ResultSkeleton />
        ) : result ? (
          <KundliResult
            kundli={result.kundli}
            saved={savedId !== null}
            saving={save.isPending}
            onSave={
              user && result.request
                ? () =>
                    save.mutate(result.request!, {
                      onSuccess: ({ id }) => {
                        setSavedId(id);
                        toast.success(t('saved.savedToast'));
                      },
                      onError: failed,
                    })
                : undefined
            }
          />
        ) : null}
      </div>
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
