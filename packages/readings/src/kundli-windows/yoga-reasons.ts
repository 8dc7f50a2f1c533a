/**
 * The engine's yoga reason codes (yogas.ts of @nakshatra/astro: 'jupiter-debilitated',
 * 'venus+mercury-conjunction', 'mars-dispositor-kendra-by-saturn'...) as sentences in a language.
 */
import type { Graha, YogaResult } from '@nakshatra/astro';
import type { Lang } from '../lang.ts';
import { packFor, planetInText } from '../packs/index.ts';
import { fill } from '../text.ts';
import type { KundliWindowsBank } from './bank.ts';
import { WINDOW_BANKS } from './banks/index.ts';

type ReasonKey = keyof KundliWindowsBank['yogaReasons'];

const SINGLE: Readonly<Record<string, ReasonKey>> = {
  'not-in-kendra-from-moon': 'notInKendraFromMoon',
  debilitated: 'debilitated',
  combust: 'combust',
  'enemy-sign': 'enemySign',
  'in-dusthana': 'inDusthana',
  'not-own-or-exalted': 'notOwnOrExalted',
  'not-in-kendra': 'notInKendra',
  'yogakaraka-well-placed': 'yogakarakaWellPlaced',
  'yogakaraka-unfit': 'yogakarakaUnfit',
  'debilitated-not-cancelled': 'debilitatedNotCancelled',
};
const PAIR: Readonly<Record<string, ReasonKey>> = {
  'in-dusthana': 'pairInDusthana',
  conjunction: 'conjunction',
  'mutual-aspect': 'mutualAspect',
  exchange: 'exchange',
};
const CANCEL: Readonly<Record<string, ReasonKey>> = {
  'dispositor-kendra': 'dispositorKendra',
  'exaltation-lord-kendra': 'exaltationLordKendra',
  'exalted-planet-kendra': 'exaltedPlanetKendra',
  'dispositor-aspect': 'dispositorAspect',
};
const PLANETS = 'sun|moon|mars|mercury|jupiter|venus|saturn';
const PAIR_RE = new RegExp(`^(${PLANETS})\\+(${PLANETS})-(.+)$`);
const CANCEL_RE = new RegExp(`^(${PLANETS})-(.+)-by-(${PLANETS})$`);
const SINGLE_RE = new RegExp(`^(${PLANETS})-(.+)$`);

const graha = (lower: string) => (lower[0]!.toUpperCase() + lower.slice(1)) as Graha;

/** One reason code as text, or null for a code this bank does not know. */
export function yogaReasonText(code: string, lang: Lang): string | null {
  const t = WINDOW_BANKS[lang].yogaReasons;
  const pack = packFor(lang);
  const name = (lower: string) => planetInText(pack, graha(lower));
  if (code === 'sun-mercury-apart') return t.sunMercuryApart;
  if (code === 'moon-mars-apart') return t.moonMarsApart;
  let m = PAIR_RE.exec(code);
  if (m && PAIR[m[3]!]) return fill(t[PAIR[m[3]!]!], { a: name(m[1]!), b: name(m[2]!) });
  m = CANCEL_RE.exec(code);
  if (m && CANCEL[m[2]!]) return fill(t[CANCEL[m[2]!]!], { planet: name(m[1]!), by: name(m[3]!) });
  m = SINGLE_RE.exec(code);
  if (m && SINGLE[m[2]!]) return fill(t[SINGLE[m[2]!]!], { planet: name(m[1]!) });
  return null;
}

/** A yoga's reasons as {code, text}, in the engine's order (unknown codes left out). */
export function yogaReasons(yoga: YogaResult, lang: Lang): { code: string; text: string }[] {
  return yoga.reasons.flatMap((code) => {
    const text = yogaReasonText(code, lang);
    return text === null ? [] : [{ code, text }];
  });
}
