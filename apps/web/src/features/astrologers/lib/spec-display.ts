/**
 * Display rules of spec section 9 that only the web app applies: how many stars a rating draws
 * and how the English skill text is cut. (Moved from the contracts: no server answer uses them.)
 */

/** Ratings above this show 4.5 stars, the rest 3.5 (spec section 9). */
export const STARS_RATING_THRESHOLD = 4.9;

/** Stars to draw for a rating (spec section 9: above 4.9 shows 4.5 stars, otherwise 3.5). */
export function starsForRating(rating: number): 4.5 | 3.5 {
  return rating > STARS_RATING_THRESHOLD ? 4.5 : 3.5;
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
