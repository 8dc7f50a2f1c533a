/**
 * Festivals and vratas of a year at a place, fixed by their tithi and kala rules (see
 * panchang-calendar.ts for the conventions), with every Ekadashi (named), Purnima, Amavasya and
 * Sankranti. Reference place in the tests: New Delhi, as Drik Panchang's default.
 */
import { Body, Observer, SearchMoonPhase, SearchRiseSet } from 'astronomy-engine';
import {
  amantaMonthAt,
  LUNAR_MONTHS,
  type LunarMonth,
  type LunarMonthName,
  type LunarMonthSpan,
  purnimantaMonth,
  sankrantiAfter,
} from './panchang-calendar.ts';
import { checkPlace } from './panchang.ts';
import {
  addDaysYmd,
  civilDayStartMs,
  localYmd,
  type SunriseConvention,
  sunriseSunset,
} from './sun-times.ts';
import { astroTime } from './time.ts';

const DAY_MS = 86_400_000;

/** The time of day at which a festival's tithi must prevail. */
export type Kala = 'sunrise' | 'madhyahna' | 'aparahna' | 'pradosha' | 'nishita' | 'moonrise';

interface TithiRule {
  key: string;
  /** Amanta month index, 0 = Chaitra. */
  month: number;
  /** 1-15 shukla, 16-30 krishna (30 = Amavasya), within the amanta month. */
  tithi: number;
  kala: Kala;
  /**
   * Bhadra (Vishti karana) within the kala: 'strict' never counts it (Raksha Bandhan: with Bhadra
   * over the whole aparahna the festival moves to the day with the Purnima at sunrise);
   * 'prefer' uses Bhadra-free time if any, else the Bhadra time (Holika Dahan, Bhadra punchha).
   */
  bhadra?: 'strict' | 'prefer';
}

/**
 * Festivals by tithi. Purnimanta names in the comments (e.g. Janmashtami is Bhadrapada Krishna
 * Ashtami = amanta Shravana, tithi 23). Sources for the rules: Drik Panchang's festival pages
 * (kala), Nirnaya Sindhu via Dharmasindhu for the prevalence rules.
 */
export const TITHI_FESTIVALS: readonly TithiRule[] = [
  { key: 'ugadi', month: 0, tithi: 1, kala: 'sunrise' }, // Gudi Padwa / Ugadi, Samvat new year
  { key: 'chaitraNavratri', month: 0, tithi: 1, kala: 'sunrise' },
  { key: 'ramNavami', month: 0, tithi: 9, kala: 'madhyahna' },
  { key: 'mahavirJayanti', month: 0, tithi: 13, kala: 'sunrise' },
  { key: 'hanumanJayanti', month: 0, tithi: 15, kala: 'sunrise' },
  { key: 'akshayaTritiya', month: 1, tithi: 3, kala: 'sunrise' },
  { key: 'buddhaPurnima', month: 1, tithi: 15, kala: 'sunrise' },
  { key: 'guruPurnima', month: 3, tithi: 15, kala: 'sunrise' },
  { key: 'nagPanchami', month: 4, tithi: 5, kala: 'sunrise' },
  { key: 'rakshaBandhan', month: 4, tithi: 15, kala: 'aparahna', bhadra: 'strict' },
  { key: 'janmashtami', month: 4, tithi: 23, kala: 'nishita' }, // Bhadrapada K8
  { key: 'ganeshChaturthi', month: 5, tithi: 4, kala: 'madhyahna' },
  { key: 'anantChaturdashi', month: 5, tithi: 14, kala: 'sunrise' },
  { key: 'sharadNavratri', month: 6, tithi: 1, kala: 'sunrise' },
  { key: 'durgaAshtami', month: 6, tithi: 8, kala: 'sunrise' },
  // Navami joined with Ashtami (ashtami-viddha, Nirnaya Sindhu): the day Ashtami gives way to
  // Navami, i.e. Navami over the madhyahna, where the Navami puja is done.
  { key: 'mahaNavami', month: 6, tithi: 9, kala: 'madhyahna' },
  { key: 'dussehra', month: 6, tithi: 10, kala: 'aparahna' },
  { key: 'sharadPurnima', month: 6, tithi: 15, kala: 'moonrise' },
  { key: 'karwaChauth', month: 6, tithi: 19, kala: 'moonrise' }, // Kartika K4
  { key: 'dhanteras', month: 6, tithi: 28, kala: 'pradosha' }, // Kartika K13
  { key: 'narakChaturdashi', month: 6, tithi: 29, kala: 'sunrise' },
  { key: 'diwali', month: 6, tithi: 30, kala: 'pradosha' }, // Lakshmi Puja, Kartika Amavasya
  { key: 'govardhanPuja', month: 7, tithi: 1, kala: 'sunrise' },
  { key: 'bhaiDooj', month: 7, tithi: 2, kala: 'aparahna' },
  { key: 'chhathPuja', month: 7, tithi: 6, kala: 'sunrise' },
  { key: 'guruNanakJayanti', month: 7, tithi: 15, kala: 'sunrise' }, // Kartika Purnima
  { key: 'vasantPanchami', month: 10, tithi: 5, kala: 'sunrise' },
  { key: 'mahaShivaratri', month: 10, tithi: 29, kala: 'nishita' }, // Phalguna K14
  { key: 'holikaDahan', month: 11, tithi: 15, kala: 'pradosha', bhadra: 'prefer' },
];
/** Holi (Dhulandi, the colours) is the day after Holika Dahan. */
const DAY_AFTER: Readonly<Record<string, string>> = { holikaDahan: 'holi' };
/** Arunodaya: 4 ghatis (96 min) before sunrise, where Dashami must not touch an Ekadashi. */
const ARUNODAYA_MS = 96 * 60_000;

/** Ekadashi names by amanta month (index 0 = Chaitra): [shukla, krishna]; adhika months apart. */
export const EKADASHI_NAMES: readonly (readonly [string, string])[] = [
  ['Kamada', 'Varuthini'],
  ['Mohini', 'Apara'],
  ['Nirjala', 'Yogini'],
  ['Devshayani', 'Kamika'],
  ['Shravana Putrada', 'Aja'],
  ['Parsva', 'Indira'],
  ['Papankusha', 'Rama'],
  ['Devutthana', 'Utpanna'],
  ['Mokshada', 'Saphala'],
  ['Pausha Putrada', 'Shattila'],
  ['Jaya', 'Vijaya'],
  ['Amalaki', 'Papmochani'],
];
/** Ekadashis of an adhika month: [shukla, krishna]. */
export const ADHIKA_EKADASHI_NAMES = ['Padmini', 'Parama'] as const;

export type FestivalKind = 'festival' | 'ekadashi' | 'purnima' | 'amavasya' | 'sankranti';

export interface FestivalDay {
  /** Civil date of observance at the place, 'YYYY-MM-DD'. */
  date: string;
  /**
   * Stable key: a festival key from TITHI_FESTIVALS, 'ekadashi', 'purnima', 'amavasya',
   * 'sankranti', 'makarSankranti' or 'vaisakhi' (Mesha Sankranti).
   */
  key: string;
  kind: FestivalKind;
  /** Ekadashi name (English transliteration, e.g. 'Kamada'). */
  ekadashi?: string;
  /** Lunar month: amanta for festivals, ekadashis and purnimas; purnimanta for amavasyas. */
  month?: LunarMonth;
  /** Sankranti: the sign entered, 0 = Mesha. */
  rashi?: number;
  /** The tithi (or the ingress instant as start = end), UTC. */
  start: Date;
  end: Date;
}

export interface FestivalPlace {
  latDeg: number;
  lonDeg: number;
  timezone: string;
  /** Sunrise convention, default 'limb'. */
  convention?: SunriseConvention;
}

interface DayInfo {
  sunrise: number | null;
  sunset: number | null;
  nextSunrise: number | null;
  moonrise: number | null;
}

/** Per-place day times, computed lazily and kept for the year's run. */
function dayInfoCache(place: FestivalPlace) {
  const observer = new Observer(place.latDeg, place.lonDeg, 0);
  const convention = place.convention ?? 'limb';
  const sun = new Map<string, { sunrise: number | null; sunset: number | null }>();
  const sunOf = (d: string) => {
    let v = sun.get(d);
    if (!v) {
      const r = sunriseSunset(observer, civilDayStartMs(d, place.timezone), convention);
      v = { sunrise: r.sunrise?.getTime() ?? null, sunset: r.sunset?.getTime() ?? null };
      sun.set(d, v);
    }
    return v;
  };
  return (d: string, needMoon = false): DayInfo => {
    const today = sunOf(d);
    let moonrise: number | null = null;
    if (needMoon) {
      const start = civilDayStartMs(d, place.timezone);
      const mr = SearchRiseSet(Body.Moon, observer, 1, astroTime(new Date(start)), 1);
      moonrise = mr && mr.date.getTime() < start + DAY_MS ? mr.date.getTime() : null;
    }
    return { ...today, nextSunrise: sunOf(addDaysYmd(d, 1)).sunrise, moonrise };
  };
}

/** The kala of a day as [from, to] UTC ms (equal for an instant), or null. */
function kalaWindow(kala: Kala, d: DayInfo): [number, number] | null {
  const { sunrise: sr, sunset: ss, nextSunrise: nsr } = d;
  if (kala === 'moonrise') return d.moonrise === null ? null : [d.moonrise, d.moonrise];
  if (sr === null) return null;
  if (kala === 'sunrise') return [sr, sr];
  if (ss === null) return null;
  const day = ss - sr;
  if (kala === 'madhyahna') return [sr + (2 * day) / 5, sr + (3 * day) / 5];
  if (kala === 'aparahna') return [sr + (3 * day) / 5, sr + (4 * day) / 5];
  if (nsr === null) return null;
  const night = nsr - ss;
  if (kala === 'pradosha') return [ss, ss + night / 5];
  return [ss + (7 * night) / 15, ss + (8 * night) / 15]; // nishita
}

function overlapMs(a: [number, number], b: [number, number]): number {
  if (a[0] === a[1]) return a[0] >= b[0] && a[0] < b[1] ? 1 : 0;
  return Math.max(0, Math.min(a[1], b[1]) - Math.max(a[0], b[0]));
}

function phaseAfter(angleDeg: number, fromMs: number): number {
  const found = SearchMoonPhase(angleDeg % 360, astroTime(new Date(fromMs)), 32);
  if (!found) throw new Error('lunar phase search failed');
  return found.date.getTime();
}

/** Span of tithi `t` (1-30) of the month opening at `m.start`. */
function tithiSpan(m: LunarMonthSpan, t: number): [number, number] {
  const start = t === 1 ? m.start.getTime() : phaseAfter((t - 1) * 12, m.start.getTime());
  const end = t === 30 ? m.end.getTime() : phaseAfter(t * 12, start);
  return [start, end];
}

/** Bhadra (Vishti karana) parts of tithi `t`'s span: half-tithis 7, 14, ..., 56 from new moon. */
function bhadraParts(m: LunarMonthSpan, t: number, span: [number, number]): [number, number][] {
  const k0 = 2 * (t - 1);
  const isVishti = (k: number) => k >= 1 && k <= 56 && (k - 1) % 7 === 6;
  if (!isVishti(k0) && !isVishti(k0 + 1)) return [];
  const mid = phaseAfter(k0 * 6 + 6, span[0]);
  return isVishti(k0) ? [[span[0], mid]] : [[mid, span[1]]];
}

function candidateDays(span: [number, number], timezone: string): string[] {
  const out: string[] = [];
  const last = localYmd(span[1], timezone);
  for (let d = localYmd(span[0], timezone); d <= last; d = addDaysYmd(d, 1)) out.push(d);
  return out;
}

type DayInfoOf = ReturnType<typeof dayInfoCache>;

/** The candidate day with the longest overlap of the tithi (minus `bhadra`) with the kala. */
function bestByKala(
  span: [number, number],
  kala: Kala,
  days: string[],
  info: DayInfoOf,
  bhadra: [number, number][],
): string | null {
  let best: string | null = null;
  let bestMs = 0;
  for (const d of days) {
    const w = kalaWindow(kala, info(d, kala === 'moonrise'));
    if (!w) continue;
    let ms = overlapMs(w, span);
    for (const b of bhadra) ms -= overlapMs(w, b);
    if (ms > bestMs) {
      best = d;
      bestMs = ms;
    }
  }
  return best;
}

/** The first candidate day whose sunrise falls in the span (udaya tithi), or null (kshaya). */
function udayaDay(span: [number, number], days: string[], info: DayInfoOf): string | null {
  for (const d of days) {
    const sr = info(d).sunrise;
    if (sr !== null && sr >= span[0] && sr < span[1]) return d;
  }
  return null;
}

/**
 * The civil day of observance of a tithi span under a kala rule (see panchang-calendar.ts):
 * the candidate day with the longest overlap, else the day with the tithi at sunrise, else the
 * day it began.
 */
function observance(
  span: [number, number],
  kala: Kala,
  info: DayInfoOf,
  timezone: string,
  bhadra: { parts: [number, number][]; mode: 'strict' | 'prefer' } | null = null,
): string {
  const days = candidateDays(span, timezone);
  const best =
    bestByKala(span, kala, days, info, bhadra?.parts ?? []) ??
    (bhadra?.mode === 'prefer' ? bestByKala(span, kala, days, info, []) : null);
  return best ?? udayaDay(span, days, info) ?? (days[0] as string);
}

/**
 * Ekadashi (Smarta, as Drik Panchang): the day with Ekadashi at sunrise; when Dashami still
 * touched that day's arunodaya (Ekadashi began less than 96 min before sunrise) and Ekadashi
 * also prevails at the next sunrise, the next day (e.g. Padmini Ekadashi, 27 May 2026).
 */
function ekadashiDay(span: [number, number], info: DayInfoOf, timezone: string): string {
  const days = candidateDays(span, timezone);
  const first = udayaDay(span, days, info);
  if (!first) return days[0] as string;
  const sr = info(first).sunrise as number;
  const next = addDaysYmd(first, 1);
  const nextSr = info(next).sunrise;
  const viddha = span[0] > sr - ARUNODAYA_MS;
  return viddha && nextSr !== null && nextSr < span[1] ? next : first;
}

function monthOf(m: LunarMonthSpan): LunarMonth {
  return { index: m.index, name: m.name, adhika: m.adhika };
}

/** The lunar months whose spans touch Gregorian `year` (with a month's margin each side). */
function monthsAround(year: number): LunarMonthSpan[] {
  const out: LunarMonthSpan[] = [];
  let m = amantaMonthAt(new Date(Date.UTC(year - 1, 10, 25)));
  while (m.start.getTime() < Date.UTC(year + 1, 1, 1)) {
    out.push(m);
    m = amantaMonthAt(new Date(m.end.getTime() + DAY_MS));
  }
  return out;
}

function lunarDays(m: LunarMonthSpan, info: ReturnType<typeof dayInfoCache>, tz: string) {
  const out: FestivalDay[] = [];
  const month = monthOf(m);
  const add = (key: string, kind: FestivalKind, t: number, extra: Partial<FestivalDay>) => {
    const span = tithiSpan(m, t);
    out.push({
      date:
        kind === 'ekadashi' ? ekadashiDay(span, info, tz) : observance(span, 'sunrise', info, tz),
      key,
      kind,
      month,
      start: new Date(span[0]),
      end: new Date(span[1]),
      ...extra,
    });
  };
  for (const [t, paksha] of [
    [11, 0],
    [26, 1],
  ] as const) {
    const names = m.adhika
      ? ADHIKA_EKADASHI_NAMES
      : (EKADASHI_NAMES[m.index] as readonly [string, string]);
    add('ekadashi', 'ekadashi', t, { ekadashi: names[paksha] });
  }
  add('purnima', 'purnima', 15, {});
  add('amavasya', 'amavasya', 30, { month: purnimantaMonth(month, 'krishna') });
  if (m.adhika) return out;
  for (const r of TITHI_FESTIVALS) {
    if (r.month !== m.index) continue;
    const span = tithiSpan(m, r.tithi);
    const bhadra = r.bhadra ? { parts: bhadraParts(m, r.tithi, span), mode: r.bhadra } : null;
    const date = observance(span, r.kala, info, tz, bhadra);
    const base = {
      kind: 'festival' as const,
      month,
      start: new Date(span[0]),
      end: new Date(span[1]),
    };
    out.push({ ...base, date, key: r.key });
    const after = DAY_AFTER[r.key];
    if (after) out.push({ ...base, date: addDaysYmd(date, 1), key: after });
  }
  return out;
}

function sankrantis(
  year: number,
  info: ReturnType<typeof dayInfoCache>,
  tz: string,
): FestivalDay[] {
  // After the previous Dhanu Sankranti (~16 Dec), so each ingress found is the one of `year`.
  const from = Date.UTC(year - 1, 11, 20);
  return Array.from({ length: 12 }, (_, rashi) => {
    const at = sankrantiAfter(rashi, from).getTime();
    const d = localYmd(at, tz);
    const sunset = info(d).sunset;
    const date = sunset !== null && at >= sunset ? addDaysYmd(d, 1) : d;
    const key = rashi === 9 ? 'makarSankranti' : rashi === 0 ? 'vaisakhi' : 'sankranti';
    return { date, key, kind: 'sankranti' as const, rashi, start: new Date(at), end: new Date(at) };
  });
}

/**
 * Every festival, vrata, Ekadashi, Purnima, Amavasya and Sankranti observed in Gregorian `year`
 * at a place, sorted by date.
 * @param year 1800-2100. @param place coordinates in degrees (N, E), IANA zone, convention.
 * @throws RangeError on a bad place or year.
 */
export function festivalsOfYear(year: number, place: FestivalPlace): FestivalDay[] {
  if (!Number.isInteger(year) || year < 1800 || year > 2100)
    throw new RangeError(`year out of range: ${year}`);
  checkPlace(place.latDeg, place.lonDeg, place.timezone);
  const info = dayInfoCache(place);
  const all = [
    ...monthsAround(year).flatMap((m) => lunarDays(m, info, place.timezone)),
    ...sankrantis(year, info, place.timezone),
  ];
  const prefix = `${year}-`;
  return all
    .filter((f) => f.date.startsWith(prefix))
    .sort((a, b) =>
      a.date === b.date ? a.start.getTime() - b.start.getTime() : a.date < b.date ? -1 : 1,
    );
}

/** Month names for display: e.g. 'Adhika Jyeshtha'. */
export function lunarMonthLabel(m: LunarMonth): string {
  return `${m.adhika ? 'Adhika ' : ''}${LUNAR_MONTHS[m.index] as LunarMonthName}`;
}
