import { ChevronLeft, ChevronRight, Sparkles } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** A horizontal swipe longer than this (CSS px) moves to the next or previous suggestion. */
const SWIPE_PX = 40;

interface SuggestionSliderProps {
  suggestions: string[];
  onPick: (question: string) => void;
}

/**
 * Spec section 2: the follow-up suggestions, one at a time, with arrows, swipe and the arrow
 * keys. Rendered only when there are suggestions (the caller checks); the caller keys it by the
 * set, so a new set starts again at the first one.
 */
export function SuggestionSlider({ suggestions, onPick }: SuggestionSliderProps) {
  const { t } = useTranslation('chat');
  const [index, setIndex] = useState(0);
  const startX = useRef<number | null>(null);
  const total = suggestions.length;

  const go = (delta: number) => setIndex((i) => (i + delta + total) % total);
  const current = suggestions[Math.min(index, total - 1)] ?? '';

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    }
  };
  const onPointerDown = (e: PointerEvent) => {
    startX.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (startX.current === null) return;
    const dx = e.clientX - startX.current;
    startX.current = null;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
  };

  const arrow =
    'flex size-11 shrink-0 items-center justify-center rounded-full border border-star-300/25 bg-white/5 text-star-200 transition hover:border-gold-300/60 hover:text-gold-200 disabled:opacity-40';

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={t('suggestionsLabel')}
      className="flex items-center gap-2"
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        className={arrow}
        onClick={() => go(-1)}
        disabled={total < 2}
        aria-label={t('prevSuggestion')}
      >
        <ChevronLeft size={20} aria-hidden />
      </button>
      <div
        className="min-w-0 flex-1 touch-pan-y"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (startX.current = null)}
      >
        <button
          type="button"
          key={current}
          onClick={() => onPick(current)}
          data-testid="chat-suggestion"
          aria-label={`${current} (${t('suggestionPosition', { current: index + 1, total })})`}
          className="flex min-h-11 w-full items-center gap-2 rounded-full border border-gold-300/35 bg-gold-400/10 px-4 py-2 text-left text-sm text-star-50 transition hover:border-gold-300/70 hover:bg-gold-400/20"
        >
          <Sparkles size={15} aria-hidden className="shrink-0 text-gold-300" />
          <span className="line-clamp-2 min-w-0 flex-1">{current}</span>
          <span aria-hidden className="shrink-0 text-xs text-star-300 tabular-nums">
            {index + 1}/{total}
          </span>
        </button>
      </div>
      <button
        type="button"
        className={arrow}
        onClick={() => go(1)}
        disabled={total < 2}
        aria-label={t('nextSuggestion')}
      >
        <ChevronRight size={20} aria-hidden />
      </button>
    </div>
  );
}
