import type { KundliResponse, SavedKundliSummary } from '@nakshatra/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { currentLanguage } from '@/lib/i18n';
import { useDeleteKundli, useOpenSavedKundli } from '../api/saved-kundlis';

interface Options {
  /** Shows a reopened kundli as saved under its id. */
  show: (kundli: KundliResponse, request: null, id: string) => void;
  onFailed: (error: unknown) => void;
  /** The id of the kundli on screen, which deleting it unsaves. */
  savedId: string | null;
  setSavedId: (id: string | null) => void;
}

/** Reopen and delete for "My kundlis", with the row being worked on as `busyId`. */
export function useSavedKundliActions({ show, onFailed, savedId, setSavedId }: Options) {
  const { t } = useTranslation('kundli');
  const [busyId, setBusyId] = useState<string | null>(null);
  const open = useOpenSavedKundli();
  const remove = useDeleteKundli();

  const onOpen = (item: SavedKundliSummary) => {
    setBusyId(item.id);
    open.mutate(
      { id: item.id, lang: currentLanguage() },
      {
        onSuccess: (kundli) => show(kundli, null, item.id),
        onError: onFailed,
        onSettled: () => setBusyId(null),
      },
    );
  };

  const onDelete = (item: SavedKundliSummary) => {
    setBusyId(item.id);
    remove.mutate(item.id, {
      onSuccess: () => {
        toast.success(t('saved.deleted', { name: item.name }));
        if (savedId === item.id) setSavedId(null);
      },
      onError: onFailed,
      onSettled: () => setBusyId(null),
    });
  };

  return { busyId, onOpen, onDelete };
}
