/**
 * Dated windows of a life area over the five years from the request date:
 * - antardashas (Vimshottari, BPHS ch. 46) whose lord rules or occupies the section's houses or
 *   is its karaka; for the motivational message every antardasha, with the houses its lord rules;
 * - Jupiter and Saturn in the section's houses counted from the natal Moon (gochara,
 *   Phaladeepika ch. 26) and from the ascendant, from the first entry into the sign to the final
 *   exit (a retrograde dip out and back is one window);
 * - for the zodiac sign (the Moon sign): the phases of Sade Sati, the Dhaiya (Saturn 4th or 8th
 *   from the Moon) and Jupiter over the Moon sign.
 * Each window is an instant pair; the text names it in the reader's calendar (dates.ts).
 */
import {
  dhaiyaPeriods,
  houseFrom,
  joinRetrogradeStays,
  planetConditionPoints,
  sadeSatiFromStays,
  type ClassicalPlanet,
  type DashaPeriod,
  type Graha,
  type SadeSatiPhase,
  type SaturnStay,
  type SignStay,
} from '@nakshatra/astro';
import { mergeSadeSati } from '../explain.ts';
import type { KundliSection } from '../kundli.ts';
import { fill } from '../text.ts';
import type { PeriodTone } from './bank.ts';
import { sectionFocus, type SectionFocus } from './assess.ts';
import type { ChartReader } from './context.ts';

export type WindowKind = 'antardasha' | 'transit' | 'sade-sati' | 'dhaiya';

export interface KundliWindow {
  kind: WindowKind;
  /** The antardasha lord, or the transiting graha (Saturn for Sade Sati and Dhaiya). */
  planet: Graha;
  /** The mahadasha lord of an antardasha. */
  maha?: Graha;
  start: Date;
  end: Date;
  /** Transits: the sign entered, and its house from the Moon and from the ascendant. */
  signIndex?: number;
  houseFromMoon?: number;
  houseFromLagna?: number;
  text: string;
}

const DUSTHANAS = [6, 8, 12];

/**
 * A period lord's tone from its condition points (yogas.ts: dignity, house, combustion,
 * aspects): >= 1 good, <= -1 hard. Rahu and Ketu, which have no dignity here, are hard in a
 * dusthana and mixed elsewhere.
 */
export function periodTone(r: ChartReader, lord: Graha): PeriodTone {
  if (lord === 'Rahu' || lord === 'Ketu')
    return DUSTHANAS.includes(r.houseOf(lord)) ? 'hard' : 'mixed';
  const points = planetConditionPoints(r.chart, lord as ClassicalPlanet);
  return points >= 1 ? 'good' : points <= -1 ? 'hard' : 'mixed';
}

function antardashas(r: ChartReader): { maha: DashaPeriod; antar: DashaPeriod }[] {
  return r.input.dashas.flatMap((maha) =>
    (maha.children ?? [])
      .filter((antar) => r.inHorizon(antar.start, antar.end))
      .map((antar) => ({ maha, antar })),
  );
}

/** Why an antardasha lord belongs to a section: the houses it rules, where it sits, karaka. */
function dashaReasons(
  r: ChartReader,
  section: KundliSection,
  focus: SectionFocus,
  lord: Graha,
): string[] {
  const t = r.bank.dashaReasons;
  const planet = r.planet(lord);
  const all = section === 'motivationalMessage';
  const ruled = r.housesRuledBy(lord).filter((h) => all || focus.houses.includes(h));
  const reasons: string[] = [];
  if (ruled.length > 0)
    reasons.push(fill(t.rules, { planet, houses: r.pack.list(ruled.map((h) => r.ord(h))) }));
  const sits = r.houseOf(lord);
  if ((all && ruled.length === 0) || (!all && focus.houses.includes(sits))) {
    reasons.push(fill(t.occupies, { planet, house: r.ord(sits) }));
  }
  if (!all && focus.karakas.includes(lord)) {
    reasons.push(fill(t.karaka, { planet, area: r.bank.areas[section] }));
  }
  return reasons;
}

function dashaWindows(r: ChartReader, section: KundliSection, focus: SectionFocus): KundliWindow[] {
  const area = r.bank.areas[section];
  const out: KundliWindow[] = [];
  for (const { maha, antar } of antardashas(r)) {
    const reasons = dashaReasons(r, section, focus, antar.lord);
    if (reasons.length === 0) continue;
    const text = fill(r.bank.dashaWindow, {
      maha: r.planet(maha.lord),
      antar: r.planet(antar.lord),
      start: r.date(antar.start),
      end: r.date(antar.end),
      effect: fill(r.bank.dashaEffects[periodTone(r, antar.lord)], { area }),
      reasons: r.pack.list(reasons),
    });
    out.push({
      kind: 'antardasha',
      planet: antar.lord,
      maha: maha.lord,
      start: antar.start,
      end: antar.end,
      text,
    });
  }
  return out;
}

/** One Jupiter or Saturn stay as a window, if it falls in the section's houses. */
function transitWindow(
  r: ChartReader,
  stay: SignStay,
  houses: readonly number[],
  moonOnly: boolean,
): KundliWindow | null {
  const moonSign = r.placement('Moon').signIndex;
  const fromMoon = houseFrom(moonSign, stay.signIndex);
  const fromLagna = r.houseOfSign(stay.signIndex);
  const byMoon = houses.includes(fromMoon);
  const byLagna = !moonOnly && houses.includes(fromLagna);
  if (!byMoon && !byLagna) return null;
  const b = r.bank;
  const jupiter = stay.body === 'Jupiter';
  const effect = byMoon
    ? (jupiter ? b.jupiterFromMoon : b.saturnFromMoon)[fromMoon - 1]!
    : fill(jupiter ? b.jupiterFromLagna : b.saturnFromLagna, {
        topic: r.pack.names.houseTopics[fromLagna - 1]!,
      });
  const template =
    byMoon && byLagna && fromMoon === fromLagna
      ? b.transitBoth
      : byMoon
        ? b.transitMoon
        : b.transitLagna;
  const text = fill(template, {
    planet: r.planet(stay.body),
    house: r.ord(byMoon ? fromMoon : fromLagna),
    sign: r.sign(stay.signIndex),
    start: r.date(stay.start),
    end: r.date(stay.end),
    effect,
  });
  return {
    kind: 'transit',
    planet: stay.body,
    start: stay.start,
    end: stay.end,
    signIndex: stay.signIndex,
    houseFromMoon: fromMoon,
    houseFromLagna: fromLagna,
    text,
  };
}

function transitWindows(
  r: ChartReader,
  houses: readonly number[],
  moonOnly: boolean,
  planets: readonly ('Jupiter' | 'Saturn')[],
): KundliWindow[] {
  const out: KundliWindow[] = [];
  for (const g of planets) {
    for (const stay of joinRetrogradeStays(r.stays[g])) {
      if (!r.inHorizon(stay.start, stay.end)) continue;
      const w = transitWindow(r, stay, houses, moonOnly);
      if (w) out.push(w);
    }
  }
  return out;
}

function saturnStaysMs(r: ChartReader): SaturnStay[] {
  return r.stays.Saturn.map((s) => ({
    signIndex: s.signIndex,
    start: s.start.getTime(),
    end: s.end.getTime(),
  }));
}

/** Sade Sati phases (retrograde re-entries joined) and Dhaiyas that meet the five years. */
function saturnOverMoonWindows(r: ChartReader): KundliWindow[] {
  const moonSign = r.placement('Moon').signIndex;
  const b = r.bank;
  const out: KundliWindow[] = [];
  for (const period of mergeSadeSati(sadeSatiFromStays(moonSign, saturnStaysMs(r)))) {
    const byPhase = new Map<SadeSatiPhase, { sign: number; start: Date; end: Date }>();
    for (const ph of period.phases) {
      const seen = byPhase.get(ph.phase);
      if (seen) seen.end = ph.end;
      else byPhase.set(ph.phase, { sign: ph.signIndex, start: ph.start, end: ph.end });
    }
    for (const [phase, p] of byPhase) {
      if (!r.inHorizon(p.start, p.end)) continue;
      const text = fill(b.sadeSatiWindow, {
        phase: r.pack.names.sadeSatiPhases[phase],
        sign: r.sign(p.sign),
        start: r.date(p.start),
        end: r.date(p.end),
        effect: b.sadeSatiEffects[phase],
      });
      out.push({
        kind: 'sade-sati',
        planet: 'Saturn',
        start: p.start,
        end: p.end,
        signIndex: p.sign,
        houseFromMoon: houseFrom(moonSign, p.sign),
        text,
      });
    }
  }
  for (const d of dhaiyaPeriods(moonSign, saturnStaysMs(r))) {
    if (!r.inHorizon(d.start, d.end)) continue;
    const text = fill(b.dhaiyaWindow, {
      kind: b.dhaiya.kinds[d.kind],
      sign: r.sign(d.signIndex),
      house: r.ord(d.house),
      start: r.date(d.start),
      end: r.date(d.end),
      effect: b.dhaiyaEffects[d.kind],
    });
    out.push({
      kind: 'dhaiya',
      planet: 'Saturn',
      start: d.start,
      end: d.end,
      signIndex: d.signIndex,
      houseFromMoon: d.house,
      text,
    });
  }
  return out;
}

/** The windows of one section in time order (antardashas first on the same start). */
export function sectionWindows(r: ChartReader, section: KundliSection): KundliWindow[] {
  const focus = sectionFocus(r, section);
  const windows = dashaWindows(r, section, focus);
  if (section === 'zodiacSign') {
    windows.push(...saturnOverMoonWindows(r), ...transitWindows(r, [1], true, ['Jupiter']));
  } else if (section !== 'motivationalMessage') {
    windows.push(...transitWindows(r, focus.houses, false, ['Jupiter', 'Saturn']));
  }
  const order: Record<WindowKind, number> = {
    antardasha: 0,
    'sade-sati': 1,
    dhaiya: 2,
    transit: 3,
  };
  return windows.sort(
    (a, b) => a.start.getTime() - b.start.getTime() || order[a.kind] - order[b.kind],
  );
}
