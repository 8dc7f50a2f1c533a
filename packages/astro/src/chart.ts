/**
 * A complete birth chart: positions, ascendant, MC, house cusps, and for every body its sign,
 * nakshatra, pada, house, dignity and combustion. Sidereal (Lahiri, whole-sign houses) unless
 * the input asks otherwise.
 */
import { ayanamsaDegForInstant } from './ayanamsa.ts';
import { isCombust, dignityOf } from './dignity.ts';
import { ascendantAndMcForInstant, houseCuspsForInstant, houseOf } from './houses.ts';
import { ayanamsaRateDegPerDay, toSidereal, tropicalPositionsForInstant } from './positions.ts';
import { instantContext } from './time.ts';
import { BODIES, type Chart, type ChartInput, type Placement } from './types.ts';
import { nakshatraOf, normalizeDeg, signName, signOf } from './zodiac.ts';

/** Thrown for input a chart cannot be computed from; callers map it to a 4xx answer. */
export class ChartInputError extends RangeError {
  constructor(message: string) {
    super(message);
    this.name = 'ChartInputError';
  }
}

/** Fills defaults and rejects impossible input. */
export function normalizeChartInput(input: ChartInput): Required<ChartInput> {
  if (!(input.utc instanceof Date) || Number.isNaN(input.utc.getTime())) {
    throw new ChartInputError('utc must be a valid Date');
  }
  if (!Number.isFinite(input.latDeg) || Math.abs(input.latDeg) > 90) {
    throw new ChartInputError('latDeg must be a number between -90 and 90');
  }
  if (!Number.isFinite(input.lonDeg) || Math.abs(input.lonDeg) > 180) {
    throw new ChartInputError('lonDeg must be a number between -180 and 180');
  }
  const zodiac = input.zodiac ?? 'sidereal';
  return {
    utc: input.utc,
    latDeg: input.latDeg,
    lonDeg: input.lonDeg,
    zodiac,
    ayanamsa: input.ayanamsa ?? 'lahiri',
    node: input.node ?? 'mean',
    houseSystem: input.houseSystem ?? (zodiac === 'sidereal' ? 'whole-sign' : 'placidus'),
  };
}

/**
 * Computes a chart.
 * @param input - birth instant (UT), geographic latitude/longitude (degrees, north and east
 *   positive) and options: zodiac 'sidereal' (default) or 'tropical'; ayanamsa 'lahiri'
 *   (default), 'raman', 'kp'; node 'mean' (default) or 'true'; houseSystem 'whole-sign'
 *   (default for sidereal), 'equal', 'placidus' (default for tropical).
 * @returns the chart; all longitudes in degrees [0, 360) in the chart's zodiac; planets in the
 *   order of BODIES (Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu, Uranus,
 *   Neptune, Pluto).
 * @throws ChartInputError for an invalid date or out-of-range coordinates.
 */
export function computeChart(input: ChartInput): Chart {
  const inp = normalizeChartInput(input);
  const ctx = instantContext(inp.utc);
  const tropical = tropicalPositionsForInstant(ctx, inp.node);
  const sidereal = inp.zodiac === 'sidereal';
  const ayanamsaDeg = sidereal ? ayanamsaDegForInstant(ctx, inp.ayanamsa) : 0;
  const positions = sidereal
    ? toSidereal(tropical, ayanamsaDeg, ayanamsaRateDegPerDay(ctx))
    : tropical;

  const angles = ascendantAndMcForInstant(ctx, inp.latDeg, inp.lonDeg);
  const ascLon = normalizeDeg(angles.ascendantDeg - ayanamsaDeg);
  const ascSign = signOf(ascLon);
  const ascNak = nakshatraOf(ascLon);
  const cusps = houseCuspsForInstant(ctx, inp.latDeg, inp.lonDeg, inp.houseSystem, ayanamsaDeg);
  const sunLon = positions.Sun.longitudeDeg;

  const planets: Placement[] = BODIES.map((body) => {
    const p = positions[body];
    const sign = signOf(p.longitudeDeg);
    const nak = nakshatraOf(p.longitudeDeg);
    const house =
      inp.houseSystem === 'whole-sign'
        ? ((sign - ascSign + 12) % 12) + 1
        : houseOf(p.longitudeDeg, cusps);
    return {
      ...p,
      signIndex: sign,
      sign: signName(sign),
      degreeInSign: p.longitudeDeg - sign * 30,
      nakshatraIndex: nak.index,
      nakshatra: nak.name,
      pada: nak.pada,
      nakshatraLord: nak.lord,
      house,
      dignity: dignityOf(body, p.longitudeDeg),
      combust: isCombust(body, p.longitudeDeg, sunLon, p.retrograde),
    };
  });

  return {
    input: inp,
    ayanamsaDeg,
    ascendant: {
      longitudeDeg: ascLon,
      signIndex: ascSign,
      sign: signName(ascSign),
      degreeInSign: ascLon - ascSign * 30,
      nakshatraIndex: ascNak.index,
      nakshatra: ascNak.name,
      pada: ascNak.pada,
      nakshatraLord: ascNak.lord,
    },
    mcDeg: normalizeDeg(angles.mcDeg - ayanamsaDeg),
    houseCuspsDeg: cusps,
    planets,
  };
}
