import { describe, expect, it } from 'vitest';
import { makeAstrologer } from '@/test/astrologer-fixture';
import { priceFor, truncateText } from './display';
import { truncateSkill } from './spec-display';

describe('truncateText (spec section 9: 20 characters plus an ellipsis)', () => {
  it('keeps 20 characters whole and cuts 21 to 20 plus "..."', () => {
    expect(truncateText('abcdefghijklmnopqrst', 'en')).toBe('abcdefghijklmnopqrst');
    expect(truncateText('abcdefghijklmnopqrstu', 'en')).toBe('abcdefghijklmnopqrst...');
  });

  it('agrees with the contract rule on English text', () => {
    for (const text of ['Vedic, Numerology, Tarot', 'Vedic, Tarot, Vastu, Palmistry', 'Tarot', 'Life Coach, Palmistry']) {
      expect(truncateText(text, 'en')).toBe(truncateSkill(text));
    }
  });

  it('never splits a Devanagari letter from its vowel sign', () => {
    // 'कि' is two code points (क + ि) but one letter; 21 of them are 42 code points.
    const text = 'कि'.repeat(21);
    const cut = truncateText(text, 'hi');
    expect(cut).toBe(`${'कि'.repeat(20)}...`);
    // The code-point rule would have stopped after 10 letters.
    expect(truncateSkill(text)).toBe(`${'कि'.repeat(10)}...`);
  });

  it('drops a Japanese list separator left dangling at the cut', () => {
    // 19 characters, then the ideographic comma as the 20th.
    expect(truncateText(`${'占'.repeat(19)}、手相`, 'ja')).toBe(`${'占'.repeat(19)}...`);
  });
});

describe('priceFor', () => {
  it('chat: the offer price with the chat price before it; call: the call price, no offer', () => {
    const a = makeAstrologer({ price: 30, callPrice: 45, offerPrice: 12 });
    expect(priceFor(a, 'chat')).toEqual({ rupeesPerMin: 12, beforeOfferRupeesPerMin: 30 });
    expect(priceFor(a, 'call')).toEqual({ rupeesPerMin: 45, beforeOfferRupeesPerMin: null });
    const plain = makeAstrologer({ price: 30, callPrice: 45 });
    expect(priceFor(plain, 'chat')).toEqual({ rupeesPerMin: 30, beforeOfferRupeesPerMin: null });
  });
});
