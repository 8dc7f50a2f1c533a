import { hashInts, picker } from '../random.ts';

/**
 * What the directory's portraits decide about a person: the seed gives each astrologer a name
 * that agrees with their portrait (media's avatar.ts draws it). Shared by the seed generator and
 * the media module, so picture and record always match.
 */

export interface PortraitTraits {
  gender: 'male' | 'female';
  /** A Sikh man's turban (dastar); the seed gives such a portrait a Punjabi Sikh name. */
  turban: boolean;
}

// Share of female portraits, close to the share of women among astrologers on Indian
// marketplaces (Tarot and Numerology lean female, Vedic and Vastu male).
const FEMALE_SHARE = 0.4;
// Share of male portraits with a turban: about half of Punjabi men in a directory where Punjab
// supplies roughly a tenth of the astrologers.
const TURBAN_SHARE_OF_MEN = 0.05;
const SALT_TRAITS = 0x7a11;

/**
 * The traits of astrologer `id`'s portrait that the rest of their record must agree with
 * (a woman's portrait gets a woman's name). Fixed by the id so picture and record always match.
 */
export function portraitTraits(id: number): PortraitTraits {
  const p = picker(hashInts(id, SALT_TRAITS));
  const gender = p.chance(FEMALE_SHARE) ? 'female' : 'male';
  return { gender, turban: gender === 'male' && p.chance(TURBAN_SHARE_OF_MEN) };
}
