/**
 * Timing windows, life areas, remedies, lucky things and compatibility, each from the houses,
 * lords and karakas set out in ./reading.ts.
 */
import { naturalRelationship, SIGN_LORDS, type Graha } from '@nakshatra/astro';
import { houseScore } from '../scoring.ts';
import { houseFromSign } from '../facts.ts';
import { fill, month, ord, pl, planetOf, planets, sign, type ChartCtx, type Ctx } from './core.ts';
import { placement } from './doshas.ts';
import type { AreaName, TimingArea, VargaKey } from './packs/types.ts';
import {
  AREAS,
  areaScore,
  HORIZON_YEARS,
  PLANET_NUMBER,
  PLANET_WEEKDAY,
  planetScore,
  RELATION_HOUSE,
  TIMINGS,
  timingLords,
  toneOf,
  windowsFor,
  type Window,
} from './reading.ts';

const VARGA_DIVISION: Readonly<Record<VargaKey, 2 | 4 | 7 | 9 | 10 | 24>> = {
  D2: 2,
  D4: 4,
  D7: 7,
  D9: 9,
  D10: 10,
  D24: 24,
};

function windowText(c: ChartCtx, x: Window): string {
  return fill(c.p.common.window, {
    start: month(c, x.start),
    end: month(c, x.end),
    maha: pl(c, x.maha),
    antar: pl(c, x.antar),
  });
}

/** A house's sign and lord, its occupants (lexicon sentences). */
export function houseLines(c: ChartCtx, house: number): void {
  const h = c.natal.houses[house - 1]!;
  const lord = planetOf(c.natal, h.lord);
  c.w.raw(
    c.lex.houseLord(
      house,
      sign(c, h.signIndex),
      c.lex.planets[h.lord],
      lord.house,
      sign(c, lord.signIndex),
      lord.dignity ? c.lex.dignity[lord.dignity] : null,
    ),
    h.occupants.length > 0
      ? c.lex.occupants(
          house,
          h.occupants.map((o) => c.lex.planets[o]),
        )
      : c.lex.emptyHouse(house),
  );
}

function vargaLine(c: ChartCtx, key: VargaKey, g: Graha): void {
  const v = c.bd.varga(VARGA_DIVISION[key]);
  const x = v.placements.find((q) => q.body === g)!;
  c.w.say(c.p.common.varga, {
    varga: c.p.vargaNames[key],
    planet: pl(c, g),
    sign: sign(c, x.signIndex),
    house: ord(c, x.house),
  });
}

function jupiterLine(c: ChartCtx): void {
  const now = c.ask.facts.transits.planets.find((q) => q.body === 'Jupiter')!;
  const next = c.ask.facts.transits.nextYear.planets.find((q) => q.body === 'Jupiter')!;
  c.w.say(c.p.common.jupiterNow, {
    sign: sign(c, now.signIndex),
    house: ord(c, now.houseFromAscendant!),
    nextSign: sign(c, next.signIndex),
    nextHouse: ord(c, next.houseFromAscendant!),
  });
}

/**
 * "The chart I read is yours": a relation's question, answered from the asker's house for them.
 * `lead` first writes what the asked topic is read from, so each kind keeps its own opening.
 */
export function relationAnswer(c: ChartCtx, lead?: () => void): void {
  const rel = c.slots.relation!;
  const { house, karaka } = RELATION_HOUSE[rel];
  if (lead) {
    lead();
    c.w.para();
  }
  c.w.say(c.p.common.relation, { relation: c.p.relations[rel] }).para();
  c.w.raw(c.lex.houseIntro(house, c.lex.houseMeaning[house - 1]!));
  houseLines(c, house);
  placement(c, karaka);
  c.w.say(c.p.chart.houseTone, { tone: c.p.tones[toneOf(houseScore(c.natal, house))] });
}

function timingDirect(c: ChartCtx, area: TimingArea, ws: Window[]): Window[] {
  const { p, w } = c;
  const bank = p.timing[area];
  const t = c.now.getTime();
  const { year, age } = c.slots;
  if (year) {
    const inYear = ws.find(
      (x) => x.start.getTime() < Date.UTC(year + 1, 0, 1) && x.end.getTime() > Date.UTC(year, 0, 1),
    );
    const near = inYear ?? ws[0];
    if (near)
      w.say(inYear ? p.timing.yearIn : p.timing.yearOut, {
        area: bank.area,
        year,
        window: windowText(c, near),
      });
    return ws.filter((x) => x !== near);
  }
  const first = ws[0];
  if (age && first) w.say(p.timing.age, { area: bank.area, age, window: windowText(c, first) });
  else if (first)
    w.say(first.start.getTime() <= t ? bank.now : bank.next, { window: windowText(c, first) });
  return ws.slice(1);
}

export function timing(c: ChartCtx, area: TimingArea): void {
  const { p, w } = c;
  const cfg = TIMINGS[area];
  if (c.slots.relation) {
    const h = c.natal.houses[cfg.houses[0] - 1]!;
    const basis = { sign: sign(c, h.signIndex), lord: pl(c, h.lord) };
    return relationAnswer(c, () => w.say(p.timing[area].basis, basis));
  }
  const lords = timingLords(c.natal, cfg);
  const ws = windowsFor(c, lords, { adult: area !== 'goodTime', fromAge: c.slots.age });
  const bank = p.timing[area];
  if (ws.length === 0) {
    const t = c.slots.age ? p.timing.ageNone : p.timing.none;
    w.say(t, { area: bank.area, age: c.slots.age ?? '', years: HORIZON_YEARS });
  } else {
    const rest = timingDirect(c, area, ws);
    if (rest.length > 0)
      w.say(p.timing.later, { windows: c.lex.list(rest.slice(0, 2).map((x) => windowText(c, x))) });
  }
  const h = c.natal.houses[cfg.houses[0] - 1]!;
  w.para().say(bank.basis, { sign: sign(c, h.signIndex), lord: pl(c, h.lord) });
  w.say(p.timing.planets, { planets: planets(c, lords) });
  houseLines(c, cfg.houses[0]);
  if (cfg.varga) vargaLine(c, cfg.varga, cfg.karakas[0] ?? h.lord);
  jupiterLine(c);
  w.para().say(bank.advice);
  if (area === 'wealth' || area === 'business') w.raw(c.lex.hedges.financial);
}

export function area(c: ChartCtx, name: AreaName): void {
  const { p, w } = c;
  const cfg = AREAS[name];
  const bank = p.area[name];
  if (c.slots.relation) return relationAnswer(c, () => w.say(bank.basis));
  const tone = toneOf(areaScore(c.natal, cfg));
  const main = c.natal.houses[cfg.houses[0] - 1]!;
  const moon = planetOf(c.natal, 'Moon');
  const v = {
    lord: pl(c, main.lord),
    sign: sign(c, main.signIndex),
    moonSign: sign(c, moon.signIndex),
    fields: planets(c, []),
  };
  if (name === 'careerField') {
    const sources = [main.lord, ...main.occupants.filter((o) => o !== main.lord)].slice(0, 2);
    v.fields = c.lex.list(sources.map((g) => p.fields[g]));
  }
  w.say(bank[tone], v).para().say(bank.basis);
  for (const h of cfg.houses.slice(0, 2)) houseLines(c, h);
  for (const k of cfg.karakas.slice(0, 2)) if (k !== main.lord) placement(c, k);
  if (cfg.varga) vargaLine(c, cfg.varga, cfg.karakas[0] ?? main.lord);
  w.para().say(bank.advice, v);
  if (cfg.hedge) w.raw(c.lex.hedges[cfg.hedge]);
}

/** The planet a remedy is for: the one asked, a house's lord, or the weakest of the key ones. */
function remedyTarget(c: ChartCtx): { g: Graha; reason: string } {
  const { p, natal } = c;
  if (c.slots.planet) return { g: c.slots.planet, reason: p.remedy.reasonAsked };
  if (c.slots.house) {
    return {
      g: natal.houses[c.slots.house - 1]!.lord,
      reason: fill(p.remedy.reasonHouse, { house: ord(c, c.slots.house) }),
    };
  }
  const candidates: Graha[] = [
    natal.ascendant.lord,
    natal.dasha.mahadasha.lord,
    'Moon',
    'Sun',
    'Jupiter',
  ];
  let best = candidates[0]!;
  for (const g of candidates) if (planetScore(natal, g) < planetScore(natal, best)) best = g;
  return best === natal.dasha.mahadasha.lord
    ? { g: best, reason: p.remedy.reasonDasha }
    : { g: best, reason: p.remedy.reasonWeak };
}

function freeRemedies(c: ChartCtx, g: Graha, reason: string): void {
  const { p, w } = c;
  w.say(p.remedy.forPlanet, { planet: pl(c, g), reason });
  w.say(p.remedy.mantra, { mantra: p.mantras[g], day: p.weekdays[PLANET_WEEKDAY[g]]! });
  w.say(p.remedy.charity, { charity: p.charity[g] });
  w.say(p.remedy.fasting, { fasting: p.fasting[g] });
  w.say(p.remedy.habits, { habits: p.habits[g] });
}

export function remedyGeneral(c: ChartCtx): void {
  const target = remedyTarget(c);
  freeRemedies(c, target.g, target.reason);
  c.w.para();
  placement(c, target.g);
  const dasha = c.natal.dasha.mahadasha.lord;
  if (dasha !== target.g) {
    c.w.para();
    freeRemedies(c, dasha, c.p.remedy.reasonDasha);
  }
  c.w.para().say(c.p.remedy.caution);
}

/** Functional benefics by lordship (BPHS ch. 34): lords of the trikonas 1, 5, 9. */
function functionalLords(c: ChartCtx): { good: Graha[]; avoid: Graha[] } {
  const lordOf = (h: number) => c.natal.houses[h - 1]!.lord;
  const good = [...new Set([lordOf(5), lordOf(9)])].filter((g) => g !== lordOf(1));
  const trikona = new Set([lordOf(1), lordOf(5), lordOf(9)]);
  const avoid = [...new Set([lordOf(6), lordOf(8), lordOf(12)])].filter((g) => !trikona.has(g));
  return { good, avoid };
}

export function remedyGemstone(c: ChartCtx): void {
  const { p, w } = c;
  const lagnaLord = c.natal.ascendant.lord;
  w.say(p.remedy.gemstoneYes, { planet: pl(c, lagnaLord), stone: p.gemstones[lagnaLord] });
  const { good, avoid } = functionalLords(c);
  if (good.length > 0)
    w.say(p.remedy.gemstoneBenefic, { list: c.lex.list(good.map((g) => p.gemstones[g])) });
  if (avoid.length > 0) w.say(p.remedy.gemstoneAvoid, { list: planets(c, avoid) });
  w.para();
  placement(c, lagnaLord);
  w.para().say(p.remedy.gemstoneCaution);
  w.say(p.remedy.mantra, {
    mantra: p.mantras[lagnaLord],
    day: p.weekdays[PLANET_WEEKDAY[lagnaLord]]!,
  });
}

export function remedyMantra(c: ChartCtx): void {
  const { p, w } = c;
  const g = c.slots.planet ?? c.natal.ascendant.lord;
  w.say(p.remedy.mantraFor, { planet: pl(c, g), mantra: p.mantras[g] });
  const d = c.natal.dasha.mahadasha.lord;
  if (d !== g) w.say(p.remedy.mantraDasha, { planet: pl(c, d), mantra: p.mantras[d] });
  w.para();
  placement(c, g);
  w.para().say(p.remedy.mantraHow).say(p.remedy.caution);
}

export function remedyRudraksha(c: ChartCtx): void {
  const { p, w } = c;
  const g = c.natal.ascendant.lord;
  w.say(p.remedy.rudrakshaFor, { mukhi: p.rudraksha[g], planet: pl(c, g) });
  const d = c.natal.dasha.mahadasha.lord;
  if (d !== g) w.say(p.remedy.rudrakshaDasha, { mukhi: p.rudraksha[d], planet: pl(c, d) });
  w.para();
  placement(c, g);
  w.para().say(p.remedy.rudrakshaHow).say(p.remedy.caution);
}

function luckyBasis(c: ChartCtx): void {
  const g = c.natal.ascendant.lord;
  c.w.para().say(c.p.lucky.basis, {
    sign: sign(c, c.natal.ascendant.signIndex),
    planet: pl(c, g),
    house: ord(c, planetOf(c.natal, g).house),
  });
}

const moonLord = (c: ChartCtx) => SIGN_LORDS[planetOf(c.natal, 'Moon').signIndex]!;

export function lucky(c: ChartCtx, what: 'number' | 'colour' | 'day'): void {
  const { p, w } = c;
  const g = c.natal.ascendant.lord;
  const m = moonLord(c);
  const d = c.natal.dasha.mahadasha.lord;
  if (what === 'number') {
    w.say(p.lucky.number, { number: PLANET_NUMBER[g], planet: pl(c, g) });
    if (PLANET_NUMBER[m] !== PLANET_NUMBER[g])
      w.say(p.lucky.numberMoon, { number: PLANET_NUMBER[m], planet: pl(c, m) });
    w.say(p.lucky.numberRule);
  } else if (what === 'colour') {
    w.say(p.lucky.colour, { colour: p.colours[g], planet: pl(c, g) });
    if (d !== g) w.say(p.lucky.colourDasha, { colour: p.colours[d], planet: pl(c, d) });
  } else {
    w.say(p.lucky.day, { day: p.weekdays[PLANET_WEEKDAY[g]]!, planet: pl(c, g) });
    if (PLANET_WEEKDAY[m] !== PLANET_WEEKDAY[g])
      w.say(p.lucky.dayMoon, { day: p.weekdays[PLANET_WEEKDAY[m]]!, planet: pl(c, m) });
  }
  luckyBasis(c);
  w.say(p.lucky.advice);
}

/** Bhakoot distances (Muhurta Chintamani, marriage): 2/12, 5/9 and 6/8 are the dosha ones. */
const BHAKOOT_DOSHA = new Set([2, 12, 5, 9, 6, 8]);

export function matchSign(c: Ctx): void {
  const { p, w } = c;
  const other = c.slots.signIndex;
  if (other === null) {
    w.say(p.match.askSign);
    return;
  }
  if (!c.natal) {
    w.say(p.match.askMoon, { sign: sign(c, other) });
    return;
  }
  const mine = planetOf(c.natal, 'Moon').signIndex;
  const h = houseFromSign(mine, other);
  const lord = SIGN_LORDS[mine]!;
  const otherLord = SIGN_LORDS[other]!;
  const rel = lord === otherLord ? 'friendly' : naturalRelationship(lord, otherLord);
  const back = lord === otherLord ? 'friendly' : naturalRelationship(otherLord, lord);
  const friends = rel === 'friendly' && back !== 'enemy';
  const enemies = rel === 'enemy' || back === 'enemy';
  // Bhakoot dosha is cancelled when the two sign lords are the same or friends (the classical
  // exception in the same chapter).
  const verdict = !BHAKOOT_DOSHA.has(h) ? p.match.good : friends ? p.match.mixed : p.match.hard;
  w.say(verdict, { moonSign: sign(c, mine), sign: sign(c, other), house: ord(c, h) });
  w.say(p.match.lords, {
    lord: pl(c, lord),
    otherLord: pl(c, otherLord),
    relation: p.match.relation[friends ? 'friends' : enemies ? 'enemies' : 'neutral'],
  });
  w.para().say(p.match.note);
}

export function matchPartner(c: Ctx): void {
  const { p, w } = c;
  w.say(p.match.partner);
  if (c.natal && c.bd) {
    const moon = planetOf(c.natal, 'Moon');
    const seventh = c.natal.houses[6]!;
    w.para().say(p.match.partnerYours, {
      moonSign: sign(c, moon.signIndex),
      nakshatra: c.lex.nakshatras[moon.nakshatraIndex]!,
      sign: sign(c, seventh.signIndex),
      lord: pl(c, seventh.lord),
    });
    const d = p.doshaList;
    w.say(p.match.partnerManglik, {
      verdict: c.bd.manglik.present ? d.yes : c.bd.manglik.raw ? d.cancelled : d.no,
    });
  }
}
