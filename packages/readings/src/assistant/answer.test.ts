/**
 * The built-in assistant end to end, as the server runs it: understand the question once, then
 * build the answer. Kind by kind facts are in answers/answers.test.ts and bank/bank.test.ts;
 * this file checks what sits around them: personas, the horoscope panel, suggestions, the
 * interface language, follow-ups, streaming.
 */
import { siderealPositions } from '@nakshatra/astro';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAnswer, type AskInput } from './answer.ts';
import { buildAssistantFacts } from './facts.ts';
import { ANSWER_LANGUAGES, type AnswerLanguage, type ChatTurn } from './index.ts';
import { detectLanguage } from './language.ts';
import { warmClassifiers } from './nlu/registry.ts';
import { understand } from './nlu/understand.ts';
import { streamTokens } from './tokens.ts';

/* Reference birth: 17 Sep 1950 11:00 IST, Vadnagar (Scorpio lagna, Moon in Scorpio). */
const BIRTH = { utc: new Date('1950-09-17T05:30:00Z'), latDeg: 23.78593, lonDeg: 72.63893 };
const NOW = new Date('2026-01-15T06:00:00Z');
const facts = buildAssistantFacts(BIRTH, NOW);

beforeAll(() => warmClassifiers(), 240_000);

async function answer(
  question: string,
  more: Partial<AskInput> & { history?: ChatTurn[]; hint?: AnswerLanguage } = {},
) {
  const understanding = await understand(question, {
    now: NOW,
    history: more.history,
    hint: more.hint,
  });
  return buildAnswer({ facts, birth: BIRTH, place: null, ...more, question, understanding });
}

describe('in an astrologer’s style', () => {
  it('a Vedic astrologer’s style is labelled as AI and answers the question asked', async () => {
    const persona = { name: 'Acharya Meera', skills: 'Vedic, Numerology', exp: 14 };
    const a = await answer('How will my career be?', { persona });
    expect(a.text).toMatch(/^\(AI assistant in the style of Acharya Meera/);
    expect(a.text).toContain('Career is read from your 10th house');
    const hi = await answer('मेरा करियर कैसा रहेगा?', { persona });
    expect(hi.text).toContain('Acharya Meera की शैली में AI सहायक');
  });

  it('a numerologist answers with the numbers of the asker’s name and birth date', async () => {
    const persona = { name: 'Ravi Numero', skills: 'Numerology', exp: 9 };
    const a = await answer('What is my lucky number?', {
      persona,
      asker: { name: 'Anita', birthDate: '1950-09-17' },
    });
    // Chaldean ANITA: A1+N5+I1+T4+A1 = 12 -> 3 (the persona tests cite the table).
    expect(a.text).toContain('12');
    expect(a.text).not.toBe((await answer('What is my lucky number?')).text);
  });

  it('palmistry says it needs a look at the palm, offers a human session, then reads the chart', async () => {
    const persona = { name: 'Leela Palm', skills: 'Palmistry', exp: 7, slug: 'leela-palm' };
    const a = await answer('How will my career be?', { persona });
    expect(a.text).toContain('/astroProfile/leela-palm');
    expect(a.text).toContain('Career is read from your 10th house');
  });

  it('a tarot reader draws real cards: a seeded draw repeats, another draw differs', async () => {
    const persona = { name: 'Tara Cards', skills: 'Tarot', exp: 5 };
    const seeded = (seed: number) => () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const q = 'How will my love life be this year?';
    const a = await answer(q, { persona, random: seeded(7) });
    const b = await answer(q, { persona, random: seeded(7) });
    const c = await answer(q, { persona, random: seeded(99) });
    expect(a.text).toBe(b.text);
    expect(a.text).not.toBe(c.text);
  });

  it('a person in crisis gets care from the assistant, never the persona', async () => {
    const persona = { name: 'Acharya Meera', skills: 'Vedic', exp: 14 };
    const a = await answer('I want to end my life', { persona });
    expect(a.answered).toBe('safety:self_harm');
    expect(a.text).toContain('14416');
    expect(a.text).not.toContain('Acharya Meera');
  });
});

describe('around the answer', () => {
  it("on a horoscope page's panel, ends with that sign's day", async () => {
    const moonNow = Math.floor(siderealPositions(NOW).Moon.longitudeDeg / 30);
    const leo = 4;
    const h = ((moonNow - leo + 12) % 12) + 1;
    const a = await answer('How is my love life?', { horoscopeSignIndex: leo });
    expect(a.text.split('\n\n').at(-1)).toBe(
      `With Leo's day in mind: the Moon is in the ${h}${['st', 'nd', 'rd'][h - 1] ?? 'th'} house from Leo today.`,
    );
  });

  it('uses the interface language only when the question does not tell', () => {
    expect(detectLanguage('?', 'ta').lang).toBe('ta');
    expect(detectLanguage('ok', 'ja').lang).toBe('ja');
    expect(detectLanguage('How will my career be?', 'ja').lang).toBe('en');
    expect(detectLanguage('mera career kaisa rahega next year').lang).toBe('hinglish');
  });

  it('keeps a follow-up on the previous question: "and when?" after a marriage question', async () => {
    const first = await answer('How will my married life be?');
    const history: ChatTurn[] = [
      { role: 'user', text: 'How will my married life be?' },
      { role: 'assistant', text: first.text },
    ];
    const when = await answer('and when?', { history });
    expect(when.answered).toBe('followup.when');
    expect(when.text).toMatch(/\b20[2-9]\d\b/);
    expect(when.text).toContain('Marriage is read from your 7th house');
  });

  it('is deterministic and streams tokens that join back to the answer', async () => {
    for (const q of ['When will I get married?', 'मेरा लग्न क्या है?', '私の仕事運はどうですか？']) {
      const a = await answer(q);
      expect(await answer(q)).toEqual(a);
      const tokens = streamTokens(a.text, a.language);
      expect(tokens.join('')).toBe(a.text);
      expect(tokens.length).toBeGreaterThan(10);
    }
  });

  it('offers suggestions it understands, in the answer’s own language', async () => {
    const bad: string[] = [];
    const asked: Record<AnswerLanguage, string> = {
      en: 'When will I get married?',
      hi: 'मेरी शादी कब होगी?',
      mr: 'माझे लग्न कधी होईल?',
      es: '¿Cuándo me casaré?',
      ja: '私はいつ結婚しますか？',
      te: 'నా పెళ్లి ఎప్పుడు అవుతుంది?',
      ta: 'எனக்கு எப்போது திருமணம் நடக்கும்?',
      hinglish: 'meri shaadi kab hogi',
    };
    for (const lang of ANSWER_LANGUAGES) {
      const a = await answer(asked[lang]);
      expect(a.language).toBe(lang);
      expect(a.suggestions.length).toBeGreaterThanOrEqual(3);
      for (const s of a.suggestions) {
        const u = await understand(s, { now: NOW, hint: lang === 'hinglish' ? 'hi' : lang });
        if (u.language !== lang || u.status !== 'answer') {
          bad.push(`${lang}: "${s}" -> ${u.language}/${u.status}/${u.kind}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });
});
