/**
 * Time scales for the engine: Julian days, Delta T (TT - UT) and the per-instant quantities
 * (nutation, obliquity, the J2000-equator -> true-ecliptic-of-date rotation) that every other
 * module needs, computed once per instant.
 *
 * Delta T. astronomy-engine's default model (Espenak & Meeus 2006 polynomials) runs ahead of the
 * Earth's real rotation after 2005: it gives 74.5 s for 2025 where IERS measured 69.1 s, and
 * 202.7 s for 2100 where Swiss Ephemeris (SE) predicts 93.2 s. The Moon moves 0.55 arcsec per
 * second of time, so that gap alone would put the Moon 1 arcminute away from SE by 2100. We
 * therefore install the model SE 2.10 uses for 1900-2100 (see deltaTSeconds) into
 * astronomy-engine when this module loads, so every AstroTime built anywhere in the process
 * (also by the panchang and transit code) converts UT to TT the same way.
 */
import {
  AstroTime,
  DeltaT_EspenakMeeus,
  Rotation_EQJ_ECT,
  SetDeltaTFunction,
  e_tilt,
} from 'astronomy-engine';
import type { RotationMatrix } from 'astronomy-engine';

/** Julian day of the J2000.0 epoch (2000-01-01 12:00 TT). */
export const J2000 = 2451545.0;
/** Days in a Julian century, the time unit of the precession and nutation series. */
export const DAYS_PER_JULIAN_CENTURY = 36525;
const MS_PER_DAY = 86_400_000;
/** Julian day of the Unix epoch 1970-01-01 00:00 UT. */
const JD_UNIX_EPOCH = 2440587.5;

/**
 * Delta T on 1 January of each year 1900..2028, seconds. 1900-1973: Astronomical Almanac,
 * pp. K8-K9; 1974-2023: IERS Earth orientation data (USNO deltat.data); 2024-2028: the
 * extrapolation Swiss Ephemeris 2.10.03 ships (swephlib.c, table dt[]). The same published
 * values SE interpolates, so our TT agrees with SE's to a few milliseconds in this span.
 */
const DELTA_T_TABLE_START_YEAR = 1900;
// prettier-ignore
const DELTA_T_TABLE_S: readonly number[] = [
  -2.72, -1.54, -0.02, 1.24, 2.64, 3.86, 5.37, 6.14, 7.75, 9.13, // 1900-1909
  10.46, 11.53, 13.36, 14.65, 16.01, 17.2, 18.24, 19.06, 20.25, 20.95, // 1910-1919
  21.16, 22.25, 22.41, 23.03, 23.49, 23.62, 23.86, 24.49, 24.34, 24.08, // 1920-1929
  24.02, 24.0, 23.87, 23.95, 23.86, 23.93, 23.73, 23.92, 23.96, 24.02, // 1930-1939
  24.33, 24.83, 25.3, 25.7, 26.24, 26.77, 27.28, 27.78, 28.25, 28.71, // 1940-1949
  29.15, 29.57, 29.97, 30.36, 30.72, 31.07, 31.35, 31.68, 32.18, 32.68, // 1950-1959
  33.15, 33.59, 34.0, 34.47, 35.03, 35.73, 36.54, 37.43, 38.29, 39.2, // 1960-1969
  40.18, 41.17, 42.23, 43.37, 44.4841, 45.4761, 46.4567, 47.5214, 48.5344, 49.5862, // 1970-1979
  50.5387, 51.3808, 52.1668, 52.9565, 53.7882, 54.3427, 54.8713, 55.3222, 55.8197, 56.3, // 1980-1989
  56.8553, 57.5653, 58.3092, 59.1218, 59.9845, 60.7854, 61.6287, 62.2951, 62.9659, 63.4673, // 1990-1999
  63.8285, 64.0908, 64.2998, 64.4734, 64.5736, 64.6876, 64.8452, 65.1464, 65.4574, 65.7768, // 2000-2009
  66.0699, 66.3246, 66.603, 66.9069, 67.281, 67.6439, 68.1024, 68.5927, 68.9676, 69.2202, // 2010-2019
  69.3612, 69.3593, 69.2945, 69.1833, 69.1, 69.0, 68.9, 68.8, 68.8, // 2020-2028
];
const DELTA_T_TABLE_END_YEAR = DELTA_T_TABLE_START_YEAR + DELTA_T_TABLE_S.length - 1;

/**
 * Stephenson, Morrison & Hohenkerk (2016, Proc. R. Soc. A 472: 20160404) long-term fit, in the
 * cubic form Swiss Ephemeris 2.10 uses for dates after its table; `yearsFrom2000` = year - 2000.
 */
function stephenson2016Seconds(yearsFrom2000: number): number {
  const b = yearsFrom2000;
  return (b * b * b * 121) / 30_000_000 + (b * b) / 1250 + (b * 521) / 3000 + 64;
}

/** Four-point Lagrange interpolation in the yearly table; `i` is the index of the year before. */
function tableValue(i: number): number {
  const clamped = Math.min(Math.max(i, 0), DELTA_T_TABLE_S.length - 1);
  return DELTA_T_TABLE_S[clamped] as number;
}

/**
 * Delta T = TT - UT in seconds for a decimal year.
 * - 1900.0 to 2028.0: the yearly table above, cubic interpolation.
 * - after 2028: Stephenson et al. 2016, blended linearly into the last table value over
 *   100 years (as SE does) so the curve has no jump; this part is a prediction.
 * - before 1900: astronomy-engine's Espenak & Meeus polynomials (outside our accuracy range).
 * @param decimalYear - e.g. 2024.5; `2000 + (jdUt - 2451544.5) / 365.25`.
 * @returns seconds.
 */
export function deltaTSeconds(decimalYear: number): number {
  if (decimalYear < DELTA_T_TABLE_START_YEAR) {
    return DeltaT_EspenakMeeus((decimalYear - 2000) * 365.25 - 0.5);
  }
  if (decimalYear <= DELTA_T_TABLE_END_YEAR) {
    const x = decimalYear - DELTA_T_TABLE_START_YEAR;
    const i = Math.min(Math.floor(x), DELTA_T_TABLE_S.length - 2);
    const p = x - i;
    const y0 = tableValue(i - 1);
    const y1 = tableValue(i);
    const y2 = tableValue(i + 1);
    const y3 = tableValue(i + 2);
    // Lagrange weights for nodes -1, 0, 1, 2 evaluated at p in [0, 1].
    return (
      (y0 * -p * (p - 1) * (p - 2)) / 6 +
      (y1 * (p + 1) * (p - 1) * (p - 2)) / 2 +
      (y2 * -(p + 1) * p * (p - 2)) / 2 +
      (y3 * (p + 1) * p * (p - 1)) / 6
    );
  }
  let seconds = stephenson2016Seconds(decimalYear - 2000);
  if (decimalYear <= DELTA_T_TABLE_END_YEAR + 100) {
    const atTableEnd = stephenson2016Seconds(DELTA_T_TABLE_END_YEAR - 2000);
    const lastTabulated = DELTA_T_TABLE_S[DELTA_T_TABLE_S.length - 1] as number;
    seconds +=
      ((atTableEnd - lastTabulated) * (decimalYear - (DELTA_T_TABLE_END_YEAR + 100))) / 100;
  }
  return seconds;
}

// astronomy-engine calls this with UT days since J2000.0 (noon), so JD = ut + 2451545.
SetDeltaTFunction((utDays: number) => deltaTSeconds(2000 + (utDays + 0.5) / 365.25));

/**
 * Julian day (UT) of an instant.
 * @param utc - the instant.
 * @returns Julian day number, days.
 */
export function julianDayUt(utc: Date): number {
  return utc.getTime() / MS_PER_DAY + JD_UNIX_EPOCH;
}

/**
 * The instant for a Julian day in UT.
 * @param jdUt - Julian day (UT), days.
 */
export function dateFromJulianDayUt(jdUt: number): Date {
  return new Date(Math.round((jdUt - JD_UNIX_EPOCH) * MS_PER_DAY));
}

/**
 * The UT instant of a Terrestrial Time Julian day, inverting the engine's Delta T model. For
 * reference data given in TT (TD), such as Meeus's worked examples.
 * @param jdTt - Julian day, TT.
 */
export function dateFromJulianDayTt(jdTt: number): Date {
  let jdUt = jdTt;
  // Delta T changes by under 2 s per year, so two fixed-point steps converge to microseconds.
  for (let i = 0; i < 3; i++)
    jdUt = jdTt - deltaTSeconds(2000 + (jdUt - 2451544.5) / 365.25) / 86400;
  return new Date((jdUt - JD_UNIX_EPOCH) * MS_PER_DAY);
}

/**
 * An astronomy-engine time for an instant given in UT. Build AstroTimes through this function
 * (or at least after importing this module) so the Delta T model above is in force.
 * @param utc - the instant in UT.
 */
export function astroTime(utc: Date): AstroTime {
  return new AstroTime(utc);
}

/** Quantities that depend only on the instant, computed once and shared by all bodies. */
export interface InstantContext {
  time: AstroTime;
  /** Julian day, UT. */
  jdUt: number;
  /** Julian day, TT. */
  jdTt: number;
  /** Julian centuries of TT since J2000.0. */
  centuriesTt: number;
  /** Nutation in longitude, degrees. */
  nutationLongitudeDeg: number;
  /**
   * Rate of the nutation in longitude, degrees/day. Up to 4.5e-5 deg/day (the 13.7-day lunar
   * term), larger than the precession rate, so it belongs in apparent (tropical) speeds.
   */
  nutationRateDegPerDay: number;
  /** Mean obliquity of the ecliptic, degrees. */
  meanObliquityDeg: number;
  /** True obliquity (mean + nutation in obliquity), degrees. */
  trueObliquityDeg: number;
  /** Rotation from the J2000 mean equator (EQJ) to the true ecliptic and equinox of date. */
  eqjToEct: RotationMatrix;
}

/**
 * Builds the per-instant context. Nutation is astronomy-engine's IAU 2000B series (truncated to
 * its five largest terms; within 0.5 arcsec of the full series), obliquity IAU 2006.
 * @param utc - the instant in UT.
 */
export function instantContext(utc: Date): InstantContext {
  const time = astroTime(utc);
  // Central difference over +-0.01 day: the fastest nutation term has a 13.7-day period.
  const step = 0.01;
  const dpsiAfter = e_tilt(time.AddDays(step)).dpsi;
  const dpsiBefore = e_tilt(time.AddDays(-step)).dpsi;
  const tilt = e_tilt(time);
  return {
    time,
    jdUt: time.ut + J2000,
    jdTt: time.tt + J2000,
    centuriesTt: time.tt / DAYS_PER_JULIAN_CENTURY,
    nutationLongitudeDeg: tilt.dpsi / 3600,
    nutationRateDegPerDay: (dpsiAfter - dpsiBefore) / (2 * step) / 3600,
    meanObliquityDeg: tilt.mobl,
    trueObliquityDeg: tilt.tobl,
    eqjToEct: Rotation_EQJ_ECT(time),
  };
}
