import { describe, expect, it } from 'vitest';
import { EMPTY_SLOTS, type QuestionKind, type Slots } from '../kinds.ts';
import { ANSWER_LANGUAGES, type AnswerLanguage } from '../types.ts';
import { disciplineOf } from './discipline.ts';
import { personaAnswer } from './answer.ts';
import { PERSONA_PACKS } from './packs/index.ts';
import { cardLeaning, cardText, drawCards, leaningOf } from './tarot.ts';
import {
  DIRECTIONS,
  MINOR_ARCANA,
  SUITS,
  TAROT_DECK,
  VASTU_ROOMS,
  type Discipline,
  type PersonaAsk,
  type SpreadPosition,
} from './types.ts';
import { recogniseVastu } from './vastu.ts';

/** mulberry32: a small seeded [0, 1) source, so draws are reproducible in tests. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function ask(
  over: Partial<PersonaAsk> & { discipline: Discipline; kind: QuestionKind },
): PersonaAsk {
  return {
    persona: { name: 'Meera', skills: 'Numerology', exp: 10 },
    slots: { ...EMPTY_SLOTS } as Slots,
    lang: 'en',
    question: 'How is my career?',
    name: 'Anita Sharma',
    birthDate: '1990-05-14',
    now: new Date('2026-11-24T12:00:00Z'),
    random: seeded(7),
    slug: 'meera-joshi',
    ...over,
  };
}

/** Devanagari, Telugu, Tamil and Japanese letters: a native answer uses its own script. */
const SCRIPT: Partial<Record<AnswerLanguage, RegExp>> = {
  hi: /[\u0900-\u097F]/,
  mr: /[\u0900-\u097F]/,
  te: /[\u0C00-\u0C7F]/,
  ta: /[\u0B80-\u0BFF]/,
  ja: /[\u3040-\u30FF\u4E00-\u9FFF]/,
};

describe('disciplineOf', () => {
  it('takes the first skill with a method of its own', () => {
    expect(disciplineOf({ name: 'A', skills: 'Palmistry, Vedic', exp: 3 })).toBe('palmistry');
    expect(disciplineOf({ name: 'A', skills: 'Tarot, Numerology', exp: 3 })).toBe('tarot');
    expect(disciplineOf({ name: 'A', skills: 'Vedic, Numerology', exp: 3 })).toBe('vedic');
    expect(disciplineOf({ name: 'A', skills: 'Face Reading', exp: 3 })).toBe('face-reading');
    expect(disciplineOf({ name: 'A', skills: 'Life Coach, Psychologist', exp: 3 })).toBe(
      'life-coach',
    );
    expect(disciplineOf({ name: 'A', skills: 'Psychologist', exp: 3 })).toBe('psychologist');
    expect(disciplineOf({ name: 'A', skills: 'Vastu', exp: 3 })).toBe('vastu');
    expect(disciplineOf({ name: 'A', skills: 'Reiki', exp: 3 })).toBe('vedic');
  });
});

describe('personaAnswer routing', () => {
  it('is null for Vedic personas and for questions that are not about the asker’s life', () => {
    expect(personaAnswer(ask({ discipline: 'vedic', kind: 'area.career' }))).toBeNull();
    for (const kind of [
      'smalltalk.hello',
      'guard.death',
      'product.about',
      'chart.ascendant',
    ] as const) {
      expect(personaAnswer(ask({ discipline: 'tarot', kind }))).toBeNull();
    }
  });
});

describe('numerology answer', () => {
  it('shows both name numbers, the life path and the birthday number with their working', () => {
    const a = personaAnswer(ask({ discipline: 'numerology', kind: 'area.career' }));
    expect(a?.vedicFollows).toBe(false);
    expect(a?.text.startsWith("Speaking as Meera's numerology:")).toBe(true);
    // 14 May 1990: 5 + 5 + 1 = 11 (lifepathcalc's worked example), a master number.
    expect(a?.text).toContain('14.05.1990: 1+4 = 5, 5, 1+9+9+0 = 19 -> 10 -> 1; 5 + 5 + 1 = 11');
    expect(a?.text).toContain('ANITA SHARMA: A1+N5+I1+T4+A1 + S3+H5+A1+R2+M4+A1 = 28 -> 10 -> 1');
    expect(a?.text).toContain('ANITA SHARMA: A1+N5+I9+T2+A1 + S1+H8+A1+R9+M4+A1 = 42 -> 6');
    expect(a?.text).toContain('you were born on the 14, 14 -> 5');
    expect(a?.text).toContain('your number 11 points to teaching');
  });
  it('answers the lucky day from the birthday number (5: Mercury, Wednesday)', () => {
    const a = personaAnswer(ask({ discipline: 'numerology', kind: 'lucky.day' }));
    expect(a?.text).toContain('your lucky day is Wednesday (Mercury), from your root number 5');
  });
  it('times a year with the personal year: 14 May with 2027 -> 5 + 5 + (11 -> 2) = 12 -> 3', () => {
    const slots = { ...EMPTY_SLOTS, year: 2027 } as Slots;
    const a = personaAnswer(ask({ discipline: 'numerology', kind: 'horoscope.year', slots }));
    expect(a?.text).toContain('2027 is personal year 3 for you');
  });
  it('"next year" without a year is the coming year (now 2026 -> 2027, personal year 3)', () => {
    const a = personaAnswer(ask({ discipline: 'numerology', kind: 'horoscope.year' }));
    expect(a?.text).toContain('2027 is personal year 3 for you');
  });
  it('asks for the missing name or birth date with a link to the profile', () => {
    const a = personaAnswer(
      ask({ discipline: 'numerology', kind: 'area.love', name: null, birthDate: null }),
    );
    expect(a?.text).toContain('/edit_profile');
    expect(a?.text).toContain(PERSONA_PACKS.en.numerology.needName);
    expect(a?.text).toContain(PERSONA_PACKS.en.numerology.needBirthDate);
  });
  it('asks for the Latin spelling of a name in another script instead of inventing values', () => {
    for (const name of ['अनीता शर्मा', 'అనిత', 'அனிதா', 'あにた']) {
      const a = personaAnswer(
        ask({ discipline: 'numerology', kind: 'area.career', lang: 'hi', name }),
      );
      expect(a?.text).toContain(PERSONA_PACKS.hi.numerology.latinName(name));
      expect(a?.text).not.toContain('कैल्डियन नामांक');
    }
  });
});

describe('tarot', () => {
  it('draws without replacement, and a seeded draw is reproducible', () => {
    const positions: SpreadPosition[] = ['past', 'present', 'future'];
    for (let seed = 1; seed <= 500; seed++) {
      const cards = drawCards(positions, seeded(seed)).map((c) => c.card);
      expect(new Set(cards).size).toBe(3);
    }
    expect(drawCards(positions, seeded(42))).toEqual(drawCards(positions, seeded(42)));
    const all = drawCards(Array(78).fill('past') as SpreadPosition[], seeded(3)).map((c) => c.card);
    expect(new Set(all).size).toBe(78);
  });
  it('reaches every card and both orientations', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 3000; seed++) {
      const [c] = drawCards(['answer'], seeded(seed));
      if (c) seen.add(`${c.card}:${c.reversed}`);
    }
    expect(seen.size).toBe(156);
  });
  it('a three-card spread shows the positions and meanings; a yes/no question draws one card', () => {
    const spread = personaAnswer(ask({ discipline: 'tarot', kind: 'area.career' }));
    const t = PERSONA_PACKS.en.tarot;
    for (const p of ['Past', 'Present', 'Future']) expect(spread?.text).toContain(`${p}: `);
    expect(spread?.text).toContain(t.topics.career);
    const one = personaAnswer(
      ask({ discipline: 'tarot', kind: 'timing.job', question: 'Will I get the job this year?' }),
    );
    expect(one?.text).toContain('Your card: ');
    expect(one?.text).not.toContain('Past: ');
    expect(Object.values(t.leaning).some((l) => one?.text.includes(l))).toBe(true);
  });
  it('reversed, a favourable card drops a step and a hard card eases', () => {
    expect(leaningOf({ card: 'sun', reversed: true, position: 'answer' })).toBe('maybe');
    expect(leaningOf({ card: 'hermit', reversed: true, position: 'answer' })).toBe('no');
    expect(leaningOf({ card: 'devil', reversed: true, position: 'answer' })).toBe('maybe');
    expect(leaningOf({ card: 'tower', reversed: false, position: 'answer' })).toBe('no');
  });
  it('tells yes/no questions from when/which questions in every language', () => {
    const pairs: Record<AnswerLanguage, [string, string]> = {
      en: ['Will I get the job?', 'When will I get a job?'],
      hi: ['क्या मुझे नौकरी मिलेगी?', 'मुझे नौकरी कब मिलेगी?'],
      mr: ['मला नोकरी मिळेल का?', 'मला नोकरी कधी मिळेल?'],
      es: ['¿Conseguiré el trabajo?', '¿Cuándo conseguiré trabajo?'],
      ja: ['その仕事に就けますか？', 'いつ仕事が見つかりますか？'],
      te: ['నాకు ఉద్యోగం వస్తుందా?', 'నాకు ఉద్యోగం ఎప్పుడు వస్తుంది?'],
      ta: ['எனக்கு வேலை கிடைக்குமா?', 'எனக்கு எப்போது வேலை கிடைக்கும்?'],
      hinglish: ['kya mujhe job milegi?', 'mujhe job kab milegi?'],
    };
    for (const lang of ANSWER_LANGUAGES) {
      const [yes, when] = pairs[lang];
      const answer = PERSONA_PACKS[lang].tarot.positions.answer;
      const one = personaAnswer(
        ask({ discipline: 'tarot', kind: 'timing.job', lang, question: yes }),
      );
      const three = personaAnswer(
        ask({ discipline: 'tarot', kind: 'timing.job', lang, question: when }),
      );
      const line = new RegExp(`^${answer}[:：]`, 'm');
      expect(one?.text, `${lang}: ${yes}`).toMatch(line);
      expect(three?.text, `${lang}: ${when}`).not.toMatch(line);
    }
  });
  it('health readings point to a doctor', () => {
    const a = personaAnswer(ask({ discipline: 'tarot', kind: 'area.health' }));
    expect(a?.text).toContain(PERSONA_PACKS.en.tarot.healthNote);
  });
  it('every card and position has text in every language', () => {
    expect(TAROT_DECK.length).toBe(78);
    expect(MINOR_ARCANA.length).toBe(56);
    for (const id of TAROT_DECK) expect(['yes', 'maybe', 'no']).toContain(cardLeaning(id));
    for (const lang of ANSWER_LANGUAGES) {
      const pack = PERSONA_PACKS[lang];
      const t = pack.tarot;
      for (const suit of SUITS) expect(t.minor.meanings[suit].length, `${lang} ${suit}`).toBe(14);
      const names = new Set<string>();
      for (const id of TAROT_DECK) {
        const c = cardText(pack, id);
        names.add(c.name);
        expect(c.name.trim().length).toBeGreaterThan(0);
        for (const s of [c.upright, c.reversed])
          expect(s.trim().length, `${lang} ${id}`).toBeGreaterThan(4);
        if (lang !== 'en') expect(c.upright).not.toBe(cardText(PERSONA_PACKS.en, id).upright);
        const script = SCRIPT[lang];
        if (script) expect(script.test(c.upright + c.reversed), `${lang} ${id}`).toBe(true);
      }
      expect(names.size, lang).toBe(78);
      for (const p of ['past', 'present', 'future', 'answer'] as const) {
        expect(t.positions[p].length).toBeGreaterThan(1);
      }
    }
  });
});

/** One room question per language, and the room it names. */
const ROOM_QUESTIONS: Record<AnswerLanguage, [string, string, string]> = {
  en: ['Which direction is best for my kitchen?', 'kitchen', ''],
  hi: ['मेरी रसोई किस दिशा में होनी चाहिए?', 'kitchen', ''],
  mr: ['देवघर ईशान्य दिशेला ठेवू का?', 'pooja', 'north-east'],
  es: ['¿Es bueno el dormitorio en el suroeste?', 'bedroom', 'south-west'],
  ja: ['トイレが北東にあるのは悪いですか？', 'toilet', 'north-east'],
  te: ['వంటగది ఆగ్నేయంలో ఉంటే మంచిదా?', 'kitchen', 'south-east'],
  ta: ['பூஜை அறை எந்தத் திசையில் இருக்க வேண்டும்?', 'pooja', ''],
  hinglish: ['bedroom kis disha mein hona chahiye?', 'bedroom', ''],
};

describe('vastu', () => {
  it('recognises a room (and a direction) in each language', () => {
    for (const lang of ANSWER_LANGUAGES) {
      const [q, room, direction] = ROOM_QUESTIONS[lang];
      const found = recogniseVastu(q, PERSONA_PACKS[lang].vastu, lang);
      expect(found.room, `${lang}: ${q}`).toBe(room);
      expect(found.direction ?? '', `${lang}: ${q}`).toBe(direction);
    }
  });
  it('a compound direction is not read as its cardinal part', () => {
    const v = PERSONA_PACKS.en.vastu;
    expect(recogniseVastu('my house faces north-east', v, 'en').direction).toBe('north-east');
    expect(recogniseVastu('is a south facing house bad', v, 'en').direction).toBe('south');
  });
  it('kitchen in the south-east is good (Agni); a toilet in the north-east gets fixes', () => {
    const good = personaAnswer(
      ask({
        discipline: 'vastu',
        kind: 'area.property',
        question: 'Is my kitchen in the south-east ok?',
      }),
    );
    expect(good?.text).toContain('Yes: a kitchen in the south-east is a good placement');
    expect(good?.vedicFollows).toBe(false);
    const fix = personaAnswer(
      ask({
        discipline: 'vastu',
        kind: 'area.property',
        question: 'My toilet is in the north-east',
      }),
    );
    expect(fix?.text).toContain('not the classical placement');
    expect(fix?.text).toContain(PERSONA_PACKS.en.vastu.fixes.toilet);
  });
  it('a room question filed under another kind is still answered; a greeting is not', () => {
    const q = 'Where should the pooja room be?';
    const a = personaAnswer(ask({ discipline: 'vastu', kind: 'outOfScope', question: q }));
    expect(a?.text).toContain(PERSONA_PACKS.en.vastu.rules.pooja);
    expect(
      personaAnswer(
        ask({ discipline: 'vastu', kind: 'smalltalk.hello', question: 'hi, is the door ok' }),
      ),
    ).toBeNull();
  });
  it('numerology and tarot asked by name are answered whatever the kind', () => {
    const n = personaAnswer(
      ask({ discipline: 'numerology', kind: 'outOfScope', question: 'What is my name number?' }),
    );
    expect(n?.text).toContain('Chaldean name number: ANITA SHARMA');
    const t = personaAnswer(
      ask({
        discipline: 'tarot',
        kind: 'outOfScope',
        lang: 'hi',
        question: 'मेरे लिए एक कार्ड निकालिए',
      }),
    );
    expect(t?.text).toContain(PERSONA_PACKS.hi.tarot.spreadIntro);
    expect(
      personaAnswer(ask({ discipline: 'tarot', kind: 'outOfScope', question: 'Write my essay' })),
    ).toBeNull();
  });
  it('a life question that names no room is served by its room, and the chart follows', () => {
    const a = personaAnswer(
      ask({ discipline: 'vastu', kind: 'area.career', question: 'How is my career?' }),
    );
    expect(a?.text).toContain(PERSONA_PACKS.en.vastu.rules.study);
    expect(a?.vedicFollows).toBe(true);
  });
  it('every room and direction has words and text in every language', () => {
    for (const lang of ANSWER_LANGUAGES) {
      const v = PERSONA_PACKS[lang].vastu;
      for (const r of VASTU_ROOMS) {
        expect(v.words.rooms[r].length).toBeGreaterThan(0);
        expect(v.rules[r].length).toBeGreaterThan(10);
        expect(v.fixes[r].length).toBeGreaterThan(10);
      }
      for (const d of DIRECTIONS) {
        expect(v.words.directions[d].length).toBeGreaterThan(0);
        expect(v.facing[d].length).toBeGreaterThan(10);
      }
    }
  });
});

describe('numerology texts', () => {
  it('every number, personal year, colour and day has text in every language', () => {
    const keys = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33] as const;
    for (const lang of ANSWER_LANGUAGES) {
      const t = PERSONA_PACKS[lang].numerology;
      for (const k of keys) {
        for (const s of Object.values(t.numbers[k]))
          expect(s.length, `${lang} ${k}`).toBeGreaterThan(5);
      }
      for (const d of [1, 2, 3, 4, 5, 6, 7, 8, 9] as const) {
        expect(t.years[d].length).toBeGreaterThan(5);
        expect(t.colours[d].length).toBeGreaterThan(1);
        expect(t.days[d].length).toBeGreaterThan(1);
      }
      expect(t.needName).toContain('/edit_profile');
      expect(t.needBirthDate).toContain('/edit_profile');
    }
  });
});

describe('palmistry, face reading, coaching', () => {
  it('palmistry says a look is needed, links the human session and lets the chart follow', () => {
    for (const lang of ANSWER_LANGUAGES) {
      const a = personaAnswer(ask({ discipline: 'palmistry', kind: 'area.career', lang }));
      expect(a?.vedicFollows).toBe(true);
      expect(a?.text).toContain('/astroProfile/meera-joshi');
      expect(a?.text).toContain('Meera');
    }
  });
  it('face reading without a slug links the directory', () => {
    const a = personaAnswer(
      ask({ discipline: 'face-reading', kind: 'area.personality', slug: null }),
    );
    expect(a?.text).toContain('/chat');
    expect(a?.vedicFollows).toBe(true);
  });
  it('the psychologist frame never diagnoses and points to Tele-MANAS', () => {
    for (const lang of ANSWER_LANGUAGES) {
      const a = personaAnswer(ask({ discipline: 'psychologist', kind: 'area.love', lang }));
      expect(a?.vedicFollows).toBe(true);
      expect(a?.text).toContain('14416');
    }
    const coach = personaAnswer(ask({ discipline: 'life-coach', kind: 'area.career' }));
    expect(coach?.vedicFollows).toBe(true);
  });
});

describe('every language answers natively', () => {
  const disciplines: Discipline[] = [
    'numerology',
    'tarot',
    'vastu',
    'palmistry',
    'face-reading',
    'life-coach',
    'psychologist',
  ];
  it('names the persona in the opening and writes in the language’s script', () => {
    for (const lang of ANSWER_LANGUAGES) {
      for (const discipline of disciplines) {
        const a = personaAnswer(ask({ discipline, kind: 'area.career', lang }));
        expect(a, `${lang} ${discipline}`).not.toBeNull();
        expect(a?.text.split('\n')[0]).toContain('Meera');
        expect(a?.suggestions.length).toBe(3);
        const script = SCRIPT[lang];
        if (script) expect(script.test(a?.text ?? ''), `${lang} ${discipline}`).toBe(true);
        if (lang !== 'en')
          expect(a?.text).not.toContain(PERSONA_PACKS.en.opening[discipline as 'tarot']('Meera'));
      }
    }
  });
});
