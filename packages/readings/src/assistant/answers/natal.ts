/** The natal chart itself: ascendant, Moon, Sun, nakshatra, one planet, one house, the overview. */
import { NAKSHATRA_LORDS, SIGNS } from '@nakshatra/astro';
import { houseScore } from '../scoring.ts';
import {
  dignityNote,
  houses,
  month,
  ord,
  pl,
  planetOf,
  planets,
  sign,
  type ChartCtx,
} from './core.ts';
import { placement } from './doshas.ts';
import { houseLines } from './life.ts';
import { planetScore, ruledHouses, toneOf } from './reading.ts';

export function ascendant(c: ChartCtx): void {
  const { p, w, natal } = c;
  const a = natal.ascendant;
  w.say(p.chart.ascendant, {
    sign: sign(c, a.signIndex),
    degree: a.degree.toFixed(1),
    nakshatra: c.lex.nakshatras[a.nakshatraIndex]!,
  });
  const lord = planetOf(natal, a.lord);
  w.say(p.chart.ascLord, {
    planet: pl(c, a.lord),
    house: ord(c, lord.house),
    lordSign: sign(c, lord.signIndex),
  });
  w.para().raw(c.lex.houseIntro(1, c.lex.houseMeaning[0]!));
}

export function moonSign(c: ChartCtx): void {
  const { p, w } = c;
  const m = planetOf(c.natal, 'Moon');
  w.say(p.chart.moonSign, {
    sign: sign(c, m.signIndex),
    degree: m.degree.toFixed(1),
    nakshatra: c.lex.nakshatras[m.nakshatraIndex]!,
    house: ord(c, m.house),
  });
  w.say(p.chart.moonNote);
  w.para().raw(c.lex.planetIntro(c.lex.planets.Moon, c.lex.planetMeaning.Moon));
}

export function sunSign(c: ChartCtx): void {
  const { p, w } = c;
  const s = planetOf(c.natal, 'Sun');
  const tropical = (SIGNS as readonly string[]).indexOf(c.natal.tropicalSunSign);
  w.say(p.chart.sunSign, { sign: sign(c, s.signIndex), tropical: sign(c, tropical) });
  w.say(p.chart.sunPlace, { house: ord(c, s.house), dignity: dignityNote(c, s.dignity) });
  // The note explains a difference: without one (a Sun late in a sign) it would mislead.
  if (tropical !== s.signIndex) w.para().say(p.chart.sunNote);
}

export function nakshatra(c: ChartCtx): void {
  const { p, w } = c;
  const m = planetOf(c.natal, 'Moon');
  const lord = NAKSHATRA_LORDS[m.nakshatraIndex]!;
  w.say(p.chart.nakshatra, {
    nakshatra: c.lex.nakshatras[m.nakshatraIndex]!,
    pada: m.pada,
    planet: pl(c, lord),
  });
  w.say(p.chart.nakDasha, { planet: pl(c, lord) });
  w.para();
  placement(c, lord);
}

export function planet(c: ChartCtx): void {
  const { p, w } = c;
  const g = c.slots.planet;
  if (!g) {
    w.say(p.common.askPlanet, { example: p.samples['chart.planet'] });
    return;
  }
  const x = planetOf(c.natal, g);
  const retro = x.retrograde && g !== 'Rahu' && g !== 'Ketu' ? p.chart.retroMark : '';
  w.say(p.chart.planet, {
    planet: pl(c, g),
    sign: sign(c, x.signIndex),
    house: ord(c, x.house),
    degree: x.degree.toFixed(1),
    nakshatra: c.lex.nakshatras[x.nakshatraIndex]!,
    dignity: dignityNote(c, x.dignity),
    retro,
  });
  const ruled = ruledHouses(c.natal, g);
  if (ruled.length > 0) w.say(p.chart.planetRules, { houses: houses(c, ruled) });
  if (x.combust) w.say(p.chart.planetCombust);
  w.para().raw(c.lex.planetIntro(c.lex.planets[g], c.lex.planetMeaning[g]));
  w.raw(c.lex.tone[toneOf(planetScore(c.natal, g))]);
}

export function house(c: ChartCtx): void {
  const { p, w } = c;
  const h = c.slots.house;
  if (!h) {
    w.say(p.common.askHouse, { example: p.samples['chart.house'] });
    return;
  }
  const hf = c.natal.houses[h - 1]!;
  const lord = planetOf(c.natal, hf.lord);
  w.say(p.chart.house, {
    house: ord(c, h),
    meaning: c.lex.houseMeaning[h - 1]!,
    sign: sign(c, hf.signIndex),
    lord: pl(c, hf.lord),
    lordHouse: ord(c, lord.house),
  });
  if (hf.occupants.length > 0) w.say(p.chart.houseOccupants, { planets: planets(c, hf.occupants) });
  else w.say(p.chart.houseEmpty);
  w.say(p.chart.houseTone, { tone: p.tones[toneOf(houseScore(c.natal, h))] });
  w.para();
  placement(c, hf.lord);
}

export function retrograde(c: ChartCtx): void {
  const { p, w } = c;
  const retro = c.natal.planets
    .filter((x) => x.retrograde && x.body !== 'Rahu' && x.body !== 'Ketu')
    .map((x) => x.body);
  if (retro.length > 0) w.say(p.chart.retrograde, { planets: planets(c, retro) });
  else w.say(p.chart.retrogradeNone);
  w.para();
  for (const g of retro.slice(0, 3)) placement(c, g);
  w.say(p.chart.retrogradeNote);
}

export function overview(c: ChartCtx): void {
  const { p, w, natal } = c;
  const moon = planetOf(natal, 'Moon');
  const sun = planetOf(natal, 'Sun');
  w.say(p.chart.overview, {
    sign: sign(c, natal.ascendant.signIndex),
    moonSign: sign(c, moon.signIndex),
    nakshatra: c.lex.nakshatras[moon.nakshatraIndex]!,
    sunSign: sign(c, sun.signIndex),
  });
  const d = natal.dasha;
  w.say(p.chart.overviewDasha, {
    maha: pl(c, d.mahadasha.lord),
    antar: pl(c, d.antardasha.lord),
    end: month(c, d.antardasha.end),
  });
  w.para();
  houseLines(c, 1);
  const strong = natal.planets
    .filter((x) => x.body !== 'Rahu' && x.body !== 'Ketu' && planetScore(natal, x.body) >= 2)
    .map((x) => x.body);
  if (strong.length > 0) w.say(p.chart.overviewStrong, { list: planets(c, strong) });
  const yogas = natal.yogas
    .map((y) => p.yogaNames[y.id as keyof typeof p.yogaNames])
    .filter(Boolean);
  if (yogas.length > 0) w.say(p.chart.overviewYogas, { list: c.lex.list(yogas.slice(0, 4)) });
  w.para().say(p.chart.overviewMore);
}
