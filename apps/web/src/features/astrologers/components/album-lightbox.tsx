import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';

interface AlbumLightboxProps {
  urls: readonly string[];
  /** Gets focus back on close (WAI-ARIA dialog pattern); else whatever had it on open. */
  opener?: HTMLElement | null;
  index: number;
  name: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const navButton =
  'grid size-12 shrink-0 place-items-center rounded-full border border-star-300/30 bg-night-900/80 text-star-50 backdrop-blur hover:border-gold-300/70 hover:bg-night-800';

/**
 * One album picture at a time in a modal dialog: arrow keys or the side buttons move (wrapping),
 * Escape or the backdrop closes, Tab stays inside, and focus goes back to the opener on close.
 */
export function AlbumLightbox({
  urls,
  opener,
  index,
  name,
  onIndexChange,
  onClose,
}: AlbumLightboxProps) {
  const { t } = useTranslation('astrologers');
  const closeRef = useRef<HTMLButtonElement>(null);
  const count = urls.length;
  const move = (delta: number) => onIndexChange((index + delta + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      move(event.key === 'ArrowRight' ? 1 : -1);
    }
  };

  return (
    <Dialog
      label={t('profile.albumDialog', { name })}
      onClose={onClose}
      initialFocus={closeRef}
      returnFocus={opener}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-50 flex items-center justify-center p-3 sm:p-8"
      backdropClassName="absolute inset-0 bg-night-950/90 backdrop-blur-sm"
      // As wide as fits both 56rem and the screen height left over by the controls (10rem), at 4:3.
      panelClassName="animate-rise relative flex w-full max-w-[min(56rem,calc((100dvh-10rem)*4/3))] flex-col items-center gap-4"
    >
      <LightboxBar
        position={t('profile.photoPosition', { current: index + 1, total: count })}
        closeRef={closeRef}
        onClose={onClose}
      />
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
      {count > 1 ? <LightboxNav urls={urls} index={index} onMove={move} /> : null}
    </Dialog>
  );
}

interface LightboxBarProps {
  position: string;
  closeRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/** 'n / total', announced as it changes, and the close button. */
function LightboxBar({ position, closeRef, onClose }: LightboxBarProps) {
  const { t } = useTranslation('astrologers');
  return (
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
  );
}

/** Previous and next around one dot per picture (the current one in gold). */
function LightboxNav({
  urls,
  index,
  onMove,
}: {
  urls: readonly string[];
  index: number;
  onMove: (delta: number) => void;
}) {
  const { t } = useTranslation('astrologers');
  return (
    <div className="flex items-center gap-4">
      <button
        type="button"
        onClick={() => onMove(-1)}
        aria-label={t('profile.previousPhoto')}
        className={navButton}
      >
        <ChevronLeft size={24} aria-hidden />
      </button>
      <div className="flex gap-1.5" aria-hidden="true">
        {urls.map((url, i) => (
          <span
            key={url}
            className={
              i === index ? 'size-2 rounded-full bg-gold-300' : 'size-2 rounded-full bg-star-300/40'
            }
          />
        ))}
      </div>
      <button
        type="button"
        onClick={() => onMove(1)}
        aria-label={t('profile.nextPhoto')}
        className={navButton}
      >
        <ChevronRight size={24} aria-hidden />
      </button>
    </div>
  );
}
