import { GRAHAS, NAKSHATRAS, SIGN_IDS as ENGINE_SIGN_IDS, SIGNS, VARGAS } from '@nakshatra/astro';
import { describe, expect, it } from 'vitest';
import {
  CHAT_SIGN_IDS,
  GRAHA_NAMES,
  HOROSCOPE_SIGN_IDS,
  NAKSHATRA_NAMES,
  SIGN_IDS,
  VARGA_KEYS,
  ZODIAC_SIGNS,
  zodiacSignSchema,
} from './index.ts';

// The contracts depend on zod only, so the sign ids and nakshatra names are declared here and
// in @nakshatra/astro, which owns the astrology tables; these tests keep the two in step.
describe('astrology vocabulary of the contracts', () => {
  it('declares the sign ids of the engine, in the same order', () => {
    expect([...SIGN_IDS]).toEqual([...ENGINE_SIGN_IDS]);
    expect(SIGN_IDS).toHaveLength(12);
  });

  it('names the signs as the engine does', () => {
    expect([...ZODIAC_SIGNS]).toEqual([...SIGNS]);
    expect(zodiacSignSchema.options).toEqual([...SIGNS]);
  });

  it('names the nakshatras as the engine does', () => {
    expect([...NAKSHATRA_NAMES]).toEqual([...NAKSHATRAS]);
  });

  it('names the grahas and the divisional charts as the engine does', () => {
    expect([...GRAHA_NAMES]).toEqual([...GRAHAS]);
    expect([...VARGA_KEYS]).toEqual(VARGAS.map((d) => `D${d}`));
  });

  it('has one sign-id list behind the horoscope and chat names', () => {
    expect(HOROSCOPE_SIGN_IDS).toBe(SIGN_IDS);
    expect(CHAT_SIGN_IDS).toBe(SIGN_IDS);
  });
});
