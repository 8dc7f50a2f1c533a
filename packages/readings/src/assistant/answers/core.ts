/**
 * The pieces every kind answer shares: the request and answer shapes, the writer that fills
 * templates into paragraphs, and name and date formatting in the answer's language.
 */
import type { Dignity, Graha } from '@nakshatra/astro';
import { formatMonth } from '../scoring.ts';
import type { BirthInput } from '../facts.ts';
import type { QuestionKind, Slots } from '../kinds.ts';
import { LEXICONS } from '../lexicon/index.ts';
import type { Lexicon } from '../lexicon/types.ts';
import type { AnswerLanguage, AssistantFacts, NatalFacts, PlanetFact } from '../types.ts';
import { birthData, type BirthData } from './cache.ts';
import { PACKS } from './packs/index.ts';
import type { AnswerPack } from './packs/types.ts';

/** An astrologer of the directory, as the server found them for a referral. */
export interface Referral {
  slug: string;
  name: string;
  skills: string;
  languages: string;
  priceRupeesPerMin: number;
  rating: number;
}

export interface KindAsk {
  kind: QuestionKind;
  slots: Slots;
  lang: AnswerLanguage;
  /** natal is null without a birth profile. */
  facts: AssistantFacts;
  /** The birth the facts come from: vargas, the full dasha list and doshas are computed from it. */
  birth: BirthInput | null;
  /** For panchang and muhurta; null: Ujjain (the traditional prime meridian of Indian almanacs). */
  place: { latDeg: number; lonDeg: number; timezone: string } | null;
  /** The conversation's previous question (for followup.*). */
  previous: { kind: QuestionKind; slots: Slots } | null;
  /** The horoscope page's sign (0 = Aries), when asked from there. */
  horoscopeSignIndex: number | null;
  dailyLimit?: number;
  questionsLeft?: number;
  /** Directory results for referral.astrologer. */
  referrals?: Referral[] | null;
}

export interface KindAnswer {
  text: string;
  suggestions: string[];
}

export const UJJAIN = { latDeg: 23.18, lonDeg: 75.78, timezone: 'Asia/Kolkata' } as const;

type Values = Readonly<Record<string, string | number>>;

/** Fills {name} placeholders; a placeholder without a value is a bug in the composer. */
export function fill(template: string, values: Values = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => {
    const v = values[k];
    if (v === undefined) throw new Error(`no value for {${k}} in "${template}"`);
    return String(v);
  });
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Sentences gathered into paragraphs (blank line between paragraphs). */
export class Writer {
  private readonly paragraphs: string[][] = [[]];
  /** Sentences still to drop from the start (followup.why keeps only the reasons). */
  skip = 0;
  constructor(private readonly sep: string) {}
  /** A template with its values. */
  say(template: string, values?: Values): this {
    return this.raw(fill(template, values));
  }
  /** A finished sentence (e.g. from the lexicon). */
  raw(...sentences: (string | null | false | undefined)[]): this {
    for (const s of sentences) {
      if (!s) continue;
      if (this.skip > 0) {
        this.skip -= 1;
        continue;
      }
      this.paragraphs[this.paragraphs.length - 1]!.push(cap(s));
    }
    return this;
  }
  para(): this {
    if (this.paragraphs[this.paragraphs.length - 1]!.length > 0) this.paragraphs.push([]);
    return this;
  }
  /** Lines kept apart (a list of sample questions). */
  lines(items: readonly string[]): this {
    this.para();
    this.paragraphs[this.paragraphs.length - 1]!.push(items.join('\n'));
    return this.para();
  }
  text(): string {
    return this.paragraphs
      .filter((p) => p.length > 0)
      .map((p) => p.join(this.sep))
      .join('\n\n');
  }
}

/** One answer being written: the ask, its language's banks, "now" and the chart if any. */
export interface Ctx {
  ask: KindAsk;
  slots: Slots;
  p: AnswerPack;
  lex: Lexicon;
  w: Writer;
  now: Date;
  natal: NatalFacts | null;
  /** Per-birth computations (chart, full dasha list, doshas, vargas); null without a birth. */
  bd: BirthData | null;
}

export const inRange = (x: number | null, lo: number, hi: number): number | null =>
  x !== null && Number.isInteger(x) && x >= lo && x <= hi ? x : null;

/** Slots as the answers may trust them: out-of-range numbers (a 13th house) read as absent. */
function saneSlots(slots: Slots): Slots {
  return {
    ...slots,
    house: inRange(slots.house, 1, 12),
    signIndex: inRange(slots.signIndex, 0, 11),
    nakshatraIndex: inRange(slots.nakshatraIndex, 0, 26),
    year: inRange(slots.year, 1000, 3000),
    month: slots.year === null ? null : inRange(slots.month, 1, 12),
    age: inRange(slots.age, 1, 120),
  };
}

export function makeCtx(ask: KindAsk, w?: Writer): Ctx {
  const lex = LEXICONS[ask.lang];
  const natal = ask.facts.natal;
  return {
    ask,
    slots: saneSlots(ask.slots),
    p: PACKS[ask.lang],
    lex,
    w: w ?? new Writer(lex.sep),
    now: new Date(ask.facts.generatedAt),
    natal,
    bd: natal && ask.birth ? birthData(ask.birth) : null,
  };
}

/** The chart side of a context, for kinds that need a birth. */
export interface ChartCtx extends Ctx {
  natal: NatalFacts;
  bd: BirthData;
}

export function hasChart(c: Ctx): c is ChartCtx {
  return c.natal !== null && c.bd !== null;
}

export const planetOf = (natal: NatalFacts, body: Graha): PlanetFact =>
  natal.planets.find((p) => p.body === body)!;

/** "7th" in the pack's language. */
export const ord = (c: Ctx, house: number): string => c.p.houseOrdinals[house - 1]!;
export const pl = (c: Ctx, g: Graha): string => c.p.planets[g];
export const sign = (c: Ctx, i: number): string => c.lex.signs[((i % 12) + 12) % 12]!;
export const nak = (c: Ctx, i: number): string => c.lex.nakshatras[i]!;
export const month = (c: Ctx, d: Date | string): string =>
  formatMonth(typeof d === 'string' ? d : d.toISOString(), c.lex.locale);
export const houses = (c: Ctx, hs: readonly number[]): string =>
  c.lex.list(hs.map((h) => ord(c, h)));
export const planets = (c: Ctx, gs: readonly Graha[]): string =>
  gs.length > 0 ? c.lex.list(gs.map((g) => pl(c, g))) : c.p.common.listEmpty;
export function dignityNote(c: Ctx, d: Dignity | null): string {
  return d ? fill(c.p.common.dignityNote, { dignity: c.lex.dignity[d] }) : '';
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
function cachedFormat(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let f = dayFormats.get(key);
  if (!f) {
    f = make();
    dayFormats.set(key, f);
  }
  return f;
}

/** "25 November 2026" in the language, in `timeZone`. */
export function day(c: Ctx, d: Date, timeZone: string): string {
  const key = `d|${c.lex.locale}|${timeZone}`;
  return cachedFormat(
    key,
    () =>
      new Intl.DateTimeFormat(`${c.lex.locale}-u-nu-latn`, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone,
      }),
  ).format(d);
}

/** "14:05" (24-hour, Latin digits) in `timeZone`. */
export function clock(d: Date, timeZone: string): string {
  return cachedFormat(
    `t|${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-GB-u-nu-latn', {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone,
      }),
  ).format(d);
}

/** The civil date 'YYYY-MM-DD' of an instant in `timeZone`. */
export function civilDate(d: Date, timeZone: string): string {
  return cachedFormat(
    `c|${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-CA', {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        timeZone,
      }),
  ).format(d);
}
