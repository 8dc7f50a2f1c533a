import { describe, expect, it } from 'vitest';
import { horoscope } from './horoscope.ts';
import { joinSentences } from './text.ts';

describe('joinSentences', () => {
  it('puts one space between sentences in space-separated scripts', () => {
    expect(joinSentences(['Mars is strong.', 'Act boldly.'])).toBe('Mars is strong. Act boldly.');
    expect(joinSentences(['मंगल बलवान है।', 'साहस से काम लें।'])).toBe('मंगल बलवान है। साहस से काम लें।');
  });

  it('runs Japanese sentences together, as Japanese is written', () => {
    expect(joinSentences(['火星は強い。', '大胆に動きましょう。'])).toBe('火星は強い。大胆に動きましょう。');
  });

  it('leaves no space after a Japanese full stop in a generated horoscope', () => {
    const h = horoscope(4, '2026-11-22', 'day', 'ja');
    for (const text of Object.values(h.sections)) expect(text).not.toMatch(/。 /u);
  });
});
