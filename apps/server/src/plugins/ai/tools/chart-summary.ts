import {
  findDoshas,
  findYogas,
  GRAHAS,
  type Graha,
  type KaalSarpResult,
  type ManglikResult,
} from '@nakshatra/astro';
import { z } from 'zod';
import { natalChart, round1 } from './context.ts';
import type { AssistantTool, ToolContext } from './types.ts';

function doshasOf(ctx: ToolContext) {
  const doshas = findDoshas(natalChart(ctx), { atUtc: ctx.now });
  const manglik = doshas.find((d) => d.id === 'manglik')!.details as ManglikResult;
  const kaalSarp = doshas.find((d) => d.id === 'kaal-sarp')!.details as KaalSarpResult;
  const sadeSati = doshas.find((d) => d.id === 'sade-sati')!;
  const phase = 'phase' in sadeSati.details ? sadeSati.details.phase : null;
  return {
    manglik: {
      present: manglik.present,
      severity: manglik.severity,
      marsHouseFromLagna: manglik.marsHouse.fromLagna,
      marsHouseFromMoon: manglik.marsHouse.fromMoon,
      cancellations: manglik.cancellations,
    },
    kaalSarp: {
      present: kaalSarp.present,
      kind: kaalSarp.kind,
      variety: kaalSarp.variety,
      note: 'a modern popular rule, not in BPHS, Phaladeepika or Saravali',
    },
    sadeSatiNow: { present: phase !== null, phase },
  };
}

function summary(_args: unknown, ctx: ToolContext) {
  const chart = natalChart(ctx);
  const grahas = new Set<string>(GRAHAS);
  const moon = chart.planets.find((p) => p.body === 'Moon')!;
  return {
    zodiac: 'sidereal (Lahiri), whole-sign houses',
    lagna: {
      sign: chart.ascendant.sign,
      degree: round1(chart.ascendant.degreeInSign),
      nakshatra: chart.ascendant.nakshatra,
    },
    moon: { sign: moon.sign, nakshatra: moon.nakshatra, pada: moon.pada },
    planets: chart.planets
      .filter((p) => grahas.has(p.body))
      .map((p) => ({
        planet: p.body as Graha,
        sign: p.sign,
        house: p.house,
        degree: round1(p.degreeInSign),
        nakshatra: p.nakshatra,
        dignity: p.dignity,
        retrograde: p.retrograde,
      })),
    yogas: findYogas(chart)
      .filter((y) => y.present)
      .map((y) => ({ name: y.name, strength: y.strength ?? null, involves: [...y.involves] })),
    doshas: doshasOf(ctx),
  };
}

/** chart_summary: the asker's birth chart as the engine computes it. */
export const chartSummaryTool: AssistantTool = {
  name: 'chart_summary',
  description:
    "The asker's birth chart: lagna, Moon sign and nakshatra, the nine planets (sign, house, degree, dignity, retrograde), yogas present, and doshas (Manglik, Kaal Sarp, Sade Sati now).",
  args: z.strictObject({}),
  run: summary,
};
