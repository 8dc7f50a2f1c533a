import type { SavedKundliSummary } from '@nakshatra/contracts';
import { FolderOpen, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSavedKundlis } from '../api/saved-kundlis';

interface Props {
  onOpen: (item: SavedKundliSummary) => void;
  onDelete: (item: SavedKundliSummary) => void;
  busyId: string | null;
}

/** "My kundlis": the signed-in user's saved births, newest first, to reopen or delete. */
export function SavedKundlis({ onOpen, onDelete, busyId }: Props) {
  const { t } = useTranslation('kundli');
  const list = useSavedKundlis(true);
  const items = list.data?.items ?? [];
  if (list.isPending || items.length === 0) return null;
  return (
    <section aria-labelledby="saved-title" className="rounded-3xl border border-star-300/15 bg-night-850/70 p-5 sm:p-6 print:hidden" data-print-hide>
      <h2 id="saved-title" className="text-xl font-semibold text-star-50">
        {t('saved.title')}
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-2 rounded-2xl bg-white/5 py-1 pr-1 pl-4">
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-star-50">{item.name}</span>
              <span className="block truncate text-sm text-star-300">
                {item.birthDateTime.replace('T', ' ')} · {item.birthPlace}
              </span>
            </span>
            <button
              type="button"
              onClick={() => onOpen(item)}
              disabled={busyId === item.id}
              aria-label={t('saved.open', { name: item.name })}
              className="inline-flex size-11 items-center justify-center rounded-full text-gold-300 hover:bg-white/10 disabled:opacity-50"
            >
              <FolderOpen size={18} aria-hidden />
            </button>
            <button
              type="button"
              onClick={() => onDelete(item)}
              disabled={busyId === item.id}
              aria-label={t('saved.delete', { name: item.name })}
              className="inline-flex size-11 items-center justify-center rounded-full text-star-300 hover:bg-white/10 hover:text-danger-300 disabled:opacity-50"
            >
              <Trash2 size={18} aria-hidden />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
