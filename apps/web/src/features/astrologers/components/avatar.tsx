import { astrologerMediaUrl } from '@nakshatra/contracts';
import { cx } from '@/components/ui/cx';

interface AvatarProps {
  picId: string;
  /** Intrinsic size in CSS pixels (the SVG is 256x256, sharp up to 128 px at 2x). */
  size: number;
  /** Responsive box classes (e.g. 'size-28 md:size-44') instead of the fixed `size`. */
  boxClassName?: string;
  online?: boolean;
  onlineLabel?: string;
  alt?: string;
  eager?: boolean;
  /** Where the online dot sits; the card puts it top right, clear of the Top Rated ribbon. */
  dot?: 'top' | 'bottom';
}

/** The astrologer's portrait in a fixed box (no layout shift while it loads), with the online dot. */
export function Avatar({ picId, size, boxClassName, online, onlineLabel, alt = '', eager = false, dot = 'bottom' }: AvatarProps) {
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
      {online !== undefined ? (
        <span
          className={cx(
            'absolute right-[5%] size-[16%] min-h-3 min-w-3 rounded-full ring-[3px] ring-night-800',
            dot === 'top' ? 'top-[5%]' : 'bottom-[5%]',
            online ? 'bg-emerald-400' : 'bg-star-300/60',
          )}
        >
          {onlineLabel ? <span className="sr-only">{onlineLabel}</span> : null}
        </span>
      ) : null}
    </span>
  );
}
