/**
 * How strong a house of the natal chart is, and how months are written: shared by the kind
 * answers.
 *
 * House strength (classical Parashari, simplified and stated here so answers can be checked):
 * a house scores by its lord's dignity (exalted, own, moolatrikona +2; friendly +1; enemy -1;
 * debilitated -2), the lord's house (kendra or trikona +1; 6th, 8th, 12th -1), combustion (-1),
 * benefics in the house (+1 each), malefics (-0.5 each) and Jupiter's aspect (+1). Two or more
 * reads as strong, -1 or less as under strain, anything between as mixed.
 */
import type { Dignity, Graha } from '@nakshatra/astro';
import { LEXICONS } from './lexicon/index.ts';
import { streamTokens } from './tokens.ts';
import type { NatalFacts, PlanetFact } from './types.ts';

const BENEFICS = new Set<Graha>(['Jupiter', 'Venus', 'Mercury', 'Moon']);
const KENDRA_TRIKONA = new Set([1, 4, 5, 7, 9, 10]);
const DUSTHANA = new Set([6, 8, 12]);

function dignityScore(d: Dignity | null): number {
  switch (d) {
    case 'exalted':
    case 'moolatrikona':
    case 'own':
      return 2;
    case 'friendly':
      return 1;
    case 'enemy':
      return -1;
    case 'debilitated':
      return -2;
    default:
      return 0;
  }
}

function planetOf(natal: NatalFacts, body: Graha): PlanetFact {
  return natal.planets.find((p) => p.body === body)!;
}

/** Score of a house by the rules in the file comment. */
export function houseScore(natal: NatalFacts, house: number): number {
  const h = natal.houses[house - 1]!;
  const lord = planetOf(natal, h.lord);
  let s = dignityScore(lord.dignity);
  if (KENDRA_TRIKONA.has(lord.house)) s += 1;
  else if (DUSTHANA.has(lord.house)) s -= 1;
  if (lord.combust) s -= 1;
  for (const o of h.occupants) {
    if (o === h.lord) continue;
    s += BENEFICS.has(o) ? 1 : -0.5;
  }
  // Jupiter's full aspects: the 5th, 7th and 9th houses from itself.
  const jup = planetOf(natal, 'Jupiter').house;
  if ([5, 7, 9].some((k) => ((jup + k - 2) % 12) + 1 === house)) s += 1;
  return s;
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();
/** "June 2027" in the language's calendar words, Latin digits. */
export function formatMonth(iso: string, locale: string): string {
  let f = monthFormats.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(`${locale}-u-nu-latn`, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    monthFormats.set(locale, f);
  }
  return f.format(new Date(iso));
}

/**
 * Loads what the first answer in each language would otherwise load on demand (ICU month names
 * and word segmentation data, about 250 ms in all), so no asker pays for it. Call at start-up.
 */
export function warmAssistant(): void {
  for (const lex of Object.values(LEXICONS)) {
    formatMonth('2000-01-01T00:00:00Z', lex.locale);
    streamTokens('warm up', lex.lang);
  }
}
