/**
 * Transits (gochara) for a date: where the grahas are in the sidereal zodiac, each Moon sign's
 * view of them (whole-sign houses counted from that sign, the way daily horoscopes by Moon sign
 * are read), the major aspects between transiting planets, and which planets are retrograde.
 */
import { siderealPositions } from './positions.ts';
import { GRAHAS, type BodyId, type BodyPosition, type Graha, type SignIndex } from './types.ts';
import { houseFrom } from './yogas.ts';

export type AspectType = 'conjunction' | 'opposition' | 'trine' | 'square' | 'sextile';

/**
 * Major (Ptolemaic) aspects and their orbs, degrees: conjunction 0 ± 8, opposition 180 ± 8,
 * trine 120 ± 7, square 90 ± 7, sextile 60 ± 5. These are the orbs most daily-horoscope
 * writers use for transit-to-transit aspects (tighter than natal orbs).
 */
export const ASPECT_ORBS_DEG: Readonly<Record<AspectType, { angleDeg: number; orbDeg: number }>> = {
  conjunction: { angleDeg: 0, orbDeg: 8 },
  opposition: { angleDeg: 180, orbDeg: 8 },
  trine: { angleDeg: 120, orbDeg: 7 },
  square: { angleDeg: 90, orbDeg: 7 },
  sextile: { angleDeg: 60, orbDeg: 5 },
};

export interface TransitAspect {
  a: BodyId;
  b: BodyId;
  type: AspectType;
  /** |separation - exact angle|, degrees. */
  orbDeg: number;
  /** True when the separation is shrinking (the aspect is forming). */
  applying: boolean;
}

export interface SignTransits {
  signIndex: SignIndex;
  /** House of the transiting Moon counted from this sign (1-12). */
  moonHouse: number;
  /** Whole-sign house of every graha counted from this sign (1-12). */
  houses: Record<Graha, number>;
}

export interface Transits {
  utc: Date;
  /** Sidereal (Lahiri) positions of all bodies, mean node. */
  positions: Record<BodyId, BodyPosition>;
  /** One entry per sign, Aries first, treating that sign as the ascendant. */
  bySign: SignTransits[];
  /** Aspects between the grahas (Rahu-Ketu's own opposition left out). */
  aspects: TransitAspect[];
  /** Bodies retrograde at the instant (Rahu and Ketu always, mean node). */
  retrogrades: BodyId[];
}

/** Pairs of grahas checked for aspects: Rahu and Ketu are always opposite, so not that pair. */
const ASPECT_BODIES: readonly Graha[] = GRAHAS;

/**
 * Transits at an instant.
 * @param dateUtc the instant (e.g. local noon of the horoscope's day, in UT).
 */
export function transitsFor(dateUtc: Date): Transits {
  if (Number.isNaN(dateUtc.getTime())) throw new RangeError('invalid date');
  const positions = siderealPositions(dateUtc);
  const signOf = (b: BodyId) => Math.floor(positions[b].longitudeDeg / 30) % 12;

  const bySign: SignTransits[] = [];
  for (let s = 0; s < 12; s++) {
    const houses = {} as Record<Graha, number>;
    for (const g of GRAHAS) houses[g] = houseFrom(s, signOf(g));
    bySign.push({ signIndex: s, moonHouse: houses.Moon, houses });
  }

  const aspects: TransitAspect[] = [];
  for (let i = 0; i < ASPECT_BODIES.length; i++) {
    for (let j = i + 1; j < ASPECT_BODIES.length; j++) {
      const a = ASPECT_BODIES[i] as Graha;
      const b = ASPECT_BODIES[j] as Graha;
      if (a === 'Rahu' && b === 'Ketu') continue;
      const pa = positions[a];
      const pb = positions[b];
      const sep = Math.abs(((pa.longitudeDeg - pb.longitudeDeg + 540) % 360) - 180); // 0..180
      for (const [type, { angleDeg, orbDeg }] of Object.entries(ASPECT_ORBS_DEG) as [
        AspectType,
        { angleDeg: number; orbDeg: number },
      ][]) {
        const orb = Math.abs(sep - angleDeg);
        if (orb <= orbDeg) {
          // d(sep)/dt from the relative speed: the aspect applies when |sep - angle| shrinks.
          const rel = pa.speedDegPerDay - pb.speedDegPerDay;
          const signedDiff = ((pa.longitudeDeg - pb.longitudeDeg + 540) % 360) - 180;
          const sepRate = Math.sign(signedDiff) * rel;
          const applying = (sep - angleDeg) * sepRate < 0;
          aspects.push({ a, b, type, orbDeg: orb, applying });
        }
      }
    }
  }
  aspects.sort((x, y) => x.orbDeg - y.orbDeg);

  const retrogrades = (Object.keys(positions) as BodyId[]).filter((b) => positions[b].retrograde);
  return { utc: dateUtc, positions, bySign, aspects, retrogrades };
}
