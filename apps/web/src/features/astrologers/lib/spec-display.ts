/**
 * Display rules of spec section 9 that only the web app applies: how a rating's stars are filled
 * and how the English skill text is cut. (Moved from the contracts: no server answer uses them.)
 */

/** Stars a rating is drawn with; ratings are out of 5 (spec section 9). */
export const STAR_COUNT = 5;

/**
 * How much of each of the five stars to fill for a rating, from 0 to 1 per star: the rating
 * itself, drawn proportionally (4.8 fills four stars and 80% of the fifth; 3.2 three and 20%
 * of the fourth). The spec's rough rule (above 4.9: 4.5 stars, otherwise 3.5) drew 4.8 as 3½
 * and 5.0 as 4½ (issue 12). Rounding to the nearest half star was the other option, but it
 * would draw 4.8 as five full stars, the same as the 5.0 that earns the 'top rated' chip; a
 * proportional fill keeps them apart and is never off by more than the eye can see. Ratings
 * outside 0..5 are clamped so a bad value cannot overflow the row.
 */
export function starFills(rating: number): number[] {
  const r = Number.isFinite(rating) ? Math.min(STAR_COUNT, Math.max(0, rating)) : 0;
  return Array.from(
    { length: STAR_COUNT },
    (_, i) => Math.round(Math.min(1, Math.max(0, r - i)) * 100) / 100,
  );
}

/** Skill text is cut at 20 characters (spec section 9). */
export const SKILL_TRUNCATE_CHARS = 20;
/** The spec says "an ellipsis"; three ASCII dots render in every font the app loads. */
export const SKILL_ELLIPSIS = '...';

/**
 * The skill text as a card shows it: at most 20 characters (counted as code points, so an emoji
 * or an accented letter is never split) plus '...' when it was longer. Separators left dangling
 * at the cut are dropped: "Vedic, Tarot, Vastu, Palmistry" reads "Vedic, Tarot, Vastu..." rather
 * than "Vedic, Tarot, Vastu,...".
 */
export function truncateSkill(text: string): string {
  const chars = Array.from(text);
  if (chars.length <= SKILL_TRUNCATE_CHARS) return text;
  return (
    chars
      .slice(0, SKILL_TRUNCATE_CHARS)
      .join('')
      .replace(/[\s,]+$/, '') + SKILL_ELLIPSIS
  );
}
