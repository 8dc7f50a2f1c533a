/**
 * Vimshottari dasha (BPHS ch. 46): a 120-year cycle of nine planetary periods, entered at birth
 * at the lord of the Moon's nakshatra, with the part of that period the Moon has already
 * traversed in its nakshatra counted as elapsed.
 *
 * Years are Julian years of 365.25 days, the convention of most Parashari software (the
 * alternatives, 360-day savana years or 365.2422-day tropical years, shift period ends by
 * days to months late in life).
 */
import type { DashaPeriod, Graha } from './types.ts';
import { DASHA_ORDER, nakshatraOf } from './zodiac.ts';

export { DASHA_ORDER };

/** Length of a dasha year, days. */
export const DASHA_YEAR_DAYS = 365.25;
const MS_PER_YEAR = DASHA_YEAR_DAYS * 86_400_000;

/** Mahadasha lengths in years; they sum to 120. */
export const DASHA_YEARS: Readonly<Record<Graha, number>> = {
  Ketu: 7,
  Venus: 20,
  Sun: 6,
  Moon: 10,
  Mars: 7,
  Rahu: 18,
  Jupiter: 16,
  Saturn: 19,
  Mercury: 17,
};

/** Total length of the cycle, years. */
export const DASHA_CYCLE_YEARS = 120;

/**
 * The mahadasha running at birth and how much of it remains.
 * @param moonSiderealLongitudeDeg - the Moon's sidereal longitude at birth, degrees.
 * @returns the lord and the balance in years of 365.25 days, in (0, lord's years].
 */
export function dashaBalanceAtBirth(moonSiderealLongitudeDeg: number): {
  lord: Graha;
  balanceYears: number;
} {
  const nak = nakshatraOf(moonSiderealLongitudeDeg);
  return { lord: nak.lord, balanceYears: (1 - nak.fractionElapsed) * DASHA_YEARS[nak.lord] };
}

/** Lords of the sub-periods of a period ruled by `lord`: the cycle starting at `lord`. */
function sequenceFrom(lord: Graha): Graha[] {
  const i = DASHA_ORDER.indexOf(lord);
  return DASHA_ORDER.map((_, k) => DASHA_ORDER[(i + k) % 9] as Graha);
}

/**
 * Splits [startMs, endMs) among the nine lords from `lord` in proportion to their years.
 * Boundaries are rounded to whole milliseconds and shared, so periods are exactly contiguous
 * and the last one ends exactly at the parent's end.
 */
function subdivide(
  lord: Graha,
  startMs: number,
  endMs: number,
  level: number,
  levels: number,
): DashaPeriod[] {
  const span = endMs - startMs;
  const out: DashaPeriod[] = [];
  let cumulativeYears = 0;
  let from = startMs;
  for (const sub of sequenceFrom(lord)) {
    cumulativeYears += DASHA_YEARS[sub];
    const to =
      cumulativeYears === DASHA_CYCLE_YEARS
        ? endMs
        : Math.round(startMs + (span * cumulativeYears) / DASHA_CYCLE_YEARS);
    const period: DashaPeriod = { lord: sub, level, start: new Date(from), end: new Date(to) };
    if (level < levels) period.children = subdivide(sub, from, to, level + 1, levels);
    out.push(period);
    from = to;
  }
  return out;
}

/**
 * The Vimshottari dasha tree from birth: the nine mahadashas (120 years), the first starting
 * before birth so that its balance at birth is {@link dashaBalanceAtBirth}. Each mahadasha of
 * lord L and length Y_L is divided into nine antardashas from L in the cycle order, the one of
 * lord M lasting Y_L * Y_M / 120; pratyantardashas divide antardashas the same way.
 * @param birthUtc - the birth instant.
 * @param moonSiderealLongitudeDeg - the Moon's sidereal longitude at birth, degrees.
 * @param levels - 1 mahadashas only, 2 with antardashas, 3 (default) with pratyantardashas.
 * @returns nine level-1 periods, contiguous, the first containing the birth instant.
 */
export function vimshottari(
  birthUtc: Date,
  moonSiderealLongitudeDeg: number,
  levels: 1 | 2 | 3 = 3,
): DashaPeriod[] {
  const nak = nakshatraOf(moonSiderealLongitudeDeg);
  const birthMs = birthUtc.getTime();
  const firstStartMs = Math.round(
    birthMs - nak.fractionElapsed * DASHA_YEARS[nak.lord] * MS_PER_YEAR,
  );
  const cycleEndMs = Math.round(firstStartMs + DASHA_CYCLE_YEARS * MS_PER_YEAR);
  return subdivide(nak.lord, firstStartMs, cycleEndMs, 1, levels);
}

/**
 * The chain of periods running at an instant.
 * @param periods - the output of {@link vimshottari} (or any level's list of siblings).
 * @param at - the instant.
 * @returns [mahadasha, antardasha, pratyantardasha] down to the depth computed; empty when
 *   `at` is outside the periods (before the first start or at/after the last end).
 */
export function runningDasha(periods: readonly DashaPeriod[], at: Date): DashaPeriod[] {
  const t = at.getTime();
  const chain: DashaPeriod[] = [];
  let level: readonly DashaPeriod[] | undefined = periods;
  while (level && level.length > 0) {
    const current: DashaPeriod | undefined = level.find(
      (p) => p.start.getTime() <= t && t < p.end.getTime(),
    );
    if (!current) break;
    chain.push(current);
    level = current.children;
  }
  return chain;
}
