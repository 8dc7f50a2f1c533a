import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../language.ts';
import { ANSWER_LANGUAGES } from '../types.ts';
import { CRISIS_CASES, ORDINARY_CASES } from './corpus.ts';
import { detectCrisis, safetyAnswer, safetyAnswerFor, SAFETY_CATEGORIES } from './index.ts';

describe('the safety corpus', () => {
  it('has at least 60 crisis phrasings across all eight languages, half of them indirect', () => {
    expect(CRISIS_CASES.length).toBeGreaterThanOrEqual(60);
    expect(CRISIS_CASES.filter((x) => x.indirect).length * 2).toBeGreaterThanOrEqual(
      CRISIS_CASES.length,
    );
    expect(new Set(CRISIS_CASES.map((x) => x.lang))).toEqual(new Set(ANSWER_LANGUAGES));
    expect(ORDINARY_CASES.length).toBeGreaterThanOrEqual(30);
  });

  it('recognises every crisis phrasing as its category (recall 100%)', () => {
    const missed = CRISIS_CASES.filter((x) => detectCrisis(x.text) !== x.category).map(
      (x) => `${x.lang} ${x.category}: ${x.text} -> ${detectCrisis(x.text)}`,
    );
    expect(missed).toEqual([]);
  });

  it('raises no false alarm on sad, figurative or health questions', () => {
    const alarms = ORDINARY_CASES.filter((x) => detectCrisis(x.text) !== null).map(
      (x) => `${x.lang}: ${x.text} -> ${detectCrisis(x.text)}`,
    );
    expect(alarms).toEqual([]);
  });
});

describe('the caring answer', () => {
  it('is written in the language of the question, with the helplines and no astrology', () => {
    for (const x of CRISIS_CASES) {
      const lang = detectLanguage(x.text).lang;
      const answer = safetyAnswer(x.text, lang)!;
      expect(answer.category).toBe(x.category);
      expect(answer.language).toBe(lang);
      expect(answer.text).toContain('112');
    }
  });

  it('names Tele-MANAS 14416, 112, 181 for abuse and a line abroad, in all eight languages', () => {
    for (const lang of ANSWER_LANGUAGES) {
      for (const category of SAFETY_CATEGORIES) {
        const { text, suggestions } = safetyAnswerFor(category, lang);
        expect(text, `${lang} ${category}`).toContain('112');
        expect(text, `${lang} ${category}`).toContain('14416');
        if (category !== 'medical') expect(text).toContain('findahelpline.com');
        if (category === 'abuse') expect(text, lang).toContain('181');
        expect(text).not.toMatch(
          /\b(house|planet|saturn|dasha|chart|kundli|horoscope)\b|ग्रह|कुंडली|राशि/iu,
        );
        expect(suggestions).toEqual([]);
      }
    }
  });

  it('answers Hinglish and Hindi questions in their own language', () => {
    expect(safetyAnswer('mujhe marne ka mann karta hai', 'hinglish')!.text).toContain(
      'Tele-MANAS ko 14416',
    );
    expect(safetyAnswer('मैं अपनी जान देना चाहता हूँ', 'hi')!.text).toContain('टेली-मानस');
  });
});
