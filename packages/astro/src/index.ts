/**
 * @nakshatra/astro: pure computation of Vedic (sidereal, Lahiri) and Western (tropical) charts.
 * No I/O, no clock, no environment: every instant is an argument, in UT.
 *
 * Importing this package installs the engine's Delta T model into astronomy-engine (see
 * time.ts), so all astronomy-engine calls in the process convert UT to TT the same way.
 */
export * from './types.ts';
export { deltaTSeconds, julianDayUt, dateFromJulianDayUt, astroTime, J2000 } from './time.ts';
export { ayanamsaDeg, meanAyanamsaDegAtTt } from './ayanamsa.ts';
export {
  tropicalPositions,
  siderealPositions,
  meanNodeDeg,
  PRECESSION_RATE_DEG_PER_DAY,
} from './positions.ts';
export { ascendantAndMc, houseCusps, houseOf } from './houses.ts';
export {
  normalizeDeg,
  signOf,
  signName,
  nakshatraOf,
  NAKSHATRA_LORDS,
  SIGN_LORDS,
  NAKSHATRA_SPAN_DEG,
  PADA_SPAN_DEG,
  type NakshatraPosition,
} from './zodiac.ts';
export { dignityOf, isCombust, naturalRelationship } from './dignity.ts';
export { computeChart, ChartInputError } from './chart.ts';
export {
  vimshottari,
  dashaBalanceAtBirth,
  runningDasha,
  DASHA_ORDER,
  DASHA_YEARS,
  DASHA_YEAR_DAYS,
  DASHA_CYCLE_YEARS,
} from './dasha.ts';
export {
  vargaSignIndex,
  divisionalChart,
  VARGAS,
  VARGA_NAMES,
  type Varga,
  type VargaPlacement,
} from './vargas.ts';
export { SUN_SIGN_RANGES, sunSignForDate, tropicalSunSign, type SunSignRange } from './sun-sign.ts';
export { panchang, tithiName, karanaName, VARAS, YOGAS, type Panchang, type PanchangLimb } from './panchang.ts';
export {
  ashtakoota,
  matchCharts,
  matchVerdict,
  vashyaGroup,
  grahaMaitriPoints,
  kootaDoshas,
  manglikMatchDosha,
  adjustedTotal,
  MATCH_DOSHA_IDS,
  MATCH_DOSHA_CANCELLATIONS,
  type MatchDosha,
  type MatchDoshaId,
  type MatchDoshaCancellation,
  type MatchingInput,
  type Koota,
  type KootaName,
  type AshtakootaResult,
  type MatchResult,
  type MatchVerdict,
} from './matching.ts';
export { findYogas, EXALTATION_SIGN, type YogaResult } from './yogas.ts';
export {
  findDoshas,
  manglikDosha,
  kaalSarpDosha,
  sadeSatiPeriods,
  MANGLIK_HOUSES,
  type DoshaResult,
  type ManglikResult,
  type KaalSarpResult,
  type SadeSatiPeriod,
  type SadeSatiPhase,
} from './doshas.ts';
export { transitsFor, ASPECT_ORBS_DEG, type Transits, type SignTransits, type TransitAspect, type AspectType } from './transits.ts';
export * from './sun-times.ts';
export * from './muhurta.ts';
export * from './panchang-calendar.ts';
export * from './festivals.ts';
// Part B of the engine: panchang, matching, yogas, doshas, transits, sun signs.
export * from './panchang.ts';
export * from './matching.ts';
export * from './yogas.ts';
export * from './doshas.ts';
export { grahaSignStays, joinRetrogradeStays, type SignStay } from './sign-stays.ts';
export * from './transits.ts';
export * from './sun-sign.ts';
export { transitEvents, type TransitEvent } from './transit-events.ts';
