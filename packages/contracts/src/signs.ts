// No zod here: the web app's first bundle imports these ids (the zodiac grid on home), and a
// schema beside them would pull the whole validator into it.

/**
 * The one list of sign ids in the contracts, 0 = 'aries' ... 11 = 'pisces': route ids
 * (GET /api/horoscope/:sign, page /horoscope/:sign) and chat contexts. The engine declares the
 * same list (`SIGN_IDS` in @nakshatra/astro); vocabulary.test.ts checks that they agree.
 */
export const SIGN_IDS = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
] as const;
export type SignId = (typeof SIGN_IDS)[number];
