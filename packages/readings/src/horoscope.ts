/**
 * Daily, weekly and monthly horoscopes by Moon sign (rashi), written from the real transits.
 *
 * Rules (each sentence names the transit it comes from, and the same facts are returned as the
 * `transits` list the page shows as "Why this reading"):
 * - Houses are whole signs counted from the reader's sign, as in gochara (transit) reading by
 *   Moon sign (Phaladeepika ch. 26).
 * - general: the Moon's house (day and week), the tightest major aspect between grahas, the
 *   first of Mercury, Venus, Mars, Jupiter, Saturn that is retrograde, and a piece of advice;
 *   weeks open with the Moon's passage Monday to Sunday, months with the Sun's.
 * - love: Venus's house; career: the Sun's; money: Jupiter's; health: Mars's. Each also gets a
 *   tone sentence (good / mixed / hard) and advice. Day readings take the tone from the Moon's
 *   house (the fast trigger of the day), week and month readings from the section planet's
 *   own gochara result (see TONE_BY_PLANET_HOUSE).
 * - The chart of a day is cast at 12:00 IST (06:30 UTC) of that date, the convention of Indian
 *   almanacs; a week is cast on its Thursday (the middle of Monday-Sunday), a month on the 15th.
 * - Wording: every sentence slot has 3-6 phrasings; `deckPick` chooses one per period from a
 *   hash of sign, section and slot, never the same phrasing in two neighbouring periods, so a
 *   reader does not meet the same sentence two days (weeks, months) running.
 * - Lucky planet: the lord of the Moon's nakshatra when the Moon is in a good house from the
 *   sign (1, 3, 6, 7, 10, 11: the Moon's favourable gochara houses), otherwise the sign's own
 *   lord. Lucky colour: that planet's colour (Sun orange, Moon white, Mars red, Mercury green,
 *   Jupiter yellow, Venus pink, Saturn dark blue, Rahu grey, Ketu brown). Lucky number: the
 *   planet's number in Chaldean numerology (Sun 1, Moon 2, Jupiter 3, Rahu 4, Mercury 5,
 *   Venus 6, Ketu 7, Saturn 8, Mars 9) plus 9 x (the Moon's pada - 1), so 1-36 and always
 *   reducing to the planet's digit.
 */
import {
  GRAHAS,
  SIGN_LORDS,
  SIGNS,
  SIGN_IDS,
  NAKSHATRAS,
  nakshatraOf,
  transitsFor,
  type AspectType,
  type BodyId,
  type Graha,
  type SignId,
  type SignName,
  type NakshatraName,
  type Transits,
} from '@nakshatra/astro';
import type { Lang } from './lang.ts';
import {
  RETRO_PLANETS,
  SECTIONS,
  type LanguagePack,
  type Section,
  type Tone,
  type ToneSection,
} from './pack.ts';
import { packFor, planetInText } from './packs/index.ts';
import { capitalize, deckPick, fill, joinSentences } from './text.ts';

export { SIGN_IDS, type SignId };

export const PERIODS = ['day', 'week', 'month'] as const;
export type Period = (typeof PERIODS)[number];

/** 12:00 IST is 06:30 UTC. */
const CAST_UTC_MINUTES = 6 * 60 + 30;
const DAY_MS = 86_400_000;

/** The planet each section is read from. */
const SECTION_PLANET: Record<Section, Graha> = {
  general: 'Moon',
  love: 'Venus',
  career: 'Sun',
  money: 'Jupiter',
  health: 'Mars',
};

/**
 * Day tone of a section by the Moon's house from the sign. general follows the Moon's classical
 * gochara (good 1, 3, 6, 7, 10, 11; Phaladeepika 26.15); the others weigh the houses of their own
 * topic (love the 5th, 7th, 11th; career the 3rd, 6th, 10th, 11th; money the 2nd, 10th, 11th;
 * health the 3rd, 6th, 10th, 11th) against the dusthanas 8 and 12 (and 6 for love, 4 for health).
 */
const DAY_TONE: Record<ToneSection, { good: number[]; hard: number[] }> = {
  love: { good: [1, 5, 7, 11], hard: [6, 8, 12] },
  career: { good: [3, 6, 10, 11], hard: [8, 12] },
  money: { good: [2, 10, 11], hard: [8, 12] },
  health: { good: [3, 6, 10, 11], hard: [4, 8, 12] },
};

/**
 * Gochara results of the section planets from the Moon sign (Phaladeepika ch. 26), grouped into
 * three tones: the classical good houses are 'good'; the 8th and 12th (and the houses the text
 * calls harmful for the planet) 'hard'; the rest 'mixed'.
 */
const TONE_BY_PLANET_HOUSE: Record<
  'Venus' | 'Sun' | 'Jupiter' | 'Mars',
  { good: number[]; hard: number[] }
> = {
  Venus: { good: [1, 2, 3, 4, 5, 8, 9, 11, 12], hard: [6, 7, 10] },
  Sun: { good: [3, 6, 10, 11], hard: [8, 12] },
  Jupiter: { good: [2, 5, 7, 9, 11], hard: [3, 6, 8, 12] },
  Mars: { good: [3, 6, 11], hard: [1, 4, 7, 8, 12] },
};

/** Moon's favourable gochara houses (lucky-planet rule). */
const MOON_GOOD_HOUSES = [1, 3, 6, 7, 10, 11];

/** Chaldean numerology digit of each graha. */
const PLANET_NUMBER: Record<Graha, number> = {
  Sun: 1,
  Moon: 2,
  Jupiter: 3,
  Rahu: 4,
  Mercury: 5,
  Venus: 6,
  Ketu: 7,
  Saturn: 8,
  Mars: 9,
};

export interface HoroscopeTransit {
  body: Graha;
  bodyName: string;
  signIndex: number;
  sign: SignName;
  signName: string;
  /** Whole-sign house counted from the reader's sign, 1-12. */
  house: number;
  retrograde: boolean;
  /** Localised: which planet, where, and what that house is about. */
  note: string;
}

export interface HoroscopeAspect {
  a: Graha;
  b: Graha;
  type: AspectType;
  /** Distance from exact, degrees. */
  orbDeg: number;
  applying: boolean;
  note: string;
}

export interface HoroscopeReading {
  sign: SignId;
  signIndex: number;
  signName: string;
  /** The date asked for, 'YYYY-MM-DD'. */
  date: string;
  period: Period;
  lang: Lang;
  /** First and last civil date the reading covers. */
  range: { start: string; end: string };
  /** The instant the transits were cast for (ISO 8601, UTC). */
  castAt: string;
  sections: Record<Section, string>;
  lucky: { number: number; color: string; planet: Graha; planetName: string };
  transits: HoroscopeTransit[];
  aspects: HoroscopeAspect[];
  moon: {
    signIndex: number;
    sign: SignName;
    signName: string;
    house: number;
    nakshatraIndex: number;
    nakshatra: NakshatraName;
    nakshatraName: string;
    pada: number;
  };
}

const YMD_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' civil date; throws on a malformed or unreal date. */
export function dayNumber(date: string): number {
  const m = YMD_RE.exec(date);
  if (!m) throw new RangeError(`date must be YYYY-MM-DD, got "${date}"`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) {
    throw new RangeError(`not a calendar date: "${date}"`);
  }
  return Math.round(ms / DAY_MS);
}

function ymd(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function castInstant(day: number): Date {
  return new Date(day * DAY_MS + CAST_UTC_MINUTES * 60_000);
}

/**
 * Transits by cast day. All twelve signs of a day (and the Monday/Sunday/first/last days a week
 * or month looks at) share one cast, about 2 ms of ephemeris work each, so the last few days are
 * kept. A pure function's memo: the result depends on the day number alone.
 */
const TRANSIT_MEMO_DAYS = 64;
const transitMemo = new Map<number, Transits>();
function transitsOn(day: number): Transits {
  let t = transitMemo.get(day);
  if (t) {
    transitMemo.delete(day);
  } else {
    t = transitsFor(castInstant(day));
    if (transitMemo.size >= TRANSIT_MEMO_DAYS) transitMemo.delete(transitMemo.keys().next().value!);
  }
  transitMemo.set(day, t);
  return t;
}

/** The days a period covers, the day it is cast on, and its index for phrasing rotation. */
export function periodBounds(
  date: string,
  period: Period,
): { first: number; last: number; castDay: number; index: number } {
  const day = dayNumber(date);
  if (period === 'day') return { first: day, last: day, castDay: day, index: day };
  if (period === 'week') {
    // 1970-01-01 was a Thursday: (day + 3) mod 7 is 0 on Mondays.
    const first = day - ((((day + 3) % 7) + 7) % 7);
    return { first, last: first + 6, castDay: first + 3, index: Math.floor(first / 7) };
  }
  const d = new Date(day * DAY_MS);
  const y = d.getUTCFullYear();
  const mo = d.getUTCMonth();
  const first = Math.round(Date.UTC(y, mo, 1) / DAY_MS);
  const last = Math.round(Date.UTC(y, mo + 1, 0) / DAY_MS);
  return { first, last, castDay: first + 14, index: y * 12 + mo };
}

function houseFrom(fromSign: number, sign: number): number {
  return ((((sign - fromSign) % 12) + 12) % 12) + 1;
}

function signIndexOf(t: Transits, body: BodyId): number {
  return Math.floor(t.positions[body].longitudeDeg / 30) % 12;
}

function toneOf(house: number, table: { good: number[]; hard: number[] }): Tone {
  if (table.good.includes(house)) return 'good';
  if (table.hard.includes(house)) return 'hard';
  return 'mixed';
}

/** What every part of one reading is written from. */
interface ReadingContext {
  pack: LanguagePack;
  signIndex: number;
  period: Period;
  bounds: ReturnType<typeof periodBounds>;
  /** The transits of the cast day. */
  t: Transits;
  /** House of a body's transit sign counted from the reading's sign. */
  house: (body: Graha) => number;
  /** The phrasing for this sign, period, section and slot (rotating with the period's index). */
  pick: <T>(options: readonly T[], section: string, slot: string) => T;
}

const sentence = (s: string) => capitalize(s);

/** The week's or month's opening sentence (none for a day). */
function periodOpener(c: ReadingContext): string | null {
  const { pack, signIndex, bounds, pick } = c;
  const h = pack.horoscope;
  const ord = (n: number) => pack.ordinal(n);
  if (c.period === 'week') {
    const mon = transitsOn(bounds.first);
    const sun = transitsOn(bounds.last);
    return fill(pick(h.weekOpener, 'general', 'opener'), {
      from: ord(houseFrom(signIndex, signIndexOf(mon, 'Moon'))),
      to: ord(houseFrom(signIndex, signIndexOf(sun, 'Moon'))),
    });
  }
  if (c.period === 'month') {
    const a = houseFrom(signIndex, signIndexOf(transitsOn(bounds.first), 'Sun'));
    const b = houseFrom(signIndex, signIndexOf(transitsOn(bounds.last), 'Sun'));
    return a === b
      ? fill(pick(h.monthOpenerStay, 'general', 'opener-stay'), { house: ord(a) })
      : fill(pick(h.monthOpenerMove, 'general', 'opener'), { from: ord(a), to: ord(b) });
  }
  return null;
}

function generalSection(c: ReadingContext): string {
  const { pack, period, t, pick } = c;
  const h = pack.horoscope;
  const parts: string[] = [];
  const opener = periodOpener(c);
  if (opener !== null) parts.push(opener);
  // A month is too long for one Moon position: its general reading rests on the Sun's passage.
  if (period !== 'month') parts.push(pick(h.lead.general[c.house('Moon') - 1]!, 'general', 'lead'));
  const aspect = t.aspects.find((x) => period === 'day' || (x.a !== 'Moon' && x.b !== 'Moon'));
  if (aspect) {
    const a = aspect.a as Graha;
    const b = aspect.b as Graha;
    parts.push(
      fill(pick(h.aspect[aspect.type], 'general', `aspect-${aspect.type}`), {
        a: planetInText(pack, a),
        b: planetInText(pack, b),
        ka: pack.names.planetKeywords[a],
        kb: pack.names.planetKeywords[b],
      }),
    );
  }
  const retro = RETRO_PLANETS.find((p) => t.positions[p].retrograde);
  if (retro) parts.push(pick(h.retrograde[retro], 'general', `retro-${retro}`));
  parts.push(pick(h.advice.general, 'general', 'advice'));
  return joinSentences(parts.map(sentence));
}

/** Love, career, money or health: lead by its planet's house, tone, advice. */
function toneSectionText(c: ReadingContext, section: ToneSection): string {
  const h = c.pack.horoscope;
  const planet = SECTION_PLANET[section] as 'Venus' | 'Sun' | 'Jupiter' | 'Mars';
  const planetHouse = c.house(planet);
  const tone =
    c.period === 'day'
      ? toneOf(c.house('Moon'), DAY_TONE[section])
      : toneOf(planetHouse, TONE_BY_PLANET_HOUSE[planet]);
  return joinSentences(
    [
      c.pick(h.lead[section][planetHouse - 1]!, section, 'lead'),
      c.pick(h.tone[section][tone], section, 'tone'),
      c.pick(h.advice[section], section, 'advice'),
    ].map(sentence),
  );
}

function transitList(c: ReadingContext): HoroscopeTransit[] {
  const { pack, t } = c;
  const { names } = pack;
  return GRAHAS.map((body) => {
    const s = signIndexOf(t, body);
    const hs = houseFrom(c.signIndex, s);
    const retrograde = t.positions[body].retrograde;
    const note = fill(pack.horoscope.transitNote, {
      planet: planetInText(pack, body),
      sign: names.signs[s]!,
      house: pack.ordinal(hs),
      topic: names.houseTopics[hs - 1]!,
    });
    return {
      body,
      bodyName: names.planets[body],
      signIndex: s,
      sign: SIGNS[s]!,
      signName: names.signs[s]!,
      house: hs,
      // The mean node always moves backwards: flag it only for the true planets.
      retrograde: body !== 'Rahu' && body !== 'Ketu' && retrograde,
      note:
        sentence(note) +
        (retrograde && body !== 'Rahu' && body !== 'Ketu' ? ` (${names.retrograde})` : ''),
    };
  });
}

function aspectList(c: ReadingContext): HoroscopeAspect[] {
  const { names } = c.pack;
  return c.t.aspects
    .filter((x) => c.period === 'day' || (x.a !== 'Moon' && x.b !== 'Moon'))
    .map((x) => ({
      a: x.a as Graha,
      b: x.b as Graha,
      type: x.type,
      orbDeg: Math.round(x.orbDeg * 100) / 100,
      applying: x.applying,
      note: sentence(
        fill(c.pack.horoscope.aspectNote, {
          a: names.planets[x.a as Graha],
          b: names.planets[x.b as Graha],
          aspect: names.aspects[x.type],
        }),
      ),
    }));
}

/**
 * The horoscope of a Moon sign for a day, week (Monday-Sunday containing `date`) or calendar
 * month, in one language. Pure and deterministic: the same arguments always give the same text.
 * @param signIndex 0 = Aries ... 11 = Pisces.
 * @param date 'YYYY-MM-DD' (any day of the week or month for those periods).
 * @throws RangeError on a bad sign index or date.
 */
export function horoscope(
  signIndex: number,
  date: string,
  period: Period,
  lang: Lang,
): HoroscopeReading {
  if (!Number.isInteger(signIndex) || signIndex < 0 || signIndex > 11) {
    throw new RangeError(`signIndex must be 0-11, got ${signIndex}`);
  }
  const pack = packFor(lang);
  const { names } = pack;
  const signId = SIGN_IDS[signIndex]!;
  const bounds = periodBounds(date, period);
  const t = transitsOn(bounds.castDay);
  const c: ReadingContext = {
    pack,
    signIndex,
    period,
    bounds,
    t,
    house: (body) => houseFrom(signIndex, signIndexOf(t, body)),
    pick: (options, section, slot) =>
      options[deckPick(options.length, `${signId}|${period}|${section}|${slot}`, bounds.index)]!,
  };

  const sections = { general: generalSection(c) } as Record<Section, string>;
  for (const section of SECTIONS) {
    if (section !== 'general') sections[section] = toneSectionText(c, section);
  }

  // Lucky planet, number and colour (rule in the header).
  const nak = nakshatraOf(t.positions.Moon.longitudeDeg);
  const moonHouse = c.house('Moon');
  const luckyPlanet = MOON_GOOD_HOUSES.includes(moonHouse) ? nak.lord : SIGN_LORDS[signIndex]!;
  const lucky = {
    number: PLANET_NUMBER[luckyPlanet] + 9 * (nak.pada - 1),
    color: names.colours[luckyPlanet],
    planet: luckyPlanet,
    planetName: names.planets[luckyPlanet],
  };

  const moonSign = signIndexOf(t, 'Moon');
  return {
    sign: signId,
    signIndex,
    signName: names.signs[signIndex]!,
    date,
    period,
    lang,
    range: { start: ymd(bounds.first), end: ymd(bounds.last) },
    castAt: t.utc.toISOString(),
    sections,
    lucky,
    transits: transitList(c),
    aspects: aspectList(c),
    moon: {
      signIndex: moonSign,
      sign: SIGNS[moonSign]!,
      signName: names.signs[moonSign]!,
      house: moonHouse,
      nakshatraIndex: nak.index,
      nakshatra: NAKSHATRAS[nak.index]!,
      nakshatraName: names.nakshatras[nak.index]!,
      pada: nak.pada,
    },
  };
}
