import type { ZodiacSignId } from './signs';

/**
 * Hand-drawn strokes of the twelve astrological glyphs on a 24x24 grid, in the style of the
 * icon set (round caps, 1.75 stroke). Inline SVG: the Unicode signs render as emoji or tofu
 * depending on the device's fonts.
 */
const glyphs: Record<ZodiacSignId, string[]> = {
  aries: ['M12 21V9.5', 'M12 9.5C12 5.5 10 3 7 3S2.8 5 2.8 7.6 4.6 11 6.5 11', 'M12 9.5C12 5.5 14 3 17 3s4.2 2 4.2 4.6-1.8 3.4-3.7 3.4'],
  taurus: ['M3.5 3.5c1.2 4.2 4.3 6.5 8.5 6.5s7.3-2.3 8.5-6.5', 'M12 10a5.25 5.25 0 1 0 0 10.5A5.25 5.25 0 1 0 12 10z'],
  gemini: ['M4.5 4c4.5 1.8 10.5 1.8 15 0', 'M4.5 20c4.5-1.8 10.5-1.8 15 0', 'M9 5.3v13.4', 'M15 5.3v13.4'],
  cancer: [
    'M7 6.5a2.6 2.6 0 1 0 0 5.2 2.6 2.6 0 1 0 0-5.2z',
    'M4.4 9.1C4.4 5.6 8 4 12.2 4c3.2 0 5.9.9 7.4 2.6',
    'M17 12.3a2.6 2.6 0 1 0 0 5.2 2.6 2.6 0 1 0 0-5.2z',
    'M19.6 14.9c0 3.5-3.6 5.1-7.8 5.1-3.2 0-5.9-.9-7.4-2.6',
  ],
  leo: [
    'M6.5 12.5a3 3 0 1 0 0 6 3 3 0 1 0 0-6z',
    'M9.5 15.5c0-3-2.5-5-2.5-8.2A4.3 4.3 0 0 1 11.3 3a4.3 4.3 0 0 1 4.3 4.3c0 3.4-3.1 6.4-3.1 9.7 0 2.3 1.4 4 3.6 4s3.4-1.6 3.9-3.2',
  ],
  virgo: [
    'M2.8 5.5c1.4 0 2.4.9 2.4 2.7V19',
    'M5.2 8.8c0-2 1.2-3.3 2.8-3.3s2.8 1.3 2.8 3.3V19',
    'M10.8 8.8c0-2 1.2-3.3 2.8-3.3s2.8 1.3 2.8 3.3v6.4c0 2.6 1.6 4.8 4 5.3',
    'M16.4 15.4c1.3-2 3.2-2.6 4.3-1.7 1.2 1-.2 4.4-4.6 7.3',
  ],
  libra: ['M3 15.5h5.1a4.4 4.4 0 1 1 7.8 0H21', 'M3 19.5h18'],
  scorpio: [
    'M2.8 5.5c1.4 0 2.4.9 2.4 2.7V19',
    'M5.2 8.8c0-2 1.2-3.3 2.8-3.3s2.8 1.3 2.8 3.3V19',
    'M10.8 8.8c0-2 1.2-3.3 2.8-3.3s2.8 1.3 2.8 3.3v8.4c0 1.2.8 1.8 1.8 1.8h2.8',
    'M19 16.8l2.2 2.2-2.2 2.2',
  ],
  sagittarius: ['M4 20L20 4', 'M12.5 4H20v7.5', 'M6.5 10.5l7 7'],
  capricorn: [
    'M2.8 5.5c1.4 0 2.4.9 2.4 2.7V18',
    'M5.2 9.5c.9-2.3 2.5-3.8 4.5-3.8 2.1 0 3.2 1.6 3.2 3.9v6.6c0 2.6 1.7 4.3 3.9 4.3a3 3 0 0 0 0-6c-1.6 0-2.7 1.1-3.9 2.8',
  ],
  aquarius: ['M3 10.5l3-3 3 3 3-3 3 3 3-3 3 3', 'M3 17l3-3 3 3 3-3 3 3 3-3 3 3'],
  pisces: ['M5 3c2.8 2.7 4.3 5.7 4.3 9S7.8 18.3 5 21', 'M19 3c-2.8 2.7-4.3 5.7-4.3 9s1.5 6.3 4.3 9', 'M5.5 12h13'],
};

interface Props {
  sign: ZodiacSignId;
  size?: number;
  className?: string;
}

export function ZodiacGlyph({ sign, size = 32, className }: Props) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {glyphs[sign].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
