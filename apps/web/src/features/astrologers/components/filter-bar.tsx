import {
  ASTROLOGER_SKILLS,
  ASTROLOGER_SORTS,
  CONTENT_LANGUAGES,
  type AstrologerSkill,
  type AstrologerSort,
  type ContentLanguage,
} from '@nakshatra/contracts';
import { ArrowDownWideNarrow, Check, ChevronDown, Languages, Search, X } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/components/ui/cx';
import { languageLabel, skillLabel } from '../lib/display';
import { SEARCH_MAX_CHARS, type ListFilters } from '../lib/filters';

/** Typing pause before the search runs, ms: one request per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

interface FilterBarProps {
  filters: ListFilters;
  onChange: (next: ListFilters) => void;
}

/** Search box and filter chips (spec section 2: text search plus Top Rated, Offer and the eight skills). */
export function FilterBar({ filters, onChange }: FilterBarProps) {
  const { t } = useTranslation('astrologers');
  const searchId = useId();
  const [text, setText] = useState(filters.q);
  // The URL changed under us (Clear filters, Back): show its search. Not while our own trimmed
  // text is on its way there, or a trailing space being typed would vanish.
  const [seenQ, setSeenQ] = useState(filters.q);
  if (filters.q !== seenQ) {
    setSeenQ(filters.q);
    if (filters.q !== text.trim()) setText(filters.q);
  }

  useEffect(() => {
    if (text.trim() === filters.q) return;
    const timer = setTimeout(() => onChange({ ...filters, q: text.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters, onChange]);

  const toggleSkill = (skill: AstrologerSkill) => onChange({ ...filters, skill: filters.skill === skill ? null : skill });

  return (
    <div className="flex flex-col gap-4">
      <form role="search" onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== filters.q) onChange({ ...filters, q: text.trim() });
      }}>
        <label htmlFor={searchId} className="sr-only">
          {t('list.searchLabel')}
        </label>
        <div className="relative">
          <Search size={20} aria-hidden className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-star-300" />
          <input
            id={searchId}
            type="search"
            value={text}
            maxLength={SEARCH_MAX_CHARS}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('list.searchPlaceholder')}
            autoComplete="off"
            enterKeyHint="search"
            className="h-12 w-full rounded-full border border-star-300/25 bg-night-850/80 pr-12 pl-12 text-base text-star-50 shadow-card outline-none placeholder:text-star-300/80 hover:border-star-300/45 focus:border-gold-300/70 focus:ring-2 focus:ring-gold-400/30 [&::-webkit-search-cancel-button]:hidden"
          />
          {text !== '' ? (
            <button
              type="button"
              onClick={() => {
                setText('');
                onChange({ ...filters, q: '' });
              }}
              aria-label={t('list.clearSearch')}
              className="absolute top-1/2 right-1 grid size-11 -translate-y-1/2 place-items-center rounded-full text-star-300 hover:bg-white/10 hover:text-star-50"
            >
              <X size={18} aria-hidden />
            </button>
          ) : null}
        </div>
      </form>

      <div
        role="group"
        aria-label={t('list.filtersLabel')}
        // Below 640 px the chips scroll sideways inside this row (the page itself never does).
        className="-mx-4 flex snap-x scroll-px-4 gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 [&::-webkit-scrollbar]:hidden"
      >
        <Chip pressed={filters.topRated} onClick={() => onChange({ ...filters, topRated: !filters.topRated })} tone="gold">
          {t('chips.topRated')}
        </Chip>
        <Chip pressed={filters.offer} onClick={() => onChange({ ...filters, offer: !filters.offer })} tone="gold">
          {t('chips.offer')}
        </Chip>
        <span aria-hidden="true" className="my-2 w-px shrink-0 bg-star-300/20" />
        {ASTROLOGER_SKILLS.map((skill) => (
          <Chip key={skill} pressed={filters.skill === skill} onClick={() => toggleSkill(skill)}>
            {skillLabel(skill, t)}
          </Chip>
        ))}
      </div>
    </div>
  );
}

function Chip({
  pressed,
  onClick,
  children,
  tone = 'plain',
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
  tone?: 'plain' | 'gold';
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cx(
        'inline-flex min-h-11 shrink-0 snap-start items-center gap-1.5 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition',
        pressed
          ? 'border-gold-300 bg-gold-300 text-night-950 shadow-glow'
          : cx(
              'bg-white/[0.04] text-star-200 hover:bg-white/10 hover:text-star-50',
              tone === 'gold' ? 'border-gold-300/40' : 'border-star-300/25',
            ),
      )}
    >
      {pressed ? <Check size={16} aria-hidden strokeWidth={2.5} /> : null}
      {children}
    </button>
  );
}

const selectClass =
  'h-11 w-full cursor-pointer appearance-none truncate rounded-full border border-star-300/25 bg-night-850/80 pr-9 pl-9 text-sm font-medium text-star-50 hover:border-star-300/45 focus-visible:border-gold-300';

/** Sort order and content language: native selects, every platform's own accessible picker. */
export function ListControls({ filters, onChange }: FilterBarProps) {
  const { t, i18n } = useTranslation('astrologers');
  const locale = i18n.resolvedLanguage ?? 'en';
  const sortId = useId();
  const languageId = useId();
  const languages = CONTENT_LANGUAGES.map((l) => ({ value: l, label: languageLabel(l, locale, t) }));
  return (
    <div className="flex w-full gap-2 sm:w-auto">
      <div className="relative min-w-0 flex-1 sm:w-48 sm:flex-none">
        <label htmlFor={languageId} className="sr-only">
          {t('list.languageLabel')}
        </label>
        <Languages size={16} aria-hidden className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-gold-300" />
        <select
          id={languageId}
          value={filters.language ?? ''}
          onChange={(event) =>
            onChange({ ...filters, language: (event.target.value || null) as ContentLanguage | null })
          }
          className={selectClass}
        >
          <option value="" className="bg-night-800">
            {t('list.allLanguages')}
          </option>
          {languages.map((l) => (
            <option key={l.value} value={l.value} className="bg-night-800">
              {l.label}
            </option>
          ))}
        </select>
        <ChevronDown size={16} aria-hidden className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-star-300" />
      </div>
      <div className="relative min-w-0 flex-1 sm:w-52 sm:flex-none">
        <label htmlFor={sortId} className="sr-only">
          {t('list.sortLabel')}
        </label>
        <ArrowDownWideNarrow size={16} aria-hidden className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-gold-300" />
        <select
          id={sortId}
          value={filters.sort}
          onChange={(event) => onChange({ ...filters, sort: event.target.value as AstrologerSort })}
          className={selectClass}
        >
          {ASTROLOGER_SORTS.map((sort) => (
            <option key={sort} value={sort} className="bg-night-800">
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>
        <ChevronDown size={16} aria-hidden className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-star-300" />
      </div>
    </div>
  );
}
