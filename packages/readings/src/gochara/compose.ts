/**
 * Writes each section of a gochara reading from its weighed factors (factors.ts), its dated
 * events and the language's bank, so that every sentence agrees with the section's verdict:
 * - 'good' sections only use favourable and neutral phrasings, 'hard' ones only adverse and
 *   neutral; 'mixed' ones name what helps and what hinders.
 * - The slow planets lead. A day reading names one backdrop factor in rotation (the agreeing
 *   factors take turns, and every other day is left to the Moon when only one agrees), then the
 *   day's Moon (Chandra bala, with its nakshatra), the day's events, advice, and on a planet's
 *   weekday its remedy. Weeks, months and years name their two leading factors and the events.
 * - Phrasings turn with the period: a factor's n-th mention uses phrasing n of a per-key cycle,
 *   so one factor is never worded the same way twice in a row (within four mentions).
 */
import { GRAHAS, type Graha, type TransitEvent } from '@nakshatra/astro';
import { formatDayMonth, formatTimeIst } from '../format.ts';
import type { Lang } from '../lang.ts';
import { PLANET_WEEKDAY } from '../vedic.ts';
import type { LanguagePack } from '../pack.ts';
import { planetInText } from '../packs/index.ts';
import { capitalize, fill, hash32, joinSentences } from '../text.ts';
import type { EventKey, GocharaBank, GocharaSection, Verdict } from './bank.ts';
import type { Factor, SectionReading } from './factors.ts';

export type GocharaPeriod = 'day' | 'week' | 'month' | 'year';

export interface ComposeContext {
  bank: GocharaBank;
  pack: LanguagePack;
  lang: Lang;
  signIndex: number;
  period: GocharaPeriod;
  /** Day, week, month or year number: the rotation index. */
  index: number;
  /** Weekday (0 = Sunday) of a day reading. */
  weekday: number;
  /** House of each graha from the Moon sign, and its sign, at the cast instant. */
  houses: Record<Graha, number>;
  signs: Record<Graha, number>;
  moonNakshatra: string;
  events: readonly TransitEvent[];
  /** Opening sentence of the general section (week, month, year), already filled. */
  opener: string | null;
  /** The section readings of any day number (day readings look back to vary their wording). */
  readingsOn: (day: number) => Record<GocharaSection, SectionReading>;
}

/** Phrasing `i` of a per-key cycle of `n`: consecutive i are distinct, the order shuffled by key. */
export function cyclePick<T>(options: readonly T[], key: string, i: number): T {
  const n = options.length;
  const offset = hash32(key) % n;
  const step = [1, 3, 5, 7].find((s) => gcd(s, n) === 1) ?? 1;
  return options[(((offset + i * step) % n) + n) % n]!;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

const houseOf = (signIndex: number, sign: number) => ((((sign - signIndex) % 12) + 12) % 12) + 1;

function agrees(polarity: number, verdict: Verdict): boolean {
  if (verdict === 'mixed') return polarity !== 0;
  return verdict === 'good' ? polarity > 0 : polarity < 0;
}

/** The backdrop factor a day names by the rotation alone, and its mention number. */
function daySelection(r: SectionReading, day: number): { factor: Factor; mention: number } | null {
  const moon = r.factors.find((f) => f.key === 'moon');
  // A mixed day names what pulls against the Moon, so both sides are said.
  const against = r.verdict === 'mixed' && moon && moon.polarity !== 0 ? -moon.polarity : 0;
  const candidates = r.factors.filter(
    (f) =>
      f.key !== 'moon' &&
      agrees(f.polarity, r.verdict) &&
      (against === 0 || f.polarity === against),
  );
  const slots = Math.max(2, candidates.length);
  const m = ((day % slots) + slots) % slots;
  return m < candidates.length
    ? { factor: candidates[m]!, mention: Math.floor(day / slots) }
    : null;
}

/** Phrasings per backdrop slot (every factor key has four). */
const FACTOR_PHRASINGS = 4;

/**
 * The day's backdrop with its final mention number: when the rotation would word the factor
 * named yesterday the same way (the candidates changed overnight), the next phrasing is taken.
 * Looks back at most a week, far past any run of consecutive mentions.
 */
function dayBackdrop(
  c: ComposeContext,
  section: GocharaSection,
  day: number,
  depth = 0,
): { factor: Factor; mention: number } | null {
  const sel = daySelection(c.readingsOn(day)[section], day);
  if (!sel || depth >= 7) return sel;
  const prev = dayBackdrop(c, section, day - 1, depth + 1);
  const same = prev && prev.factor.key === sel.factor.key && prev.factor.house === sel.factor.house;
  if (same && (prev.mention - sel.mention) % FACTOR_PHRASINGS === 0)
    return { ...sel, mention: sel.mention + 1 };
  return sel;
}

/** The backdrop factors a section names this period, and each one's mention number. */
function backdrop(
  c: ComposeContext,
  section: GocharaSection,
  r: SectionReading,
): { factor: Factor; mention: number }[] {
  if (c.period === 'day') {
    const one = dayBackdrop(c, section, c.index);
    return one ? [one] : [];
  }
  const candidates = r.factors.filter((f) => f.key !== 'moon' && agrees(f.polarity, r.verdict));
  return candidates.slice(0, 2).map((factor) => ({ factor, mention: c.index }));
}

function factorSentence(
  c: ComposeContext,
  section: GocharaSection,
  f: Factor,
  mention: number,
): string {
  const bank = c.bank.factors[section] as Record<string, readonly string[]>;
  const options = bank[f.key]!;
  return fill(cyclePick(options, `${c.signIndex}|${section}|${f.key}`, mention), {
    house: c.pack.ordinal(f.house),
    sign: c.pack.names.signs[c.signs[f.planet]]!,
    topic: c.pack.names.houseTopics[f.house - 1]!,
    planet: planetInText(c.pack, f.planet),
  });
}

function moonSentence(
  c: ComposeContext,
  section: GocharaSection,
  r: SectionReading,
): string | null {
  const moon = r.factors.find((f) => f.key === 'moon');
  if (!moon) return null;
  const tone: Verdict =
    moon.polarity === 0 || !agrees(moon.polarity, r.verdict)
      ? 'mixed'
      : moon.polarity > 0
        ? 'good'
        : 'hard';
  return fill(
    cyclePick(c.bank.moon[section][tone], `${c.signIndex}|${section}|moon|${tone}`, c.index),
    {
      house: c.pack.ordinal(moon.house),
      nakshatra: c.moonNakshatra,
    },
  );
}

function eventKey(e: TransitEvent): EventKey {
  switch (e.kind) {
    case 'ingress':
      return e.body === 'Moon' ? 'moonIngress' : e.retrograde ? 'ingressRetro' : 'ingress';
    case 'station':
      return e.motion === 'retrograde' ? 'stationRetro' : 'stationDirect';
    case 'combust':
      return e.state === 'begins' ? 'combustBegins' : 'combustEnds';
    case 'eclipse':
      return e.body === 'Sun' ? 'solarEclipse' : 'lunarEclipse';
    default:
      return e.kind;
  }
}

/** One sentence per dated event: what happens, in which house from the Moon sign, and when. */
export function eventSentence(c: ComposeContext, e: TransitEvent, i: number): string {
  const key = eventKey(e);
  return fill(cyclePick(c.bank.events[key], `${c.signIndex}|${key}|${e.body}`, i), {
    planet: planetInText(c.pack, e.body),
    sign: c.pack.names.signs[e.sign]!,
    house: c.pack.ordinal(houseOf(c.signIndex, e.sign)),
    date: formatDayMonth(e.at, c.lang),
    time: formatTimeIst(e.at),
  });
}

function adviceSentence(
  c: ComposeContext,
  section: GocharaSection,
  r: SectionReading,
  lead: Factor | undefined,
  mention: number,
): string {
  const f = lead ?? r.factors.find((x) => x.key === 'moon') ?? r.factors[0]!;
  return fill(
    cyclePick(
      c.bank.advice[section][r.verdict],
      `${c.signIndex}|${section}|advice|${f.planet}`,
      mention,
    ),
    {
      planet: planetInText(c.pack, f.planet),
      house: c.pack.ordinal(f.house),
    },
  );
}


/** A remedy for the heaviest adverse factor of the reading: on its weekday for a day, always for longer periods. */
function remedySentence(
  c: ComposeContext,
  readings: Record<GocharaSection, SectionReading>,
): string | null {
  const adverse = Object.values(readings)
    .filter((r) => r.verdict !== 'good')
    .flatMap((r) => r.factors.filter((f) => f.polarity < 0))
    .sort((a, b) => a.rank - b.rank || b.weight - a.weight);
  const f =
    c.period === 'day' ? adverse.find((x) => PLANET_WEEKDAY[x.planet] === c.weekday) : adverse[0];
  if (!f) return null;
  const turn = c.period === 'day' ? Math.floor(c.index / 7) : c.index;
  return fill(cyclePick(c.bank.remedies[f.planet], `${c.signIndex}|remedy|${f.planet}`, turn), {
    house: c.pack.ordinal(f.house),
  });
}

/**
 * How much an event matters to a column: eclipses, then the slow planets changing sign, their
 * stations, the other planets' moves and the lunations, then combustion, then the Moon's hourly
 * sign changes.
 */
function eventRank(e: TransitEvent): number {
  const slow = e.body === 'Saturn' || e.body === 'Jupiter' || e.body === 'Rahu';
  if (e.kind === 'eclipse') return 0;
  if (e.kind === 'ingress') return e.body === 'Moon' ? 6 : slow ? 1 : 3;
  if (e.kind === 'station') return slow ? 2 : 3;
  if (e.kind === 'combust') return slow ? 4 : 5;
  return 3;
}

/** Events the general section dates, at most a few, the weightiest first, told in time order. */
function pickEvents(events: readonly TransitEvent[], period: GocharaPeriod): TransitEvent[] {
  const max = { day: 3, week: 4, month: 5, year: 8 }[period];
  const kept = events.filter((e) => e.body !== 'Ketu' && (period !== 'year' || eventRank(e) <= 4));
  return [...kept]
    .sort((a, b) => eventRank(a) - eventRank(b) || a.at.getTime() - b.at.getTime())
    .slice(0, max)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

export interface ComposedSection {
  text: string;
  /** The sentences, in order, for tests and the bench. */
  sentences: string[];
}

/** Every section's text. */
export function composeSections(
  c: ComposeContext,
  readings: Record<GocharaSection, SectionReading>,
): Record<GocharaSection, ComposedSection> {
  const out = {} as Record<GocharaSection, ComposedSection>;
  for (const section of Object.keys(readings) as GocharaSection[]) {
    const r = readings[section];
    const parts: string[] = [];
    if (section === 'general' && c.opener) parts.push(c.opener);
    const named = backdrop(c, section, r);
    for (const { factor, mention } of named)
      parts.push(factorSentence(c, section, factor, mention));
    if (c.period === 'day') {
      const m = moonSentence(c, section, r);
      if (m) parts.push(m);
    }
    if (section === 'general')
      pickEvents(c.events, c.period).forEach((e, i) =>
        parts.push(eventSentence(c, e, c.index + i)),
      );
    const lead = named[0];
    parts.push(adviceSentence(c, section, r, lead?.factor, lead ? lead.mention : c.index));
    if (section === 'general' && r.verdict !== 'good') {
      const remedy = remedySentence(c, readings);
      if (remedy) parts.push(remedy);
    }
    const sentences = parts.map((s) => capitalize(s));
    out[section] = { text: joinSentences(sentences), sentences };
  }
  return out;
}

export { GRAHAS };
