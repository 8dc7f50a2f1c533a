import { cx } from './cx';

/** Crescent and star mark; 28 px box so the header height never depends on font loading. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" width={28} height={28} aria-hidden="true" focusable="false" className={className}>
      <defs>
        <linearGradient id="nk-moon" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fde7b5" />
          <stop offset="0.55" stopColor="#f5b942" />
          <stop offset="1" stopColor="#ff9f1c" />
        </linearGradient>
      </defs>
      <path d="M19.5 3.2A13 13 0 1 0 28.8 22 11 11 0 0 1 19.5 3.2z" fill="url(#nk-moon)" />
      <path
        d="M22.5 8.5l1.25 2.75 3 .3-2.25 2 .65 2.95-2.65-1.55-2.65 1.55.65-2.95-2.25-2 3-.3z"
        fill="#fff7e0"
      />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cx('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span className="font-display text-xl font-semibold tracking-wide text-star-50">Nakshatra</span>
    </span>
  );
}
