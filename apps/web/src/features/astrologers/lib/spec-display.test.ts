import { describe, expect, it } from 'vitest';
import { starFills, truncateSkill } from './spec-display';

describe('spec display helpers', () => {
  // Issue 12: the stars show the rating itself. Expected fills are the rating split by hand into
  // whole stars and the remainder.
  it.each([
    [4.8, [1, 1, 1, 1, 0.8]],
    [5, [1, 1, 1, 1, 1]],
    [3.2, [1, 1, 1, 0.2, 0]],
    [4.25, [1, 1, 1, 1, 0.25]],
    [0, [0, 0, 0, 0, 0]],
    [7, [1, 1, 1, 1, 1]],
    [-1, [0, 0, 0, 0, 0]],
  ])('starFills(%d) fills %j', (rating, fills) => {
    expect(starFills(rating)).toEqual(fills);
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
