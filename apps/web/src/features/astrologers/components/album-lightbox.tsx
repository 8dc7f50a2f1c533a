import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

interface AlbumLightboxProps {
  urls: readonly string[];
  /** Gets focus back on close (WAI-ARIA dialog pattern); else whatever had it on open. */
  opener?: HTMLElement | null;
  index: number;
  name: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * One album picture at a time in a modal dialog: arrow keys or the side buttons move (wrapping),
 * Escape or the backdrop closes, Tab stays inside, and focus goes back to the opener on close.
 */
export function AlbumLightbox({ urls, opener, index, name, onIndexChange, onClose }: AlbumLightboxProps) {
  const { t } = useTranslation('astrologers');
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const count = urls.length;
  const move = (delta: number) => onIndexChange((index + delta + count) % count);

  // Latest handlers for the document listener, which is attached once.
  const handlers = useRef({ move, onClose });
  const returnFocusTo = useRef<HTMLElement | null>(opener ?? null);
  useEffect(() => {
    handlers.current = { move, onClose };
  });

  useEffect(() => {
    const previouslyFocused = returnFocusTo.current ?? (document.activeElement as HTMLElement | null);
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        handlers.current.onClose();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        handlers.current.move(1);
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        handlers.current.move(-1);
      } else if (event.key === 'Tab' && panelRef.current) {
        const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
        if (items.length === 0) return;
        const first = items[0]!;
        const last = items[items.length - 1]!;
        if (event.shiftKey && (document.activeElement === first || !panelRef.current.contains(document.activeElement))) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (document.activeElement === last || !panelRef.current.contains(document.activeElement))) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      root?.removeAttribute('inert');
      document.body.style.overflow = overflow;
      // Only once the page is no longer inert can it take focus again.
      previouslyFocused?.focus?.();
    };
  }, []);

  const position = t('profile.photoPosition', { current: index + 1, total: count });
  const navButton =
    'grid size-12 shrink-0 place-items-center rounded-full border border-star-300/30 bg-night-900/80 text-star-50 backdrop-blur hover:border-gold-300/70 hover:bg-night-800';

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center p-3 sm:p-8">
      <div className="absolute inset-0 bg-night-950/90 backdrop-blur-sm" onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={t('profile.albumDialog', { name })}
        // As wide as fits both 56rem and the screen height left over by the controls (10rem), at 4:3.
        className="animate-rise relative flex w-full max-w-[min(56rem,calc((100dvh-10rem)*4/3))] flex-col items-center gap-4"
      >
        <div className="flex w-full items-center justify-between gap-3">
          <p className="text-sm font-medium text-star-200 tabular-nums" aria-live="polite">
            {position}
          </p>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label={t('profile.closePhoto')}
            className={navButton}
          >
            <X size={22} aria-hidden />
          </button>
        </div>
        <figure className="w-full">
          {/* 640x480 pictures (media service): the 4:3 box is reserved before the image arrives. */}
          <img
            key={urls[index]}
            src={urls[index]}
            width={640}
            height={480}
            alt={t('profile.albumPhotoAlt', { name, current: index + 1, total: count })}
            className="animate-rise block aspect-[4/3] h-auto w-full rounded-2xl bg-night-800 object-cover shadow-card"
          />
        </figure>
        {count > 1 ? (
          <div className="flex items-center gap-4">
            <button type="button" onClick={() => move(-1)} aria-label={t('profile.previousPhoto')} className={navButton}>
              <ChevronLeft size={24} aria-hidden />
            </button>
            <div className="flex gap-1.5" aria-hidden="true">
              {urls.map((url, i) => (
                <span key={url} className={i === index ? 'size-2 rounded-full bg-gold-300' : 'size-2 rounded-full bg-star-300/40'} />
              ))}
            </div>
            <button type="button" onClick={() => move(1)} aria-label={t('profile.nextPhoto')} className={navButton}>
              <ChevronRight size={24} aria-hidden />
            </button>
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
