/**
 * Daily, weekly, monthly and yearly horoscopes by Moon sign (rashi), read the Vedic way: gochara
 * (transits) counted from the Moon sign, graha drishti, and the dated events of the period.
 *
 * - The slow planets lead (Saturn: Sade Sati phase or Dhaiya; Jupiter's house from the Moon; the
 *   Rahu-Ketu axis), then the month's Sun and Mars, then the day's Moon (Chandra bala, with its
 *   nakshatra). The rules and weights are in gochara/factors.ts, the writing in gochara/compose.ts.
 * - Each section has one verdict (favourable, mixed, challenging) decided from its weighed
 *   factors, and every sentence of the section agrees with it; `why` lists those factors.
 * - Events inside the period are dated: sign changes, retrograde and direct stations,
 *   combustion, eclipses, Purnima and Amavasya (astro's transitEvents), in Indian time.
 * - The chart of a day is cast at 12:00 IST (06:30 UTC) of that date, the convention of Indian
 *   almanacs; a week is cast on its Thursday (the middle of Monday-Sunday), a month on the 15th,
 *   a year on 2 July.
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
  saturnStays,
  shaniGocharaFromStays,
  transitEvents,
  transitsFor,
  type BodyId,
  type Graha,
  type SignId,
  type SignName,
  type NakshatraName,
  type SaturnStay,
  type TransitEvent,
  type Transits,
} from '@nakshatra/astro';
import type { Verdict } from './gochara/bank.ts';
import { GOCHARA_BANKS } from './gochara/banks/index.ts';
import {
  composeSections,
  cyclePick,
  eventSentence,
  type ComposeContext,
} from './gochara/compose.ts';
import { aspectedHouses, readSections, type SectionReading } from './gochara/factors.ts';
import { formatDayMonth } from './format.ts';
import type { Lang } from './lang.ts';
import { PLANET_NUMBER } from './vedic.ts';
import { SECTIONS, type LanguagePack, type Section } from './pack.ts';
import { packFor, planetInText } from './packs/index.ts';
import { capitalize, fill } from './text.ts';

export { SIGN_IDS, type SignId };

export const PERIODS = ['day', 'week', 'month', 'year'] as const;
export type Period = (typeof PERIODS)[number];

/** 12:00 IST is 06:30 UTC. */
const CAST_UTC_MINUTES = 6 * 60 + 30;
const DAY_MS = 86_400_000;

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

/** One weighed factor of a section, for "Why this reading". */
export interface HoroscopeFactor {
  body: Graha;
  bodyName: string;
  house: number;
  signName: string;
  /** +1 favourable, -1 adverse, 0 neutral. */
  polarity: 1 | 0 | -1;
  weight: number;
  note: string;
}

export interface HoroscopeVerdict {
  verdict: Verdict;
  label: string;
  factors: HoroscopeFactor[];
}

/** A dated event inside the period. */
export interface HoroscopeEvent {
  kind: TransitEvent['kind'];
  body: Graha;
  at: string;
  /** House from the reading's sign where it happens. */
  house: number;
  text: string;
}

/** A graha's drishti (aspect) on houses counted from the reading's sign. */
export interface HoroscopeDrishti {
  body: Graha;
  bodyName: string;
  house: number;
  aspects: number[];
  note: string;
}

export interface HoroscopeShani {
  /** Saturn's house from the Moon sign. */
  house: number;
  status: 'sade-sati' | 'dhaiya' | null;
  /** Sade Sati phase, or the kind of Dhaiya. */
  phase: 'rising' | 'peak' | 'setting' | 'kantaka' | 'ashtama' | null;
  /** The whole Sade Sati or Dhaiya ('YYYY-MM-DD', Indian date), when running. */
  start: string | null;
  end: string | null;
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
  /** Each section's verdict and the factors it was decided from. */
  verdicts: Record<Section, HoroscopeVerdict>;
  events: HoroscopeEvent[];
  drishti: HoroscopeDrishti[];
  lucky: { number: number; color: string; planet: Graha; planetName: string };
  /** Saturn from the Moon sign at the cast: Sade Sati (phase) or Dhaiya with its dates, or none. */
  shani: HoroscopeShani;
  transits: HoroscopeTransit[];
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
  if (period === 'year') {
    const first = Math.round(Date.UTC(y, 0, 1) / DAY_MS);
    return {
      first,
      last: Math.round(Date.UTC(y, 11, 31) / DAY_MS),
      castDay: first + 182,
      index: y,
    };
  }
  const mo = d.getUTCMonth();
  const first = Math.round(Date.UTC(y, mo, 1) / DAY_MS);
  const last = Math.round(Date.UTC(y, mo + 1, 0) / DAY_MS);
  return { first, last, castDay: first + 14, index: y * 12 + mo };
}

/**
 * Saturn's stays, scanned once per decade of cast dates (about 0.25 s) for 10 years before to 40
 * after: they do not depend on the sign, so all twelve share them.
 */
const stayMemo = new Map<number, SaturnStay[]>();
function shaniOf(signIndex: number, at: Date): HoroscopeShani {
  const decade = Math.floor(at.getUTCFullYear() / 10);
  let stays = stayMemo.get(decade);
  if (!stays) {
    const from = Date.UTC(decade * 10 - 10, 0, 1);
    stays = saturnStays(new Date(from), new Date(Date.UTC(decade * 10 + 50, 0, 1)));
    stayMemo.set(decade, stays);
  }
  const g = shaniGocharaFromStays(signIndex, at, stays);
  const istDate = (d: Date) => new Date(d.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
  if (g.sadeSati) {
    const { phase, start, end } = g.sadeSati;
    return {
      house: g.houseFromMoon,
      status: 'sade-sati',
      phase,
      start: istDate(start),
      end: istDate(end),
    };
  }
  if (g.dhaiya) {
    const { kind, start, end } = g.dhaiya;
    return {
      house: g.houseFromMoon,
      status: 'dhaiya',
      phase: kind,
      start: istDate(start),
      end: istDate(end),
    };
  }
  return { house: g.houseFromMoon, status: null, phase: null, start: null, end: null };
}


/** Moon's favourable gochara houses (lucky-planet rule). */
const MOON_GOOD_HOUSES = [1, 3, 6, 7, 10, 11];

/** The events a year reading lists: the slow planets' and the eclipses. */
const SLOW_OR_ECLIPSE = (e: TransitEvent) =>
  e.kind === 'eclipse' || ['Saturn', 'Jupiter', 'Rahu'].includes(e.body);

/** India Standard Time is UTC+5:30: a civil day starts at 18:30 UTC the day before. */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * Events of a period (memo by period and first day: all twelve signs share them). Day readings
 * also date the Moon's sign changes.
 */
const eventMemo = new Map<string, TransitEvent[]>();
function eventsOf(period: Period, first: number, last: number): TransitEvent[] {
  const key = `${period}|${first}`;
  let ev = eventMemo.get(key);
  if (!ev) {
    const from = new Date(first * DAY_MS - IST_OFFSET_MS);
    const to = new Date((last + 1) * DAY_MS - IST_OFFSET_MS);
    ev = transitEvents(from, to, { moon: period === 'day' });
    if (eventMemo.size >= 64) eventMemo.delete(eventMemo.keys().next().value!);
    eventMemo.set(key, ev);
  }
  return ev;
}

function houseFrom(fromSign: number, sign: number): number {
  return ((((sign - fromSign) % 12) + 12) % 12) + 1;
}

function signIndexOf(t: Transits, body: BodyId): number {
  return Math.floor(t.positions[body].longitudeDeg / 30) % 12;
}

/** The general section's opening sentence for a week, month or year. */
function opener(
  c: Omit<ComposeContext, 'opener'>,
  bounds: ReturnType<typeof periodBounds>,
): string | null {
  const { bank, pack, signIndex } = c;
  const ord = (n: number) => pack.ordinal(n);
  const key = `${signIndex}|opener`;
  if (c.period === 'week') {
    return fill(cyclePick(bank.weekMoon, key, c.index), {
      from: ord(houseFrom(signIndex, signIndexOf(transitsOn(bounds.first), 'Moon'))),
      to: ord(houseFrom(signIndex, signIndexOf(transitsOn(bounds.last), 'Moon'))),
    });
  }
  if (c.period === 'month') {
    const sunMove = c.events.find((e) => e.kind === 'ingress' && e.body === 'Sun');
    const from = houseFrom(signIndex, signIndexOf(transitsOn(bounds.first), 'Sun'));
    if (!sunMove) return fill(cyclePick(bank.monthSunStay, key, c.index), { house: ord(from) });
    return fill(cyclePick(bank.monthSunMove, key, c.index), {
      from: ord(from),
      to: ord(houseFrom(signIndex, sunMove.sign)),
      date: formatDayMonth(sunMove.at, c.lang),
    });
  }
  if (c.period === 'year') {
    return fill(cyclePick(bank.yearOpener, key, c.index), {
      year: String(new Date(bounds.first * DAY_MS).getUTCFullYear()),
    });
  }
  return null;
}

function verdictList(
  c: ComposeContext,
  readings: Record<Section, SectionReading>,
): Record<Section, HoroscopeVerdict> {
  const { bank, pack } = c;
  const out = {} as Record<Section, HoroscopeVerdict>;
  for (const section of SECTIONS) {
    const r = readings[section];
    out[section] = {
      verdict: r.verdict,
      label: bank.verdictLabels[r.verdict],
      factors: r.factors.map((f) => ({
        body: f.planet,
        bodyName: pack.names.planets[f.planet],
        house: f.house,
        signName: pack.names.signs[c.signs[f.planet]]!,
        polarity: f.polarity,
        weight: f.weight,
        note: capitalize(
          fill(bank.why, {
            planet: planetInText(pack, f.planet),
            sign: pack.names.signs[c.signs[f.planet]]!,
            house: pack.ordinal(f.house),
            effect: bank.effects[f.polarity > 0 ? 'good' : f.polarity < 0 ? 'hard' : 'neutral'],
          }),
        ),
      })),
    };
  }
  return out;
}

function drishtiList(c: ComposeContext): HoroscopeDrishti[] {
  const { pack } = c;
  return GRAHAS.filter((g) => g !== 'Moon' || c.period === 'day').map((body) => {
    const house = c.houses[body];
    const aspects = aspectedHouses(body, house);
    return {
      body,
      bodyName: pack.names.planets[body],
      house,
      aspects,
      note: capitalize(
        fill(c.bank.drishti, {
          planet: planetInText(pack, body),
          from: pack.ordinal(house),
          houses: pack.list(aspects.map((h) => pack.ordinal(h))),
        }),
      ),
    };
  });
}

function transitList(pack: LanguagePack, t: Transits, signIndex: number): HoroscopeTransit[] {
  const { names } = pack;
  return GRAHAS.map((body) => {
    const s = signIndexOf(t, body);
    const hs = houseFrom(signIndex, s);
    const retro = body !== 'Rahu' && body !== 'Ketu' && t.positions[body].retrograde;
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
      retrograde: retro,
      note: capitalize(note) + (retro ? ` (${names.retrograde})` : ''),
    };
  });
}

function luckyOf(pack: LanguagePack, t: Transits, signIndex: number): HoroscopeReading['lucky'] {
  const nak = nakshatraOf(t.positions.Moon.longitudeDeg);
  const moonHouse = houseFrom(signIndex, signIndexOf(t, 'Moon'));
  const planet = MOON_GOOD_HOUSES.includes(moonHouse) ? nak.lord : SIGN_LORDS[signIndex]!;
  return {
    number: PLANET_NUMBER[planet] + 9 * (nak.pada - 1),
    color: pack.names.colours[planet],
    planet,
    planetName: pack.names.planets[planet],
  };
}

/** The period's dated events as the page lists them (a year: the slow planets and eclipses). */
function eventList(c: ComposeContext, index: number): HoroscopeEvent[] {
  return c.events
    .filter((e) => e.body !== 'Ketu' && (c.period !== 'year' || SLOW_OR_ECLIPSE(e)))
    .map((e, i) => ({
      kind: e.kind,
      body: e.body,
      at: e.at.toISOString(),
      house: houseFrom(c.signIndex, e.sign),
      text: capitalize(eventSentence(c, e, index + i)),
    }));
}

/**
 * The horoscope of a Moon sign for a day, week (Monday-Sunday containing `date`), calendar
 * month or calendar year, in one language. Pure and deterministic.
 * @param signIndex 0 = Aries ... 11 = Pisces.
 * @param date 'YYYY-MM-DD' (any day of the period).
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
  const bounds = periodBounds(date, period);
  const t = transitsOn(bounds.castDay);
  const signs = Object.fromEntries(GRAHAS.map((g) => [g, signIndexOf(t, g)])) as Record<
    Graha,
    number
  >;
  const houses = Object.fromEntries(
    GRAHAS.map((g) => [g, houseFrom(signIndex, signs[g])]),
  ) as Record<Graha, number>;
  const nak = nakshatraOf(t.positions.Moon.longitudeDeg);
  const housesOn = (day: number) => {
    const td = transitsOn(day);
    return Object.fromEntries(
      GRAHAS.map((g) => [g, houseFrom(signIndex, signIndexOf(td, g))]),
    ) as Record<Graha, number>;
  };
  const base: Omit<ComposeContext, 'opener'> = {
    readingsOn: (day) => readSections(day === bounds.castDay ? houses : housesOn(day), period),
    bank: GOCHARA_BANKS[lang],
    pack,
    lang,
    signIndex,
    period,
    index: bounds.index,
    weekday: (((bounds.first + 4) % 7) + 7) % 7,
    houses,
    signs,
    moonNakshatra: pack.names.nakshatras[nak.index]!,
    events: eventsOf(period, bounds.first, bounds.last),
  };
  const c: ComposeContext = { ...base, opener: opener(base, bounds) };
  const readings = readSections(houses, period);
  const composed = composeSections(c, readings);
  const moonSign = signs.Moon;
  return {
    sign: SIGN_IDS[signIndex]!,
    signIndex,
    signName: pack.names.signs[signIndex]!,
    date,
    period,
    lang,
    range: { start: ymd(bounds.first), end: ymd(bounds.last) },
    castAt: t.utc.toISOString(),
    sections: Object.fromEntries(SECTIONS.map((s) => [s, composed[s].text])) as Record<
      Section,
      string
    >,
    verdicts: verdictList(c, readings),
    events: eventList(c, bounds.index),
    drishti: drishtiList(c),
    lucky: luckyOf(pack, t, signIndex),
    shani: shaniOf(signIndex, t.utc),
    transits: transitList(pack, t, signIndex),
    moon: {
      signIndex: moonSign,
      sign: SIGNS[moonSign]!,
      signName: pack.names.signs[moonSign]!,
      house: houses.Moon,
      nakshatraIndex: nak.index,
      nakshatra: NAKSHATRAS[nak.index]!,
      nakshatraName: pack.names.nakshatras[nak.index]!,
      pada: nak.pada,
    },
  };
}
