import type { Place } from '@nakshatra/contracts';
import { LoaderCircle, MapPin } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type Dispatch,
  type KeyboardEvent,
  type RefObject,
  type SetStateAction,
} from 'react';
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

interface ListState {
  places: Place[];
  showList: boolean;
  active: number;
  setOpen: (open: boolean) => void;
  setActive: Dispatch<SetStateAction<number>>;
  pick: (place: Place) => void;
}

/** Down/Up move through the suggestions (opening the list), Enter picks, Escape closes. */
function comboboxKeyHandler({ places, showList, active, setOpen, setActive, pick }: ListState) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
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
}

/** The trimmed search text once typing pauses; a picked label or a loaded value (null) is not searched. */
function useDebouncedQuery(searchText: string | null) {
  const [query, setQuery] = useState('');
  useEffect(() => {
    if (searchText === null) return;
    const timer = setTimeout(() => setQuery(searchText.trim()), PLACE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);
  return query;
}

/**
 * Keeps the list usable on small screens: the active option scrolls into view, and a list that
 * opens below the fold (or under the mobile bottom bar) is brought into view, but never so far
 * that the field itself goes under the sticky header.
 */
function useListInView(
  inputElement: RefObject<HTMLInputElement | null>,
  listboxId: string,
  activeId: string | undefined,
  showList: boolean,
  count: number,
) {
  useEffect(() => {
    if (!activeId) return;
    document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);
  useEffect(() => {
    if (!showList) return;
    const list = document.getElementById(listboxId);
    const input = inputElement.current;
    if (!list || !input) return;
    const overflow =
      list.getBoundingClientRect().bottom - (window.innerHeight - VIEWPORT_BOTTOM_CLEARANCE_PX);
    const room = input.getBoundingClientRect().top - STICKY_HEADER_CLEARANCE_PX;
    const delta = Math.min(overflow, room);
    if (delta > 0) window.scrollBy?.({ top: delta, behavior: 'smooth' });
  }, [inputElement, showList, count, listboxId]);
}

/**
 * The combobox state: the text being searched, the suggestions, whether the list shows and
 * which option is active; `pick` fills in a suggestion and closes the list.
 */
function usePlaceCombobox(
  onPick: (place: PickedPlace) => void,
  inputElement: RefObject<HTMLInputElement | null>,
) {
  const listboxId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The text the user is searching for; a picked label or a value loaded into the form is not.
  const [searchText, setSearchText] = useState<string | null>(null);
  const query = useDebouncedQuery(searchText);
  const search = usePlaceSearch(query);
  const places: Place[] = query.length >= PLACE_MIN_CHARS ? (search.data ?? []) : [];
  const showList =
    open && query.length >= PLACE_MIN_CHARS && (places.length > 0 || search.isFetched);
  const activeId =
    showList && active >= 0 && active < places.length ? `${listboxId}-${active}` : undefined;
  useListInView(inputElement, listboxId, activeId, showList, places.length);

  const pick = (place: Place) => {
    setSearchText(null);
    setOpen(false);
    setActive(-1);
    onPick({ name: placeLabel(place), latitude: place.lat, longitude: place.lon, place });
  };
  const onKeyDown = comboboxKeyHandler({ places, showList, active, setOpen, setActive, pick });
  const typed = (text: string) => {
    setSearchText(text);
    setOpen(true);
    setActive(-1);
  };
  const closeList = () => {
    setOpen(false);
    setActive(-1);
  };
  const loading = search.isFetching && searchText !== null;
  return {
    listboxId,
    places,
    showList,
    active,
    activeId,
    loading,
    pick,
    onKeyDown,
    typed,
    closeList,
    setActive,
  };
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
  const inputElement = useRef<HTMLInputElement | null>(null);
  const box = usePlaceCombobox(onPick, inputElement);
  const statusId = useId();

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
        aria-expanded={box.showList}
        aria-controls={box.listboxId}
        aria-activedescendant={box.activeId}
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
          box.typed(event.target.value);
        }}
        onKeyDown={box.onKeyDown}
        onBlur={() => {
          box.closeList();
          onBlur?.();
        }}
        className={cx(inputClasses, inputBorder(invalid), 'pr-11 pl-11')}
      />
      <MapPin
        size={18}
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-gold-800"
      />
      {box.loading ? (
        <LoaderCircle
          size={18}
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 animate-spin text-ink-600"
        />
      ) : null}
      <ResultsStatus id={statusId} showList={box.showList} count={box.places.length} />
      <PlaceOptions
        listboxId={box.listboxId}
        places={box.places}
        hidden={!box.showList}
        active={box.active}
        onActive={box.setActive}
        onPick={box.pick}
      />
    </div>
  );
}

/** Read out as the list changes: how many places match, or that none does. */
function ResultsStatus({ id, showList, count }: { id: string; showList: boolean; count: number }) {
  const { t } = useTranslation('places');
  const status = !showList ? '' : count === 0 ? t('noResults') : t('resultsCount', { count });
  return (
    <span id={id} className="sr-only" aria-live="polite">
      {status}
    </span>
  );
}

interface PlaceOptionsProps {
  listboxId: string;
  places: Place[];
  hidden: boolean;
  active: number;
  onActive: (index: number) => void;
  onPick: (place: Place) => void;
}

/** The suggestions listbox: name in bold over district, state and country; 'no results' when empty. */
function PlaceOptions({ listboxId, places, hidden, active, onActive, onPick }: PlaceOptionsProps) {
  const { t } = useTranslation('places');
  return (
    <ul
      id={listboxId}
      role="listbox"
      aria-label={t('suggestions')}
      hidden={hidden}
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
            onClick={() => onPick(place)}
            onMouseMove={() => {
              if (active !== i) onActive(i);
            }}
            className={cx(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 py-2',
              i === active ? 'bg-cream-100 text-ink-900' : 'text-ink-700',
            )}
          >
            <MapPin
              size={16}
              aria-hidden
              className={cx('shrink-0', i === active ? 'text-gold-800' : 'text-ink-600/60')}
            />
            <span className="min-w-0">
              <span className="block truncate font-semibold text-ink-900">{place.name}</span>
              {detail ? (
                <span className="block truncate text-sm text-ink-600">{detail}</span>
              ) : null}
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
  );
}
