import {
  computeChart,
  dhaiyaPeriods,
  kaalSarpDosha,
  manglikDosha,
  panchang,
  pitraDosha,
  runningDasha,
  sadeSatiPeriods,
  saturnStays,
  siderealPositions,
  SIGN_LORDS,
  tithiName,
  vimshottari,
  type Graha,
} from '@nakshatra/astro';
import { describe, expect, it } from 'vitest';
import { buildAssistantFacts } from '../facts.ts';
import { EMPTY_SLOTS, QUESTION_KINDS, type QuestionKind, type Slots } from '../kinds.ts';
import { LEXICONS } from '../lexicon/index.ts';
import { ANSWER_LANGUAGES } from '../types.ts';
import {
  answerKind,
  clarifyAnswer,
  kindSample,
  notUnderstood,
  PACKS,
  type KindAsk,
} from './index.ts';
import { en } from './packs/en.ts';

/*
 * Reference birth (as in assistant.test.ts): Narendra Modi, 17 Sep 1950 11:00 IST, Vadnagar
 * (GeoNames 1253577). Published chart (AstroSage; The Times of India, 2014): Scorpio lagna,
 * Moon and Mars in Scorpio, Anuradha nakshatra, Venus and Saturn in Leo, Sun, Mercury and Ketu in
 * Virgo. Expected values below are computed here with @nakshatra/astro directly, not read from
 * the answers.
 */
const BIRTH = { utc: new Date('1950-09-17T05:30:00Z'), latDeg: 23.78593, lonDeg: 72.63893 };
const NOW = new Date('2026-01-15T06:00:00Z');
const chart = computeChart(BIRTH);
const facts = buildAssistantFacts(BIRTH, NOW);
const noBirth = buildAssistantFacts(null, NOW);
const moon = chart.planets.find((p) => p.body === 'Moon')!;
const tree = vimshottari(BIRTH.utc, moon.longitudeDeg, 2);
const monthEn = (d: Date) =>
  new Intl.DateTimeFormat('en-IN-u-nu-latn', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d);

/** Slots that make each kind specific (the classifier's slot reader fills these). */
const SLOTS: Partial<Record<QuestionKind, Partial<Slots>>> = {
  'yoga.check': { yoga: 'gaja-kesari' },
  'dasha.planet': { planet: 'Saturn' },
  'chart.planet': { planet: 'Mars' },
  'chart.house': { house: 7 },
  'transit.planet': { planet: 'Saturn' },
  'muhurta.event': { event: 'wedding' },
  'match.sign': { signIndex: 4 },
  'explain.term': { term: 'nakshatra' },
  'transit.period': { year: 2027, month: 3 },
};

const REFERRAL = {
  slug: 'ravi-sharma',
  name: 'Ravi Sharma',
  skills: 'Vedic, Vastu',
  languages: 'Hindi, English',
  priceRupeesPerMin: 25,
  rating: 4.7,
};

type Over = Partial<Omit<KindAsk, 'slots'>> & { slots?: Partial<Slots> };

function ask(kind: QuestionKind, over: Over = {}): KindAsk {
  return {
    kind,
    lang: 'en',
    facts,
    birth: BIRTH,
    place: null,
    previous: null,
    horoscopeSignIndex: null,
    dailyLimit: 10,
    questionsLeft: 7,
    referrals: [REFERRAL],
    ...over,
    slots: { ...EMPTY_SLOTS, ...(SLOTS[kind] ?? {}), ...(over.slots ?? {}) },
  };
}
const text = (kind: QuestionKind, over?: Over) => answerKind(ask(kind, over)).text;
/** The first sentence (up to the first full stop, question mark or line break). */
const opening = (t: string) => t.split(/(?<=[.!?。।])\s|\n/)[0]!;

describe('phrase packs', () => {
  function shape(value: unknown, path: string, out: Map<string, string[]>): void {
    if (typeof value === 'string') {
      // The same placeholders; a language may name one twice where English names it once.
      out.set(path, [...new Set([...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort());
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) shape(v, `${path}.${k}`, out);
    }
  }
  const reference = new Map<string, string[]>();
  shape(en, '', reference);

  it.each(ANSWER_LANGUAGES)('%s has every key of English with the same placeholders', (lang) => {
    const got = new Map<string, string[]>();
    shape(PACKS[lang], '', got);
    for (const [path, placeholders] of reference) {
      if (path === '.lang') continue;
      expect(got.get(path), `${lang}${path}`).toEqual(placeholders);
    }
    expect(PACKS[lang].lang).toBe(lang);
  });
});

describe('every kind in every language', () => {
  it.each(ANSWER_LANGUAGES)('%s: answers all 77 kinds with and without a birth profile', (lang) => {
    for (const kind of QUESTION_KINDS) {
      for (const f of [facts, noBirth]) {
        const a = answerKind(ask(kind, { lang, facts: f, birth: f === facts ? BIRTH : null }));
        expect(a.text.length, `${lang} ${kind}`).toBeGreaterThan(20);
        expect(a.text).not.toMatch(/\*\*|<[a-z]|^#/m);
        expect(a.suggestions.length).toBeGreaterThan(0);
        expect(a.suggestions).not.toContain(kindSample(kind, lang));
      }
    }
  });
});

describe('answers state the computed fact first', () => {
  it('manglik: no, with the cancellation manglikDosha finds', () => {
    const m = manglikDosha(chart);
    // Published: Mars in its own sign Scorpio, in the lagna with the Moon, so raw dosha, cancelled.
    expect(m).toMatchObject({ raw: true, present: false });
    const t = text('dosha.manglik');
    // The yes/no first, then why.
    expect(opening(t)).toMatch(/^No, you are not manglik: .*cancelled/);
    expect(t).toContain('own or exaltation sign');
    expect(t).toContain('/matching');
  });

  it('Kaal Sarp and Pitra: the yes/no of the engine', () => {
    expect(kaalSarpDosha(chart).present).toBe(false);
    expect(opening(text('dosha.kaalSarp'))).toMatch(/^No, your chart has no Kaal Sarp/);
    const pitra = pitraDosha(chart);
    expect(pitra.present).toBe(true); // Sun with Ketu in Virgo, as published
    expect(opening(text('dosha.pitra'))).toMatch(
      /^Yes, the chart shows Pitra dosha: the Sun is with Ketu in your 11th house/,
    );
  });

  it('current dasha: maha and antar lords with their end dates', () => {
    const [maha, antar] = runningDasha(tree, NOW);
    const first = opening(text('dasha.current'));
    expect(first).toContain(`${maha!.lord} mahadasha until ${monthEn(maha!.end)}`);
    expect(first).toContain(`${antar!.lord} antardasha until ${monthEn(antar!.end)}`);
  });

  it("a named planet's mahadasha with its dates, past or future", () => {
    const saturn = tree.find((m) => m.lord === 'Saturn')!;
    expect(saturn.end < NOW).toBe(true);
    expect(opening(text('dasha.planet'))).toBe(
      `Your Saturn mahadasha already ran, from ${monthEn(saturn.start)} to ${monthEn(saturn.end)}.`,
    );
    const venus = tree.find((m) => m.lord === 'Venus')!;
    const v = text('dasha.planet', { slots: { planet: 'Venus' } });
    expect(opening(v)).toContain(monthEn(venus.start));
    expect(v).not.toBe(text('dasha.planet'));
  });

  it('next dasha: the next antardasha after now', () => {
    const next = tree
      .flatMap((m) => m.children!.map((a) => ({ m, a })))
      .find((x) => x.a.start > NOW)!;
    expect(opening(text('dasha.next'))).toContain(
      `${next.m.lord}–${next.a.lord}, from ${monthEn(next.a.start)}`,
    );
  });

  it("Sade Sati: not now (Saturn in the 5th from a Scorpio Moon); the next one's start date", () => {
    expect(moon.signIndex).toBe(7);
    const next = sadeSatiPeriods(7, NOW, new Date('2060-01-01T00:00:00Z'))[0]!;
    expect(opening(text('dosha.sadeSati'))).toMatch(/^No, you are not in Sade Sati now/);
    expect(opening(text('sadeSati.when'))).toContain(`starts in ${monthEn(next.start)}`);
  });

  it('Sade Sati now for a Pisces Moon: yes, peak phase, begun April 2022', () => {
    // 3 Jan 1990 11:30 IST, New Delhi: the Moon in sidereal Pisces (computeChart). Saturn entered
    // Aquarius on 29 April 2022 (Drik Panchang: Sade Sati for Meena rashi from 29 April 2022),
    // dipped back into Capricorn from July 2022 to January 2023, and is in Pisces in 2026.
    const birth = { utc: new Date('1990-01-03T06:00:00Z'), latDeg: 28.61, lonDeg: 77.21 };
    expect(computeChart(birth).planets.find((p) => p.body === 'Moon')!.signIndex).toBe(11);
    const f = buildAssistantFacts(birth, NOW);
    const t = text('dosha.sadeSati', { facts: f, birth });
    expect(opening(t)).toMatch(/^Yes, you are in Sade Sati now, in its peak \(second\) phase/);
    expect(t).toContain('runs from April 2022');
    expect(opening(text('sadeSati.when', { facts: f, birth }))).toMatch(
      /^Your Sade Sati is running now: it began in April 2022/,
    );
  });

  it('Dhaiya now for a Leo Moon: ashtama Shani since the Pisces ingress of March 2025', () => {
    const birth = { utc: new Date('1990-01-14T06:00:00Z'), latDeg: 28.61, lonDeg: 77.21 };
    expect(computeChart(birth).planets.find((p) => p.body === 'Moon')!.signIndex).toBe(4);
    const t = text('dhaiya.when', { facts: buildAssistantFacts(birth, NOW), birth });
    expect(opening(t)).toMatch(
      /^Yes, a Shani Dhaiya is running now: Saturn is in Pisces, the 8th sign from your Moon, from March 2025/,
    );
  });

  it('Dhaiya: the next Saturn stay in the 4th or 8th from the Moon', () => {
    const d = dhaiyaPeriods(7, saturnStays(NOW, new Date('2060-01-01T00:00:00Z')))[0]!;
    expect(opening(text('dhaiya.when'))).toContain(`from ${monthEn(d.start)}`);
  });

  it('marriage timing: an antardasha of the 7th lord, Venus or Jupiter, with its dates', () => {
    const lords = new Set<Graha>([
      'Venus',
      'Jupiter',
      SIGN_LORDS[(chart.ascendant.signIndex + 6) % 12]!,
    ]);
    const first = opening(text('timing.marriage'));
    const m = /(\w+ \d{4}) to (\w+ \d{4}) \((\w+)–(\w+)\)/.exec(first)!;
    expect(lords.has(m[4] as Graha)).toBe(true);
    const a = tree
      .flatMap((x) => x.children!)
      .find((x) => monthEn(x.start) === m[1] && x.lord === m[4])!;
    expect(monthEn(a.end)).toBe(m[2]);
    // A year inside the window and a year outside it read differently.
    expect(text('timing.marriage', { slots: { year: 2027 } })).toMatch(
      /^For marriage, 2027 falls inside/,
    );
    expect(text('timing.marriage', { slots: { year: 2030 } })).toMatch(
      /^For marriage, 2030 is not inside/,
    );
  });

  it("lucky number: the lagna lord's Vedic number (Scorpio, Mars: 9)", () => {
    expect(SIGN_LORDS[chart.ascendant.signIndex]).toBe('Mars');
    expect(opening(text('lucky.number'))).toBe(
      'Your lucky number is 9: it belongs to your ascendant lord Mars.',
    );
    expect(opening(text('lucky.day'))).toContain('Tuesday');
  });

  it("gemstone: the lagna lord's stone, with the caution and no pressure", () => {
    const t = text('remedy.gemstone');
    expect(opening(t)).toContain('red coral');
    expect(t).toMatch(/consult.*test.*never buy under pressure/);
  });

  it('remedies: free ones first, gemstones only as a caution', () => {
    const t = text('remedy.general');
    expect(t.indexOf('Mantra:')).toBeLessThan(t.indexOf('Charity:'));
    expect(t).not.toMatch(/buy|wear/i);
  });

  it('chart facts: ascendant, Moon sign and nakshatra as published', () => {
    expect(opening(text('chart.ascendant'))).toMatch(/^Your ascendant \(lagna\) is Scorpio/);
    expect(opening(text('chart.moonSign'))).toMatch(/^Your Moon sign \(rashi\) is Scorpio/);
    expect(opening(text('chart.nakshatra'))).toMatch(
      /^Your birth star \(janma nakshatra\) is Anuradha/,
    );
    expect(text('chart.house', { slots: { house: 10 } })).not.toBe(text('chart.house'));
  });

  it('panchang and Rahu Kaal at Ujjain by default, in its time zone', () => {
    const pc = panchang('2026-01-15', 23.18, 75.78, 'Asia/Kolkata');
    const hhmm = (d: Date) =>
      new Intl.DateTimeFormat('en-GB', {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'Asia/Kolkata',
      }).format(d);
    expect(opening(text('panchang.today'))).toContain(`tithi ${tithiName(pc.tithi.index)}`);
    expect(opening(text('panchang.rahuKaal'))).toContain(
      `from ${hhmm(pc.rahuKaal!.start)} to ${hhmm(pc.rahuKaal!.end)}`,
    );
    const elsewhere = text('panchang.rahuKaal', {
      place: { latDeg: 19.07, lonDeg: 72.88, timezone: 'Asia/Kolkata' },
    });
    expect(elsewhere).not.toBe(text('panchang.rahuKaal'));
  });

  it('muhurta: each date has, at sunrise, a wedding nakshatra and no rikta tithi or Amavasya', () => {
    // Muhurta Chintamani's vivaha nakshatras (Rohini, Mrigashira, Magha, Uttara Phalguni, Hasta,
    // Swati, Anuradha, Mula, Uttara Ashadha, Uttara Bhadrapada, Revati), as in B.V. Raman.
    const wedding = new Set([3, 4, 9, 11, 12, 14, 16, 18, 20, 25, 26]);
    const t = opening(text('muhurta.event'));
    const dates = [...t.matchAll(/(\d{1,2}) (\w+) (\d{4}) \(/g)];
    expect(dates.length).toBeGreaterThan(0);
    for (const [, dd, mm, yy] of dates) {
      const d = new Date(`${dd} ${mm} ${yy} 12:00 UTC`);
      const pc = panchang(d.toISOString().slice(0, 10), 23.18, 75.78, 'Asia/Kolkata');
      expect(wedding.has(pc.nakshatra.index)).toBe(true);
      expect([4, 9, 14, 19, 24, 29, 30]).not.toContain(pc.tithi.index);
      expect([2, 6]).not.toContain(pc.vara.index);
    }
  });

  it('transit of a planet: its sidereal sign now', () => {
    const sat = Math.floor(siderealPositions(NOW).Saturn.longitudeDeg / 30);
    expect(opening(text('transit.planet'))).toContain(
      `Saturn is in ${['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'][sat]} now`,
    );
  });

  it('match by sign points to /matching; a partner match asks for the birth details', () => {
    expect(text('match.sign')).toContain('/matching');
    expect(text('match.sign', { facts: noBirth, birth: null })).toContain('/edit_profile');
    expect(opening(text('match.partner'))).toMatch(/birth details/);
  });

  it('referrals: name, price, profile link; none: the directory link', () => {
    const t = text('referral.astrologer');
    expect(t).toContain('₹25/min');
    expect(t).toContain('/astroProfile/ravi-sharma');
    expect(text('referral.astrologer', { referrals: [] })).toContain('/chat');
  });

  it('health, legal and money answers end with the professional pointer', () => {
    const lex = LEXICONS.en;
    expect(text('area.health').endsWith(lex.hedges.medical)).toBe(true);
    expect(text('area.legal').endsWith(lex.hedges.legal)).toBe(true);
    expect(text('area.wealth').endsWith(lex.hedges.financial)).toBe(true);
  });

  it("a relation's question: the asker's chart, their details needed, /matching offered", () => {
    const t = text('timing.marriage', { slots: { relation: 'son' } });
    // What the topic is read from first (each kind its own opening), then whose chart it is.
    expect(opening(t)).toContain('Marriage is read from your 7th house');
    expect(t.split('\n\n')[1]).toContain("not your son's");
    expect(t).toContain('/matching');
    expect(t).toContain('5th house');
  });

  it('out-of-range slots read as absent, not as a crash', () => {
    expect(text('chart.house', { slots: { house: 13 } })).toBe(
      text('chart.house', { slots: { house: null } }),
    );
    expect(() => text('transit.period', { slots: { year: 2027, month: 14 } })).not.toThrow();
    expect(() => text('match.sign', { slots: { signIndex: 12 } })).not.toThrow();
  });

  it('quota, and follow-ups that use the previous question', () => {
    expect(text('product.quota')).toContain('7 of your 10');
    const prev = { kind: 'area.marriage' as const, slots: { ...EMPTY_SLOTS } };
    expect(text('followup.when', { previous: prev })).toBe(text('timing.marriage'));
    expect(text('followup.nextYear', { previous: prev })).toContain('2027');
    expect(text('followup.why')).toMatch(/^Why what exactly/);
  });
});

describe('safety', () => {
  it('death: no prediction, no date; gambling: no picks, a SEBI adviser', () => {
    const d = text('guard.death');
    expect(opening(d)).toMatch(/^I don't predict death or lifespan/);
    expect(d).not.toMatch(/\b(19|20)\d{2}\b/);
    expect(text('guard.gambling')).toContain('SEBI');
  });

  it('no answer says "never marry", "you will never" or gives a death date', () => {
    for (const kind of QUESTION_KINDS) {
      const t = text(kind);
      expect(t, kind).not.toMatch(/never marry|you will never|will die|death date/i);
    }
  });
});

describe('variety', () => {
  it.each(['en', 'hi', 'hinglish'] as const)(
    '%s: no two kinds share an opening sentence',
    (lang) => {
      const seen = new Map<string, QuestionKind>();
      const prev = { kind: 'area.marriage' as const, slots: { ...EMPTY_SLOTS } };
      // A follow-up continues the previous kind's answer, so it shares that kind's opening.
      for (const kind of QUESTION_KINDS.filter((k) => !k.startsWith('followup.'))) {
        const first = opening(text(kind, { previous: prev, lang }));
        expect(seen.get(first), `${kind} opens like ${seen.get(first)}: ${first}`).toBeUndefined();
        seen.set(first, kind);
      }
    },
  );

  it('clarify and not-understood offer sample questions', () => {
    const c = clarifyAnswer(['timing.marriage', 'area.marriage'], 'en');
    expect(c.suggestions).toEqual([
      kindSample('timing.marriage', 'en'),
      kindSample('area.marriage', 'en'),
    ]);
    expect(c.text).toContain(c.suggestions[0]);
    const n = notUnderstood('en');
    expect(n.suggestions).toHaveLength(3);
    expect(n.text).toMatch(/^I didn't understand/);
  });
});

describe('speed', () => {
  it('answers in under 5 ms (median over all kinds, caches warm)', () => {
    for (const kind of QUESTION_KINDS) answerKind(ask(kind));
    const ms: number[] = [];
    for (const kind of QUESTION_KINDS) {
      const t0 = performance.now();
      answerKind(ask(kind));
      ms.push(performance.now() - t0);
    }
    ms.sort((a, b) => a - b);
    expect(ms[Math.floor(ms.length / 2)]!).toBeLessThan(5);
  });
});
