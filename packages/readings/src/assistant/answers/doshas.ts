/**
 * Yes/no checks (Manglik, Sade Sati, Kaal Sarp, Pitra), the yogas, the Vimshottari periods and
 * the dates of Sade Sati and Dhaiya. Rules and sources are those of @nakshatra/astro's
 * doshas.ts, yogas.ts and dasha.ts; this file only words them.
 */
import {
  dhaiyaPeriods,
  sadeSatiFromStays,
  type Graha,
  type SadeSatiPeriod,
} from '@nakshatra/astro';
import { houseFromSign } from '../facts.ts';
import { saturnStaysAround } from './cache.ts';
import {
  dignityNote,
  fill,
  houses,
  month,
  ord,
  pl,
  planetOf,
  planets,
  sign,
  type ChartCtx,
} from './core.ts';
import { YOGA_IDS, type YogaId } from './packs/types.ts';
import { ageAt, ruledHouses } from './reading.ts';

const moonSign = (c: ChartCtx) => planetOf(c.natal, 'Moon').signIndex;
const transitSign = (c: ChartCtx, g: Graha) =>
  c.ask.facts.transits.planets.find((p) => p.body === g)!.signIndex;

export function manglik(c: ChartCtx): void {
  const { p, w } = c;
  const m = c.bd.manglik;
  const mars = planetOf(c.natal, 'Mars');
  const from = m.from.find((f) => f !== 'venus') ?? 'lagna';
  const house = from === 'moon' ? m.marsHouse.fromMoon : m.marsHouse.fromLagna;
  const v = {
    house: ord(c, house),
    from: p.manglik.fromNames[from],
    sign: sign(c, mars.signIndex),
  };
  if (m.present) w.say(m.severity === 'high' ? p.manglik.yesHigh : p.manglik.yes, v);
  else if (m.raw) {
    w.say(p.manglik.cancelled, v);
    for (const id of m.cancellations) {
      const t = p.manglik.cancellation[id as keyof typeof p.manglik.cancellation];
      if (t) w.say(t, v);
    }
  } else {
    w.say(p.manglik.no, {
      house: ord(c, m.marsHouse.fromLagna),
      moonHouse: ord(c, m.marsHouse.fromMoon),
    });
  }
  placement(c, 'Mars');
  w.say(p.manglik.why).para().say(p.manglik.advice);
}

/** A year, ms: Saturn's retrograde loops out of a sign and back last months, never a year. */
const YEAR_MS = 365.25 * 86_400_000;

/**
 * One Sade Sati in the common sense: Saturn's entry into the 12th from the Moon until its final
 * exit from the 2nd. The engine splits a period where a retrograde loop takes Saturn back into
 * the 11th for a few months; such pieces less than a year apart are joined here.
 */
function mergeRetrograde(periods: readonly SadeSatiPeriod[]): SadeSatiPeriod[] {
  const out: SadeSatiPeriod[] = [];
  for (const x of periods) {
    const last = out[out.length - 1];
    if (last && x.start.getTime() - last.end.getTime() < YEAR_MS) {
      out[out.length - 1] = {
        start: last.start,
        end: x.end,
        phases: [...last.phases, ...x.phases],
      };
    } else out.push({ ...x, phases: [...x.phases] });
  }
  return out;
}

/** Each phase from Saturn's first entry into its sign to its final exit (retrograde loops included). */
function phaseSpans(period: SadeSatiPeriod): SadeSatiPeriod['phases'] {
  const spans: SadeSatiPeriod['phases'] = [];
  for (const ph of period.phases) {
    const same = spans.find((x) => x.phase === ph.phase);
    if (same) same.end = ph.end;
    else spans.push({ ...ph });
  }
  return spans;
}

/** The Sade Sati that contains `at`, the next one after it, and the last one before it. */
function sadeSatiAround(c: ChartCtx) {
  const periods = mergeRetrograde(sadeSatiFromStays(moonSign(c), saturnStaysAround(c.now)));
  const t = c.now.getTime();
  return {
    current: periods.find((x) => x.start.getTime() <= t && t < x.end.getTime()) ?? null,
    future: periods.filter((x) => x.start.getTime() > t),
    last: [...periods].reverse().find((x) => x.end.getTime() <= t) ?? null,
  };
}

export function sadeSatiNow(c: ChartCtx): void {
  const { p, w } = c;
  const sat = transitSign(c, 'Saturn');
  const ms = moonSign(c);
  const h = houseFromSign(ms, sat);
  const v = { sign: sign(c, sat), house: ord(c, h), moonSign: sign(c, ms) };
  const { current, future, last } = sadeSatiAround(c);
  if (c.natal.sadeSati && current) {
    w.say(p.sadeSati.yes, { ...v, phase: p.phases[c.natal.sadeSati] });
    const phase = current.phases.find(
      (x) => x.start.getTime() <= c.now.getTime() && c.now.getTime() < x.end.getTime(),
    );
    w.say(p.sadeSati.dates, {
      start: month(c, current.start),
      end: month(c, current.end),
      phaseEnd: month(c, phase?.end ?? current.end),
    });
  } else {
    w.say(p.sadeSati.no, v);
    if (future[0])
      w.say(p.sadeSati.nextStart, {
        start: month(c, future[0].start),
        end: month(c, future[0].end),
      });
    if (last) w.say(p.sadeSati.lastEnded, { end: month(c, last.end) });
  }
  w.para().say(p.sadeSati.advice);
}

export function sadeSatiWhen(c: ChartCtx): void {
  const { p, w } = c;
  const { current, future } = sadeSatiAround(c);
  const period = current ?? future[0];
  if (period) {
    w.say(current ? p.sadeSatiWhen.now : p.sadeSatiWhen.future, {
      start: month(c, period.start),
      end: month(c, period.end),
    });
    for (const ph of phaseSpans(period)) {
      w.say(p.sadeSatiWhen.phase, {
        phase: p.phases[ph.phase],
        start: month(c, ph.start),
        end: month(c, ph.end),
        sign: sign(c, ph.signIndex),
      });
    }
    const after = current ? future[0] : future[1];
    if (after) w.say(p.sadeSatiWhen.after, { start: month(c, after.start) });
  }
  w.para().say(p.sadeSatiWhen.basis, { moonSign: sign(c, moonSign(c)) });
  w.say(p.sadeSati.advice);
}

export function dhaiyaWhen(c: ChartCtx): void {
  const { p, w } = c;
  const ms = moonSign(c);
  const t = c.now.getTime();
  const all = dhaiyaPeriods(ms, saturnStaysAround(c.now)).filter((d) => d.end.getTime() > t);
  const v = (d: (typeof all)[number]) => ({
    sign: sign(c, d.signIndex),
    house: ord(c, d.house),
    start: month(c, d.start),
    end: month(c, d.end),
  });
  const [first, second] = all;
  if (first) w.say(first.start.getTime() <= t ? p.dhaiya.now : p.dhaiya.next, v(first));
  if (second) w.say(p.dhaiya.later, v(second));
  w.para()
    .say(p.dhaiya.basis, { moonSign: sign(c, ms) })
    .say(p.dhaiya.advice);
}

export function kaalSarp(c: ChartCtx): void {
  const { p, w } = c;
  const k = c.bd.kaalSarp;
  const v = {
    rahuHouse: ord(c, planetOf(c.natal, 'Rahu').house),
    ketuHouse: ord(c, planetOf(c.natal, 'Ketu').house),
    variety: k.variety ?? '',
    planet: k.outside ? pl(c, k.outside) : '',
  };
  if (k.present) w.say(p.kaalSarp.yes, v);
  else if (k.kind === 'partial') w.say(p.kaalSarp.partial, v).say(p.kaalSarp.no, v);
  else w.say(p.kaalSarp.no, v);
  w.say(p.kaalSarp.note).para().say(p.kaalSarp.advice);
}

export function pitra(c: ChartCtx): void {
  const { p, w } = c;
  const r = c.bd.pitra;
  const ninth = c.natal.houses[8]!;
  if (r.present) {
    const filled = r.factors.map((f) =>
      fill(p.pitra.reason[f.id], {
        planet: pl(c, f.by),
        house: ord(c, f.house),
        lord: pl(c, r.ninthLord),
      }),
    );
    w.say(p.pitra.yes, { reasons: c.lex.list(filled) });
  } else {
    w.say(p.pitra.no, { sign: sign(c, ninth.signIndex), lord: pl(c, ninth.lord) });
  }
  w.say(p.pitra.basis).para().say(p.pitra.advice);
}

export function doshaList(c: ChartCtx): void {
  const { p, w } = c;
  const d = p.doshaList;
  const m = c.bd.manglik;
  const k = c.bd.kaalSarp;
  w.say(d.intro);
  w.say(d.manglik, { verdict: m.present ? d.yes : m.raw ? d.cancelled : d.no });
  w.say(d.kaalSarp, { verdict: k.present ? d.yes : k.kind === 'partial' ? d.partial : d.no });
  w.say(d.pitra, { verdict: c.bd.pitra.present ? d.yes : d.no });
  const { current } = c.natal.sadeSati ? sadeSatiAround(c) : { current: null };
  w.say(d.sadeSati, {
    verdict:
      c.natal.sadeSati && current
        ? fill(d.sadeSatiYes, { phase: p.phases[c.natal.sadeSati], end: month(c, current.end) })
        : d.no,
  });
  w.para().say(d.advice);
}

export function yogaCheck(c: ChartCtx): void {
  const { p, w } = c;
  const id = c.slots.yoga;
  if (!id || !(YOGA_IDS as readonly string[]).includes(id)) {
    w.say(p.yoga.unknown, { list: c.lex.list(YOGA_IDS.map((y) => p.yogaNames[y])) });
    return;
  }
  const yid = id as YogaId;
  const found = c.natal.yogas.find((y) => y.id === yid);
  const name = p.yogaNames[yid];
  if (found) {
    const t =
      found.strength === 'strong'
        ? p.yoga.yesStrong
        : found.strength === 'weak'
          ? p.yoga.yesWeak
          : p.yoga.yes;
    w.say(t, { yoga: name, planets: planets(c, found.involves as Graha[]) });
    for (const g of found.involves.slice(0, 3) as Graha[]) placement(c, g);
  } else w.say(p.yoga.no, { yoga: name });
  w.say(p.yoga.rule[yid]).para().say(p.yoga.listAdvice);
}

export function yogaList(c: ChartCtx): void {
  const { p, w } = c;
  const known = c.natal.yogas.filter((y) => (YOGA_IDS as readonly string[]).includes(y.id));
  if (known.length === 0) {
    w.say(p.yoga.listNone);
    return;
  }
  w.say(p.yoga.listIntro, { count: known.length });
  for (const y of known) {
    w.say(p.yoga.listItem, {
      yoga: p.yogaNames[y.id as YogaId],
      planets: planets(c, y.involves as Graha[]),
    });
  }
  w.para().say(p.yoga.listAdvice);
}

/** A planet's placement sentence from the lexicon. */
export function placement(c: ChartCtx, g: Graha): void {
  const x = planetOf(c.natal, g);
  c.w.raw(
    c.lex.planetPlacement(
      c.lex.planets[g],
      sign(c, x.signIndex),
      x.house,
      c.lex.nakshatras[x.nakshatraIndex]!,
      x.dignity ? c.lex.dignity[x.dignity] : null,
      x.retrograde && g !== 'Rahu' && g !== 'Ketu',
    ),
  );
}

/** "{planet} sits in your 5th house in Leo (own sign) and rules your 2nd and 9th house." */
export function lordLine(c: ChartCtx, g: Graha, withRules: string, plain: string): void {
  const x = planetOf(c.natal, g);
  const ruled = ruledHouses(c.natal, g);
  const v = {
    planet: pl(c, g),
    house: ord(c, x.house),
    sign: sign(c, x.signIndex),
    dignity: dignityNote(c, x.dignity),
    houses: houses(c, ruled),
  };
  c.w.say(ruled.length > 0 ? withRules : plain, v);
}

export function dashaCurrent(c: ChartCtx): void {
  const { p, w } = c;
  const d = c.natal.dasha;
  w.say(p.dasha.current, {
    maha: pl(c, d.mahadasha.lord),
    mahaEnd: month(c, d.mahadasha.end),
    antar: pl(c, d.antardasha.lord),
    antarEnd: month(c, d.antardasha.end),
  });
  if (d.pratyantardasha) {
    w.say(p.dasha.pratyantar, {
      planet: pl(c, d.pratyantardasha.lord),
      end: month(c, d.pratyantardasha.end),
    });
  }
  w.para();
  lordLine(c, d.mahadasha.lord, p.dasha.lordPlace, p.dasha.planetPlace);
  if (d.antardasha.lord !== d.mahadasha.lord)
    lordLine(c, d.antardasha.lord, p.dasha.antarPlace, p.dasha.antarPlace);
  const next = d.upcoming[0];
  if (next) w.say(p.dasha.nextAntar, { antar: pl(c, next.antar), start: month(c, next.start) });
  w.para().say(p.dasha.advice);
}

export function dashaPlanet(c: ChartCtx): void {
  const { p, w } = c;
  // "When does my mahadasha end?" names no planet: the running one is meant.
  const g = c.slots.planet ?? c.natal.dasha.mahadasha.lord;
  const t = c.now.getTime();
  const maha = c.bd.tree.find((m) => m.lord === g)!;
  const v = { planet: pl(c, g), start: month(c, maha.start), end: month(c, maha.end) };
  if (maha.start.getTime() <= t && t < maha.end.getTime()) w.say(p.dasha.planetNow, v);
  else if (maha.end.getTime() <= t) w.say(p.dasha.planetPast, v);
  else w.say(p.dasha.planetFuture, { ...v, age: ageAt(c.bd.chart.input.utc, maha.start) });
  const cur = c.bd.tree.find((m) => m.start.getTime() <= t && t < m.end.getTime());
  const antar = cur?.children?.find((a) => a.lord === g);
  if (cur && antar) {
    const av = {
      maha: pl(c, cur.lord),
      planet: pl(c, g),
      start: month(c, antar.start),
      end: month(c, antar.end),
    };
    w.say(cur.lord === g ? p.dasha.planetAntarIsMaha : p.dasha.planetAntar, av);
  }
  const x = planetOf(c.natal, g);
  w.para().say(p.dasha.planetPlace, {
    planet: pl(c, g),
    house: ord(c, x.house),
    sign: sign(c, x.signIndex),
    dignity: dignityNote(c, x.dignity),
  });
  w.say(p.dasha.advice);
}

export function dashaNext(c: ChartCtx): void {
  const { p, w } = c;
  const t = c.now.getTime();
  const next = c.natal.dasha.upcoming[0];
  if (next) {
    w.say(p.dasha.next, {
      maha: pl(c, next.maha),
      antar: pl(c, next.antar),
      start: month(c, next.start),
      end: month(c, next.end),
    });
  }
  const nm = c.bd.tree.find((m) => m.start.getTime() > t);
  if (nm)
    w.say(p.dasha.nextMaha, {
      planet: pl(c, nm.lord),
      start: month(c, nm.start),
      end: month(c, nm.end),
    });
  w.para();
  if (next) lordLine(c, next.antar, p.dasha.nextPlace, p.dasha.planetPlace);
  if (nm && nm.lord !== next?.antar) lordLine(c, nm.lord, p.dasha.nextPlace, p.dasha.planetPlace);
  w.para().say(p.dasha.advice);
}
