import { astrologerMediaUrl } from '@nakshatra/contracts';
import { cx } from '@/components/ui/cx';

/** Dot colours: green online, amber in a session, grey away (availability-status.tsx too). */
const DOT = { online: 'bg-emerald-400', busy: 'bg-amber-400', offline: 'bg-star-300/60' } as const;

interface AvatarProps {
  picId: string;
  /** Intrinsic size in CSS pixels (the SVG is 256x256, sharp up to 128 px at 2x). */
  size: number;
  /** Responsive box classes (e.g. 'size-28 md:size-44') instead of the fixed `size`. */
  boxClassName?: string;
  online?: boolean;
  /** The measured status (availability), which also tells a session under way; else `online`. */
  status?: keyof typeof DOT;
  onlineLabel?: string;
  alt?: string;
  eager?: boolean;
  /** Where the online dot sits; the card puts it top right, clear of the Top Rated ribbon. */
  dot?: 'top' | 'bottom';
}

/** The astrologer's portrait in a fixed box (no layout shift while it loads), with the online dot. */
export function Avatar({ picId, size, boxClassName, online, status, onlineLabel, alt = '', eager = false, dot = 'bottom' }: AvatarProps) {
  const shown = status ?? (online === undefined ? undefined : online ? 'online' : 'offline');
  return (
    <span
      className={cx('relative block shrink-0', boxClassName)}
      style={boxClassName ? undefined : { width: size, height: size }}
    >
      <img
        src={astrologerMediaUrl(picId)}
        width={size}
        height={size}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="size-full rounded-full bg-night-700 object-cover ring-2 ring-gold-300/40"
      />
      {shown !== undefined ? (
        <span
          className={cx(
            'absolute right-[5%] size-[16%] min-h-3 min-w-3 rounded-full ring-[3px] ring-night-800',
            dot === 'top' ? 'top-[5%]' : 'bottom-[5%]',
            DOT[shown],
          )}
        >
          {onlineLabel ? <span className="sr-only">{onlineLabel}</span> : null}
        </span>
      ) : null}
    </span>
  );
}
