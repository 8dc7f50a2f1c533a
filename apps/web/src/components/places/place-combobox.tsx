import type { Place } from '@nakshatra/contracts';
import { LoaderCircle, MapPin } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/components/ui/cx';
import { inputBorder, inputClasses } from '@/components/ui/text-field';
import { PLACE_MIN_CHARS, placeLabel, usePlaceSearch } from './search-places';

/** Typing pause before a search, ms. */
export const PLACE_DEBOUNCE_MS = 250;
/** The sticky header is 64 px tall (h-16) and the mobile bottom bar 64 px; plus a little air. */
const STICKY_HEADER_CLEARANCE_PX = 80;
const VIEWPORT_BOTTOM_CLEARANCE_PX = 80;

export interface PickedPlace {
  name: string;
  latitude: number;
  longitude: number;
  /** The full gazetteer entry (id, state, time zone) for forms that need more than coordinates. */
  place?: Place;
}

export interface PlaceComboboxProps {
  id: string;
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  /** A suggestion was chosen: its label and coordinates. */
  onPick: (place: PickedPlace) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
  placeholder?: string;
  name?: string;
  /** The form library's ref callback (react-hook-form focuses the field on a validation error). */
  inputRef?: (element: HTMLInputElement | null) => void;
  maxLength?: number;
}

/**
 * A place search box following the WAI-ARIA combobox pattern (list autocomplete): typing
 * searches GET /api/places after a pause; Down/Up move through the suggestions, Enter picks,
 * Escape closes; the field stays free text, so any name can still be typed by hand.
 */
export function PlaceCombobox({
  id,
  value,
  onChange,
  onBlur,
  onPick,
  invalid = false,
  describedBy,
  placeholder,
  name,
  inputRef,
  maxLength = 200,
}: PlaceComboboxProps) {
  const { t } = useTranslation('places');
  const listboxId = useId();
  const statusId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState('');
  // The text the user is searching for; a picked label or a value loaded into the form is not.
  const [searchText, setSearchText] = useState<string | null>(null);

  useEffect(() => {
    if (searchText === null) return;
    const timer = setTimeout(() => setQuery(searchText.trim()), PLACE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const search = usePlaceSearch(query);
  const places: Place[] = query.length >= PLACE_MIN_CHARS ? (search.data ?? []) : [];
  const showList = open && query.length >= PLACE_MIN_CHARS && (places.length > 0 || search.isFetched);
  const activeId = showList && active >= 0 && active < places.length ? `${listboxId}-${active}` : undefined;

  useEffect(() => {
    if (!activeId) return;
    document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  // On a short screen the list can open below the fold (or under the mobile bottom bar): bring
  // it into view, but never scroll the field itself under the sticky header.
  const inputElement = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (!showList) return;
    const list = document.getElementById(listboxId);
    const input = inputElement.current;
    if (!list || !input) return;
    const overflow = list.getBoundingClientRect().bottom - (window.innerHeight - VIEWPORT_BOTTOM_CLEARANCE_PX);
    const room = input.getBoundingClientRect().top - STICKY_HEADER_CLEARANCE_PX;
    const delta = Math.min(overflow, room);
    if (delta > 0) window.scrollBy?.({ top: delta, behavior: 'smooth' });
  }, [showList, places.length, listboxId]);

  const pick = (place: Place) => {
    const label = placeLabel(place);
    setSearchText(null);
    setOpen(false);
    setActive(-1);
    onPick({ name: label, latitude: place.lat, longitude: place.lon, place });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        if (places.length === 0) return;
        event.preventDefault();
        if (!showList) {
          setOpen(true);
          setActive(0);
        } else setActive((i) => (i + 1) % places.length);
        break;
      case 'ArrowUp':
        if (places.length === 0) return;
        event.preventDefault();
        if (!showList) {
          setOpen(true);
          setActive(places.length - 1);
        } else setActive((i) => (i <= 0 ? places.length - 1 : i - 1));
        break;
      case 'Enter':
        if (showList && active >= 0 && places[active]) {
          // Picks the suggestion instead of submitting the form.
          event.preventDefault();
          pick(places[active]);
        }
        break;
      case 'Escape':
        if (showList) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
    }
  };

  const status = !showList
    ? ''
    : places.length === 0
      ? t('noResults')
      : t('resultsCount', { count: places.length });

  return (
    <div className="relative">
      <input
        ref={(element) => {
          inputElement.current = element;
          inputRef?.(element);
        }}
        id={id}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        aria-invalid={invalid || undefined}
        aria-describedby={cx(describedBy, statusId) || undefined}
        autoComplete="off"
        autoCapitalize="words"
        spellCheck={false}
        maxLength={maxLength}
        placeholder={placeholder ?? t('placeholder')}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setSearchText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          onBlur?.();
        }}
        className={cx(inputClasses, inputBorder(invalid), 'pr-11 pl-11')}
      />
      <MapPin size={18} aria-hidden className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-gold-800" />
      {search.isFetching && searchText !== null ? (
        <LoaderCircle
          size={18}
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 animate-spin text-ink-600"
        />
      ) : null}
      <span id={statusId} className="sr-only" aria-live="polite">
        {status}
      </span>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t('suggestions')}
        hidden={!showList}
        className="absolute inset-x-0 top-full z-20 mt-2 max-h-80 overflow-y-auto rounded-2xl border border-cream-300 bg-white p-1.5 shadow-card"
      >
        {places.map((place, i) => {
          const label = placeLabel(place);
          const detail = label.slice(place.name.length).replace(/^,\s*/, '');
          return (
            <li
              key={place.id}
              id={`${listboxId}-${i}`}
              role="option"
              aria-selected={i === active}
              aria-label={label}
              // Keeps focus in the input (a blur would close the list before the click lands).
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(place)}
              onMouseMove={() => {
                if (active !== i) setActive(i);
              }}
              className={cx(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 py-2',
                i === active ? 'bg-cream-100 text-ink-900' : 'text-ink-700',
              )}
            >
              <MapPin size={16} aria-hidden className={cx('shrink-0', i === active ? 'text-gold-800' : 'text-ink-600/60')} />
              <span className="min-w-0">
                <span className="block truncate font-semibold text-ink-900">{place.name}</span>
                {detail ? <span className="block truncate text-sm text-ink-600">{detail}</span> : null}
              </span>
            </li>
          );
        })}
        {places.length === 0 ? (
          <li role="presentation" className="px-3 py-3 text-sm text-ink-600">
            {t('noResults')}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
