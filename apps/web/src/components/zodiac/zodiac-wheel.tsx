import { zodiacSigns } from './signs';
import { ZodiacGlyph } from './zodiac-glyph';

/**
 * Decorative hero art: the twelve glyphs on a ring, turning once every four minutes (still when
 * the reader prefers reduced motion). Fixed size, so it never shifts the layout.
 */
export function ZodiacWheel({ size = 380 }: { size?: number }) {
  // Midway between the 36% and 49% rings of the 100-unit art.
  const radius = size * 0.425;
  return (
    <div aria-hidden="true" className="relative shrink-0" style={{ width: size, height: size }}>
      <div className="absolute inset-6 rounded-full bg-[radial-gradient(circle,rgb(245_185_66/0.28),rgb(245_185_66/0.05)_45%,transparent_70%)] blur-xl" />
      <svg viewBox="0 0 100 100" className="absolute inset-0 size-full text-star-300/40">
        <circle cx="50" cy="50" r="49" fill="none" stroke="currentColor" strokeWidth="0.25" />
        <circle cx="50" cy="50" r="36" fill="none" stroke="currentColor" strokeWidth="0.25" strokeDasharray="0.6 1.6" />
        <circle cx="50" cy="50" r="22" fill="none" stroke="currentColor" strokeWidth="0.25" />
        {Array.from({ length: 12 }, (_, i) => {
          const a = (i * Math.PI) / 6;
          return (
            <line
              key={i}
              x1={50 + 22 * Math.cos(a)}
              y1={50 + 22 * Math.sin(a)}
              x2={50 + 49 * Math.cos(a)}
              y2={50 + 49 * Math.sin(a)}
              stroke="currentColor"
              strokeWidth="0.2"
            />
          );
        })}
      </svg>
      <div className="absolute inset-0 animate-[spin_240s_linear_infinite] motion-reduce:animate-none">
        {zodiacSigns.map((sign, i) => {
          const a = ((i + 0.5) * Math.PI) / 6 - Math.PI / 2;
          const x = size / 2 + radius * Math.cos(a) - 16;
          const y = size / 2 + radius * Math.sin(a) - 16;
          return (
            <span key={sign.id} className="absolute text-gold-300" style={{ left: x, top: y }}>
              <ZodiacGlyph sign={sign.id} size={32} />
            </span>
          );
        })}
      </div>
      <div className="absolute inset-[34%] grid place-items-center rounded-full bg-night-800/80 ring-1 ring-gold-300/30">
        <svg viewBox="0 0 32 32" className="size-1/2">
          <path d="M19.5 3.2A13 13 0 1 0 28.8 22 11 11 0 0 1 19.5 3.2z" fill="#f5b942" />
        </svg>
      </div>
    </div>
  );
}
