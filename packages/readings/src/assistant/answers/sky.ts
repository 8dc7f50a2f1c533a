/**
 * Answers from the sky of a day: the panchang and Rahu Kaal at the asker's place, muhurta days,
 * transits of a period or a planet, and the daily and yearly horoscope.
 */
import { KARANAS, siderealPositions, SIGN_IDS, transitsFor, type Graha } from '@nakshatra/astro';
import type { MuhurtaEvent } from '../kinds.ts';
import { houseFromSign } from '../facts.ts';
import { Lru, panchangAt } from './cache.ts';
import {
  civilDate,
  clock,
  day,
  fill,
  hasChart,
  inRange,
  month,
  ord,
  pl,
  planetOf,
  sign,
  UJJAIN,
  type ChartCtx,
  type Ctx,
} from './core.ts';
import { dashaAt, GOCHARA_GOOD, slowTone } from './reading.ts';

const placeOf = (c: Ctx) => c.ask.place ?? UJJAIN;

/** Tithi 1-30 to the pack's 16 names: 1-14 and 16-29 by paksha day, 15 Purnima, 30 Amavasya. */
function tithiName(c: Ctx, index: number): string {
  if (index === 15) return c.p.tithis[14]!;
  if (index === 30) return c.p.tithis[15]!;
  return c.p.tithis[(index - 1) % 15]!;
}

function todayPanchang(c: Ctx) {
  const pl0 = placeOf(c);
  return panchangAt(civilDate(c.now, pl0.timezone), pl0.latDeg, pl0.lonDeg, pl0.timezone);
}

export function panchangToday(c: Ctx): void {
  const { p, w } = c;
  const place = placeOf(c);
  const tz = place.timezone;
  const pc = todayPanchang(c);
  w.say(p.panchang.today, {
    date: day(c, c.now, tz),
    tithi: tithiName(c, pc.tithi.index),
    paksha: p.paksha[pc.tithi.paksha],
    vara: p.weekdays[pc.vara.index]!,
    nakshatra: c.lex.nakshatras[pc.nakshatra.index]!,
    yoga: p.nityaYogas[pc.yoga.index]!,
    karana: p.karanas[(KARANAS as readonly string[]).indexOf(pc.karana.name)]!,
  });
  w.say(p.panchang.changes, {
    tithiEnd: `${clock(pc.tithi.end, tz)}`,
    nakEnd: clock(pc.nakshatra.end, tz),
  });
  if (pc.sunrise && pc.sunset)
    w.say(p.panchang.sun, { sunrise: clock(pc.sunrise, tz), sunset: clock(pc.sunset, tz) });
  if (pc.rahuKaal)
    w.say(p.panchang.rahuLine, {
      start: clock(pc.rahuKaal.start, tz),
      end: clock(pc.rahuKaal.end, tz),
    });
  w.para().say(p.panchang.more);
  if (!c.ask.place) w.say(p.panchang.placeDefault);
}

/** Eighths of the daytime, Sunday first: Rahu Kaal (as @nakshatra/astro), Yamaganda, Gulika. */
const RAHU_EIGHTH = [8, 2, 7, 5, 6, 4, 3];
const YAMA_EIGHTH = [5, 4, 3, 2, 1, 7, 6];
const GULIKA_EIGHTH = [7, 6, 5, 4, 3, 2, 1];

export function rahuKaal(c: Ctx): void {
  const { p, w } = c;
  const tz = placeOf(c).timezone;
  const pc = todayPanchang(c);
  if (!pc.rahuKaal || !pc.sunrise || !pc.sunset) {
    w.say(p.panchang.noSun);
    return;
  }
  w.say(p.panchang.rahuKaal, {
    date: day(c, c.now, tz),
    start: clock(pc.rahuKaal.start, tz),
    end: clock(pc.rahuKaal.end, tz),
  });
  const rise = pc.sunrise.getTime();
  const eighth = (pc.sunset.getTime() - rise) / 8;
  const span = (n: number) => [
    clock(new Date(rise + (n - 1) * eighth), tz),
    clock(new Date(rise + n * eighth), tz),
  ];
  const [ys, ye] = span(YAMA_EIGHTH[pc.vara.index]!);
  const [gs, ge] = span(GULIKA_EIGHTH[pc.vara.index]!);
  w.say(p.panchang.yama, { start: ys!, end: ye!, gstart: gs!, gend: ge! });
  w.para().say(p.panchang.rahuRule, {
    eighth: ord(c, RAHU_EIGHTH[pc.vara.index]!),
    vara: p.weekdays[pc.vara.index]!,
    sunrise: clock(pc.sunrise, tz),
    sunset: clock(pc.sunset, tz),
  });
  w.say(p.panchang.rahuAdvice);
  if (!c.ask.place) w.say(p.panchang.placeDefault);
}

/**
 * Nakshatras favoured for each event (Muhurta Chintamani: vivaha, griha pravesha, yatra and
 * namakarana chapters, as summarised in B.V. Raman, "Muhurtha"), 0 = Ashwini.
 */
const EVENT_NAKSHATRAS: Readonly<Record<MuhurtaEvent, readonly number[]>> = {
  wedding: [3, 4, 9, 11, 12, 14, 16, 18, 20, 25, 26],
  housewarming: [3, 4, 11, 13, 16, 20, 22, 23, 25, 26],
  vehicle: [0, 3, 4, 6, 7, 12, 13, 14, 16, 21, 22, 23, 26],
  business: [0, 3, 7, 11, 12, 13, 16, 20, 25, 26],
  property: [3, 4, 6, 7, 11, 16, 20, 25, 26],
  travel: [0, 4, 6, 7, 12, 16, 21, 22, 26],
  naming: [0, 3, 4, 6, 7, 11, 12, 13, 14, 16, 20, 21, 22, 23, 25, 26],
};
/** Rikta tithis (4th, 9th, 14th of either paksha) and Amavasya are avoided for every start. */
const AVOID_TITHI = new Set([4, 9, 14, 19, 24, 29, 30]);
/** Tuesday and Saturday (Mars and Saturn) are avoided for auspicious starts. */
const AVOID_WEEKDAY = new Set([2, 6]);
export const MUHURTA_DAYS = 30;
const DAY_MS = 86_400_000;

interface MuhurtaDay {
  /** The civil date 'YYYY-MM-DD' at the place. */
  civil: string;
  /** Noon UTC of the civil date (to print the date and take the weekday). */
  date: Date;
  tithi: number;
  nakshatra: number;
}

const muhurtaDays = new Lru<MuhurtaDay[]>(32);

/**
 * Tithi and nakshatra at local mean 06:00 of each of the next days, cached: a cheap first pass
 * (one ephemeris call a day); the days it keeps are confirmed with the panchang at sunrise.
 */
function candidateDays(c: Ctx): MuhurtaDay[] {
  const { latDeg, lonDeg, timezone } = placeOf(c);
  const key = `${civilDate(c.now, timezone)}|${latDeg}|${lonDeg}|${timezone}`;
  return muhurtaDays.get(key, () => scanDays(c, lonDeg, timezone));
}

function scanDays(c: Ctx, lonDeg: number, timezone: string): MuhurtaDay[] {
  const out: MuhurtaDay[] = [];
  for (let i = 1; i <= MUHURTA_DAYS; i++) {
    const [y, m, d] = civilDate(new Date(c.now.getTime() + i * DAY_MS), timezone)
      .split('-')
      .map(Number);
    const noonUtc = Date.UTC(y!, m! - 1, d!, 12);
    const at = new Date(Date.UTC(y!, m! - 1, d!) + (6 - lonDeg / 15) * 3_600_000);
    const pos = siderealPositions(at);
    const elong = (((pos.Moon.longitudeDeg - pos.Sun.longitudeDeg) % 360) + 360) % 360;
    out.push({
      civil: `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
      date: new Date(noonUtc),
      tithi: Math.floor(elong / 12) + 1,
      nakshatra: Math.floor(pos.Moon.longitudeDeg / (360 / 27)),
    });
  }
  return out;
}

const fits = (event: MuhurtaEvent, nakshatra: number, tithi: number, weekday: number) =>
  EVENT_NAKSHATRAS[event].includes(nakshatra) &&
  !AVOID_TITHI.has(tithi) &&
  !AVOID_WEEKDAY.has(weekday);

/** Up to five days whose sunrise panchang (tithi, nakshatra, vara) fits the event. */
function confirmedDays(c: Ctx, event: MuhurtaEvent): MuhurtaDay[] {
  const { latDeg, lonDeg, timezone } = placeOf(c);
  const out: MuhurtaDay[] = [];
  for (const d of candidateDays(c)) {
    if (out.length === 5) break;
    // A limb can change between 06:00 and sunrise: test neighbours of the first pass too.
    if (
      !fits(event, d.nakshatra, d.tithi, d.date.getUTCDay()) &&
      !fits(event, (d.nakshatra + 26) % 27, d.tithi - 1, d.date.getUTCDay())
    )
      continue;
    const pc = panchangAt(d.civil, latDeg, lonDeg, timezone);
    if (fits(event, pc.nakshatra.index, pc.tithi.index, pc.vara.index)) {
      out.push({ ...d, tithi: pc.tithi.index, nakshatra: pc.nakshatra.index });
    }
  }
  return out;
}

export function muhurta(c: Ctx): void {
  const { p, w } = c;
  const event = c.slots.event;
  if (!event) {
    w.say(p.muhurta.askEvent);
    return;
  }
  const good = confirmedDays(c, event);
  const ev = p.events[event];
  if (good.length === 0) w.say(p.muhurta.none, { days: MUHURTA_DAYS, event: ev });
  else {
    const dates = good.map((d) =>
      fill(p.muhurta.date, {
        date: day(c, d.date, 'UTC'),
        nakshatra: c.lex.nakshatras[d.nakshatra]!,
        tithi: tithiName(c, d.tithi),
      }),
    );
    w.say(p.muhurta.found, { event: ev, dates: c.lex.list(dates) });
  }
  w.para().say(p.muhurta.rule, { event: ev }).say(p.muhurta.advice);
  if (!c.ask.place) w.say(p.panchang.placeDefault);
}

const signAt = (lonDeg: number) => Math.floor(lonDeg / 30) % 12;

/** The instant a period question is about: the 15th of the month, mid-year, or a month ahead. */
function periodOf(c: Ctx): { at: Date; label: string } {
  const { year, month: m } = c.slots;
  if (year && m) {
    const at = new Date(Date.UTC(year, m - 1, 15, 12));
    return { at, label: month(c, at) };
  }
  if (year) return { at: new Date(Date.UTC(year, 6, 1, 12)), label: String(year) };
  const at = new Date(c.now.getTime() + 30 * DAY_MS);
  return { at, label: month(c, at) };
}

/** A period without a chart: the slow planets' signs, then the request for birth details. */
function periodNoChart(c: Ctx, period: string, jSign: number, sSign: number): void {
  const t = c.p.transit.periodNoChart;
  if (t) c.w.say(t, { period, jSign: sign(c, jSign), sSign: sign(c, sSign) }).para();
  c.w.say(c.p.common.needBirth);
}

export function transitPeriod(c: Ctx): void {
  const { p, w } = c;
  const { at, label } = periodOf(c);
  const pos = transitsFor(at).positions;
  const jSign = signAt(pos.Jupiter.longitudeDeg);
  const sSign = signAt(pos.Saturn.longitudeDeg);
  if (!hasChart(c)) return periodNoChart(c, label, jSign, sSign);
  const moon = planetOf(c.natal, 'Moon').signIndex;
  const jh = houseFromSign(moon, jSign);
  const sh = houseFromSign(moon, sSign);
  w.say(p.transit.period, {
    period: label,
    jSign: sign(c, jSign),
    jHouse: ord(c, jh),
    sSign: sign(c, sSign),
    sHouse: ord(c, sh),
  });
  const tone = slowTone(jh, sh);
  w.say(
    tone === 'strong' ? p.transit.good : tone === 'challenging' ? p.transit.hard : p.transit.mixed,
  );
  const d = dashaAt(c.bd.tree, at);
  if (d) w.say(p.transit.dashaAt, { maha: pl(c, d.maha), antar: pl(c, d.antar) });
  const sunSign = signAt(pos.Sun.longitudeDeg);
  w.para().say(p.transit.fast, {
    mSign: sign(c, signAt(pos.Mars.longitudeDeg)),
    sunSign: sign(c, sunSign),
    sunHouse: ord(c, houseFromSign(moon, sunSign)),
  });
  w.say(p.transit.rule);
}

const HARD_FROM_MOON: Readonly<Partial<Record<Graha, readonly number[]>>> = {
  Saturn: [12, 1, 2, 4, 8],
  Jupiter: [8, 12],
  Rahu: [8, 12],
  Ketu: [8, 12],
  Mars: [8, 12],
};

export function transitPlanet(c: Ctx): void {
  const { p, w } = c;
  const g = c.slots.planet;
  if (!g) {
    w.say(p.transit.askPlanet);
    return;
  }
  const now = c.ask.facts.transits.planets.find((q) => q.body === g)!;
  const retro = now.retrograde && g !== 'Rahu' && g !== 'Ketu' ? p.transit.retro : '';
  if (!hasChart(c)) {
    w.say(p.transit.planetNoChart, { planet: pl(c, g), sign: sign(c, now.signIndex), retro });
    w.para().say(p.common.needBirth);
    return;
  }
  const hm = now.houseFromMoon!;
  const ha = now.houseFromAscendant!;
  w.say(p.transit.planetNow, {
    planet: pl(c, g),
    sign: sign(c, now.signIndex),
    house: ord(c, ha),
    moonHouse: ord(c, hm),
    retro,
  });
  const good = GOCHARA_GOOD[g].includes(hm);
  const hard = HARD_FROM_MOON[g]?.includes(hm) ?? false;
  w.say(good ? p.transit.planetGood : hard ? p.transit.planetHard : p.transit.planetNeutral);
  w.para().say(p.transit.planetMeaning, {
    house: ord(c, ha),
    meaning: c.lex.houseMeaning[ha - 1]!,
  });
  const next = c.ask.facts.transits.nextYear.planets.find((q) => q.body === g);
  if (next)
    w.say(p.transit.planetNext, {
      sign: sign(c, next.signIndex),
      house: ord(c, next.houseFromAscendant!),
    });
  w.say(p.transit.rule);
}

export function horoscopeToday(c: Ctx): void {
  const { p, w } = c;
  const natalMoon = c.natal ? planetOf(c.natal, 'Moon').signIndex : null;
  const s = inRange(c.ask.horoscopeSignIndex, 0, 11) ?? c.slots.signIndex ?? natalMoon;
  if (s === null) {
    w.say(p.horoscope.askSign);
    return;
  }
  const moonNow = c.ask.facts.transits.planets.find((q) => q.body === 'Moon')!;
  const h = houseFromSign(s, moonNow.signIndex);
  if (s === natalMoon)
    w.say(p.horoscope.today, {
      sign: sign(c, moonNow.signIndex),
      house: ord(c, h),
      moonSign: sign(c, s),
    });
  else
    w.say(p.horoscope.todaySign, {
      sign: sign(c, s),
      moonSign: sign(c, moonNow.signIndex),
      house: ord(c, h),
    });
  const tone = GOCHARA_GOOD.Moon.includes(h) ? 'good' : [4, 8, 12].includes(h) ? 'hard' : 'mixed';
  w.say(p.horoscope[tone]);
  const lon = moonNow.signIndex * 30 + moonNow.degree;
  w.say(p.horoscope.nakshatra, { nakshatra: c.lex.nakshatras[Math.floor(lon / (360 / 27)) % 27]! });
  if (c.natal) {
    const d = c.natal.dasha;
    w.para().say(p.horoscope.dasha, {
      maha: pl(c, d.mahadasha.lord),
      antar: pl(c, d.antardasha.lord),
    });
  }
  w.para().say(p.horoscope.advice, { slug: SIGN_IDS[s]! });
}

export function horoscopeYear(c: Ctx): void {
  const year = c.slots.year ?? c.now.getUTCFullYear() + 1;
  const mid = new Date(Date.UTC(year, 6, 1, 12));
  const pos = transitsFor(mid).positions;
  const jSign = signAt(pos.Jupiter.longitudeDeg);
  const sSign = signAt(pos.Saturn.longitudeDeg);
  if (!hasChart(c)) return periodNoChart(c, String(year), jSign, sSign);
  yearWithChart(c, year, jSign, sSign);
}

function yearWithChart(c: ChartCtx, year: number, jSign: number, sSign: number): void {
  const { p, w } = c;
  const moon = planetOf(c.natal, 'Moon').signIndex;
  const jh = houseFromSign(moon, jSign);
  const sh = houseFromSign(moon, sSign);
  const from = Date.UTC(year, 0, 1);
  const to = Date.UTC(year + 1, 0, 1);
  const periods = c.bd.tree.flatMap((m) =>
    (m.children ?? [])
      .filter((a) => a.start.getTime() < to && a.end.getTime() > from)
      .map((a) =>
        fill(p.horoscope.yearDashaList, {
          maha: pl(c, m.lord),
          antar: pl(c, a.lord),
          start: month(c, a.start),
        }),
      ),
  );
  w.say(p.horoscope.year, {
    year,
    dashas: c.lex.list(periods.slice(0, 3)),
    jHouse: ord(c, jh),
    sHouse: ord(c, sh),
  });
  const tone = slowTone(jh, sh);
  w.say(
    tone === 'strong'
      ? p.horoscope.yearGood
      : tone === 'challenging'
        ? p.horoscope.yearHard
        : p.horoscope.yearMixed,
    { year },
  );
  w.para().say(p.transit.rule);
}
