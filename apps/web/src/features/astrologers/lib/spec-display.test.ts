import { describe, expect, it } from 'vitest';
import { starsForRating, truncateSkill } from './spec-display';

describe('spec display helpers', () => {
  it('starsForRating: above 4.9 shows 4.5 stars, otherwise 3.5 (spec section 9)', () => {
    expect(starsForRating(5)).toBe(4.5);
    expect(starsForRating(4.95)).toBe(4.5);
    expect(starsForRating(4.9)).toBe(3.5);
    expect(starsForRating(3)).toBe(3.5);
  });

  it('truncateSkill: 20 characters plus "..." (spec section 9)', () => {
    expect(truncateSkill('Vedic, Numerology, Tarot')).toBe('Vedic, Numerology, T...');
    expect(truncateSkill('Vedic, Tarot, Vastu, Palmistry')).toBe('Vedic, Tarot, Vastu...');
    expect(truncateSkill('Vedic, Face Reading')).toBe('Vedic, Face Reading');
    expect(truncateSkill('12345678901234567890')).toBe('12345678901234567890');
    expect(truncateSkill('123456789012345678901')).toBe('12345678901234567890...');
    // 21 code points of which the 20th is an astral-plane character: it is kept whole.
    expect(truncateSkill('a'.repeat(19) + '🔮' + 'b')).toBe('a'.repeat(19) + '🔮...');
  });
});
