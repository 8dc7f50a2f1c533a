/**
 * Dated sky events in a window, the ones Indian rashifal columns date: a graha changing sidereal
 * sign (Lahiri), a retrograde or direct station, a planet becoming combust or leaving
 * combustion, Purnima and Amavasya, and solar and lunar eclipses.
 *
 * Method: the sidereal positions (mean node) are sampled every 12 hours (every 2 hours for the
 * Moon's sign changes, which only day readings ask for), and each change between two samples is
 * bisected to one minute. A sign change or station that reverses inside one step (a retrograde
 * dip of less than 12 hours) would be missed; none of the grahas does that (the fastest,
 * Mercury, stays retrograde about three weeks). Purnima and Amavasya come from astronomy-engine's
 * SearchMoonPhase (180° and 0° elongation), eclipses from SearchLunarEclipse and
 * SearchGlobalSolarEclipse (their peak instants; a penumbral lunar eclipse is left out, as the
 * almanacs leave it out).
 */
import { SearchGlobalSolarEclipse, SearchLunarEclipse, SearchMoonPhase } from 'astronomy-engine';
import { isCombust } from './dignity.ts';
import { siderealPositions } from './positions.ts';
import type { BodyPosition, Graha } from './types.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const STEP_MS = 12 * HOUR_MS;
const MOON_STEP_MS = 2 * HOUR_MS;

/** Grahas whose stations and combustion matter (the Sun and Moon never station; nodes always retrograde). */
const STATION_BODIES = ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as const;
const COMBUST_BODIES = ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as const;
const INGRESS_BODIES: readonly Graha[] = [
  'Sun',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Rahu',
  'Ketu',
];

/** `sign` (0 = Aries) is where the body is at `at`: for an ingress the sign entered, for a lunation the Moon's. */
export type TransitEvent =
  | { kind: 'ingress'; body: Graha; at: Date; sign: number; fromSign: number; retrograde: boolean }
  | { kind: 'station'; body: Graha; at: Date; sign: number; motion: 'retrograde' | 'direct' }
  | { kind: 'combust'; body: Graha; at: Date; sign: number; state: 'begins' | 'ends' }
  | { kind: 'purnima' | 'amavasya'; body: 'Moon'; at: Date; sign: number }
  | { kind: 'eclipse'; body: 'Sun' | 'Moon'; at: Date; sign: number; eclipseKind: string };

type Sample = Record<string, BodyPosition>;
const positionsAt = (ms: number): Sample => siderealPositions(new Date(ms));
const signOf = (p: BodyPosition) => Math.floor(p.longitudeDeg / 30) % 12;

/** The first minute in (lo, hi] at which `state(t)` differs from `state(lo)`. */
function bisect<T>(lo: number, hi: number, state: (ms: number) => T): number {
  const start = state(lo);
  while (hi - lo > MINUTE_MS) {
    const mid = Math.floor((lo + hi) / 2);
    if (state(mid) === start) lo = mid;
    else hi = mid;
  }
  return hi;
}

function combustAt(body: Graha, s: Sample): boolean {
  const p = s[body]!;
  return isCombust(body, p.longitudeDeg, s.Sun!.longitudeDeg, p.retrograde);
}

/** Sign changes, stations and combustion between two samples `step` apart. */
function changesBetween(t: number, a: Sample, b: Sample, step: number): TransitEvent[] {
  const out: TransitEvent[] = [];
  for (const body of INGRESS_BODIES) {
    if (signOf(a[body]!) === signOf(b[body]!)) continue;
    const at = bisect(t, t + step, (ms) => signOf(positionsAt(ms)[body]!));
    const after = positionsAt(at)[body]!;
    out.push({
      kind: 'ingress',
      body,
      at: new Date(at),
      sign: signOf(after),
      fromSign: signOf(a[body]!),
      retrograde: body === 'Rahu' || body === 'Ketu' ? false : after.retrograde,
    });
  }
  for (const body of STATION_BODIES) {
    if (a[body]!.retrograde === b[body]!.retrograde) continue;
    const at = bisect(t, t + step, (ms) => positionsAt(ms)[body]!.retrograde);
    const sign = signOf(positionsAt(at)[body]!);
    out.push({
      kind: 'station',
      body,
      at: new Date(at),
      sign,
      motion: b[body]!.retrograde ? 'retrograde' : 'direct',
    });
  }
  for (const body of COMBUST_BODIES) {
    const before = combustAt(body, a);
    if (before === combustAt(body, b)) continue;
    const at = bisect(t, t + step, (ms) => combustAt(body, positionsAt(ms)));
    const sign = signOf(positionsAt(at)[body]!);
    out.push({ kind: 'combust', body, at: new Date(at), sign, state: before ? 'ends' : 'begins' });
  }
  return out;
}

function moonIngresses(from: number, to: number): TransitEvent[] {
  const out: TransitEvent[] = [];
  const moonSign = (ms: number) => signOf(positionsAt(ms).Moon!);
  let prev = moonSign(from);
  for (let t = from; t < to; t += MOON_STEP_MS) {
    const next = Math.min(t + MOON_STEP_MS, to);
    const s = moonSign(next);
    if (s !== prev) {
      const at = new Date(bisect(t, next, moonSign));
      out.push({ kind: 'ingress', body: 'Moon', at, sign: s, fromSign: prev, retrograde: false });
      prev = s;
    }
  }
  return out;
}

function lunations(from: number, to: number): TransitEvent[] {
  const out: TransitEvent[] = [];
  for (const [deg, kind] of [
    [180, 'purnima'],
    [0, 'amavasya'],
  ] as const) {
    let start = from;
    for (;;) {
      const found = SearchMoonPhase(deg, new Date(start), (to - start) / DAY_MS);
      if (!found || found.date.getTime() >= to) break;
      out.push({
        kind,
        body: 'Moon',
        at: found.date,
        sign: signOf(positionsAt(found.date.getTime()).Moon!),
      });
      start = found.date.getTime() + DAY_MS;
    }
  }
  return out;
}

function eclipses(from: number, to: number): TransitEvent[] {
  const out: TransitEvent[] = [];
  for (let e = SearchLunarEclipse(new Date(from)); e.peak.date.getTime() < to;) {
    const at = e.peak.date;
    if (e.kind !== 'penumbral')
      out.push({
        kind: 'eclipse',
        body: 'Moon',
        at,
        sign: signOf(positionsAt(at.getTime()).Moon!),
        eclipseKind: e.kind,
      });
    e = SearchLunarEclipse(new Date(e.peak.date.getTime() + DAY_MS));
  }
  for (let e = SearchGlobalSolarEclipse(new Date(from)); e.peak.date.getTime() < to;) {
    const at = e.peak.date;
    out.push({
      kind: 'eclipse',
      body: 'Sun',
      at,
      sign: signOf(positionsAt(at.getTime()).Sun!),
      eclipseKind: e.kind,
    });
    e = SearchGlobalSolarEclipse(new Date(e.peak.date.getTime() + DAY_MS));
  }
  return out;
}

/**
 * Every event in [fromUtc, toUtc), in time order.
 * @param opts.moon also list the Moon's sign changes (about one every 2.25 days).
 * @throws RangeError on an empty window or one longer than 400 days.
 */
export function transitEvents(
  fromUtc: Date,
  toUtc: Date,
  opts: { moon?: boolean } = {},
): TransitEvent[] {
  const from = fromUtc.getTime();
  const to = toUtc.getTime();
  if (!(to > from) || to - from > 400 * DAY_MS) {
    throw new RangeError('window must be positive and at most 400 days');
  }
  const events: TransitEvent[] = [];
  let prev = positionsAt(from);
  for (let t = from; t < to; t += STEP_MS) {
    const step = Math.min(STEP_MS, to - t);
    const next = positionsAt(t + step);
    events.push(...changesBetween(t, prev, next, step));
    prev = next;
  }
  if (opts.moon) events.push(...moonIngresses(from, to));
  events.push(...lunations(from, to), ...eclipses(from, to));
  return events
    .filter((e) => e.at.getTime() >= from && e.at.getTime() < to)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}
