/**
 * Ayanamsa: the angle from the vernal equinox of date back to the start of the sidereal zodiac.
 *
 * Defined exactly as Swiss Ephemeris 2.10 defines SE_SIDM_LAHIRI, SE_SIDM_RAMAN and
 * SE_SIDM_KRISHNAMURTI, so sidereal charts agree with the tools astrologers check against:
 *
 *   mean ayanamsa(t) = A0 - L - C
 *
 * - A0 is the ayanamsa at the reference epoch t0;
 * - L is the longitude, on the ecliptic of t0, of the mean vernal point of date t, carried from
 *   t to t0 by precession (IAU 2006, Capitaine et al. 2003, which is what SE's default
 *   Vondrak 2011 model reduces to within milliarcseconds over 1900-2100);
 * - C corrects for the precession model the ayanamsa was originally defined with (IAU 1976 for
 *   Lahiri, Newcomb for Raman and KP): the vernal point of t0 carried to J2000 by IAU 2006 and
 *   back by the original model, its longitude on the ecliptic of t0 (a fraction of an arcsec
 *   for Lahiri, a few arcsec for Raman and KP).
 *
 * The TRUE ayanamsa adds the nutation in longitude, so that
 * sidereal longitude = apparent tropical longitude - true ayanamsa.
 */
import { e_tilt } from 'astronomy-engine';
import type { AyanamsaSystem } from './types.ts';
import { DAYS_PER_JULIAN_CENTURY, J2000, astroTime, type InstantContext } from './time.ts';

const ARCSEC_TO_RAD = Math.PI / (180 * 3600);
const RAD_TO_DEG = 180 / Math.PI;

/** Julian day of J1900.0 (1900 Jan 0.5 TT), reference epoch of Raman and KP. */
const J1900 = 2415020.0;
/** Julian day of B1850.0, origin of Newcomb's precession expressions (Kinoshita 1975). */
const B1850 = 2396758.203581;
/** Days in a tropical millennium, the time unit of Newcomb's expressions. */
const DAYS_PER_TROPICAL_MILLENNIUM = 365242.198782;

type PrecessionModel = 'iau2006' | 'iau1976' | 'newcomb';

/** Equatorial precession angles zeta, z, theta (radians) from J2000.0 to the epoch `jdTt`. */
function precessionAngles(jdTt: number, model: PrecessionModel): [number, number, number] {
  if (model === 'iau2006') {
    // Capitaine, Wallace & Chapront 2003 (A&A 412, 567), adopted as IAU 2006; arcsec.
    const t = (jdTt - J2000) / DAYS_PER_JULIAN_CENTURY;
    const zeta =
      ((((-0.0000003173 * t - 0.000005971) * t + 0.01801828) * t + 0.2988499) * t + 2306.083227) *
        t +
      2.650545;
    const z =
      ((((-0.0000002904 * t - 0.000028596) * t + 0.01826837) * t + 1.0927348) * t + 2306.077181) *
        t -
      2.650545;
    const theta =
      ((((-0.00000011274 * t - 0.000007089) * t - 0.04182264) * t - 0.4294934) * t + 2004.191903) *
      t;
    return [zeta * ARCSEC_TO_RAD, z * ARCSEC_TO_RAD, theta * ARCSEC_TO_RAD];
  }
  if (model === 'iau1976') {
    // Lieske et al. 1977 (A&A 58, 1), as in Meeus, Astronomical Algorithms, eq. 21.3; arcsec.
    const t = (jdTt - J2000) / DAYS_PER_JULIAN_CENTURY;
    const zeta = ((0.017998 * t + 0.30188) * t + 2306.2181) * t;
    const z = ((0.018203 * t + 1.09468) * t + 2306.2181) * t;
    const theta = ((-0.041833 * t - 0.42665) * t + 2004.3109) * t;
    return [zeta * ARCSEC_TO_RAD, z * ARCSEC_TO_RAD, theta * ARCSEC_TO_RAD];
  }
  // Newcomb, in Kinoshita's (1975) form with time in tropical millennia from B1850; arcsec.
  const t1 = (J2000 - B1850) / DAYS_PER_TROPICAL_MILLENNIUM;
  const t = (jdTt - B1850) / DAYS_PER_TROPICAL_MILLENNIUM - t1;
  const base = 23035.5548 + 139.72 * t1 + 0.069 * t1 * t1;
  const zeta = base * t + (30.242 - 0.269 * t1) * t * t + 17.996 * t * t * t;
  const z = base * t + (109.478 - 0.387 * t1) * t * t + 18.324 * t * t * t;
  const theta =
    (20051.125 - 85.294 * t1 - 0.365 * t1 * t1) * t +
    (-42.647 - 0.365 * t1) * t * t -
    41.802 * t * t * t;
  return [zeta * ARCSEC_TO_RAD, z * ARCSEC_TO_RAD, theta * ARCSEC_TO_RAD];
}

type Vec3 = [number, number, number];

/**
 * Precesses an equatorial unit vector between J2000.0 and `jdTt`.
 * `toDate` true: J2000 -> date; false: date -> J2000 (the transposed matrix).
 */
function precess(v: Vec3, jdTt: number, model: PrecessionModel, toDate: boolean): Vec3 {
  const [zeta, z, theta] = precessionAngles(jdTt, model);
  const cz = Math.cos(zeta);
  const sz = Math.sin(zeta);
  const cZ = Math.cos(z);
  const sZ = Math.sin(z);
  const ct = Math.cos(theta);
  const st = Math.sin(theta);
  // Rotation matrix J2000 -> date: R3(-z) R2(theta) R3(-zeta) (Explanatory Supplement 1992, 3.211).
  const m = [
    [cz * ct * cZ - sz * sZ, -sz * ct * cZ - cz * sZ, -st * cZ],
    [cz * ct * sZ + sz * cZ, -sz * ct * sZ + cz * cZ, -st * sZ],
    [cz * st, -sz * st, ct],
  ] as const;
  const [x, y, w] = v;
  if (toDate) {
    return [
      m[0][0] * x + m[0][1] * y + m[0][2] * w,
      m[1][0] * x + m[1][1] * y + m[1][2] * w,
      m[2][0] * x + m[2][1] * y + m[2][2] * w,
    ];
  }
  return [
    m[0][0] * x + m[1][0] * y + m[2][0] * w,
    m[0][1] * x + m[1][1] * y + m[2][1] * w,
    m[0][2] * x + m[1][2] * y + m[2][2] * w,
  ];
}

/**
 * Mean obliquity of the ecliptic, IAU 2006 (Hilton et al. 2006), radians.
 * @param jdTt - Julian day, TT.
 */
export function meanObliquityRad(jdTt: number): number {
  const t = (jdTt - J2000) / DAYS_PER_JULIAN_CENTURY;
  const arcsec =
    ((((-0.0000000434 * t - 0.000000576) * t + 0.0020034) * t - 0.0001831) * t - 46.836769) * t +
    84381.406;
  return arcsec * ARCSEC_TO_RAD;
}

/** Longitude (degrees, signed, near 0) of an equatorial vector of epoch jdTt on that epoch's ecliptic. */
function eclipticLongitudeDeg(v: Vec3, jdTt: number): number {
  const eps = meanObliquityRad(jdTt);
  const y = v[1] * Math.cos(eps) + v[2] * Math.sin(eps);
  return Math.atan2(y, v[0]) * RAD_TO_DEG;
}

interface AyanamsaDefinition {
  /** Reference epoch, Julian day TT. */
  t0: number;
  /** Mean ayanamsa at t0, degrees. */
  valueAtT0Deg: number;
  /** Precession model the definition was made with. */
  model: PrecessionModel;
}

/**
 * The SE 2.10 definitions (sweph.h, table `ayanamsa[]`):
 * - Lahiri: Indian Astronomical Ephemeris / Calendar Reform Committee 1956, 23 deg 15' 00.658"
 *   on 1956-03-21 0h TT, less the nutation of that day (16.769") to make it a mean value.
 * - Raman: B.V. Raman, "Hindu Predictive Astrology"; 360 - 338.98556 deg at J1900.
 * - KP: K.S. Krishnamurti, "Reader 1"; 360 - 337.636111 deg at J1900.
 */
const DEFINITIONS: Record<AyanamsaSystem, AyanamsaDefinition> = {
  lahiri: { t0: 2435553.5, valueAtT0Deg: 23.250182778 - 0.004658035, model: 'iau1976' },
  raman: { t0: J1900, valueAtT0Deg: 360 - 338.98556, model: 'newcomb' },
  kp: { t0: J1900, valueAtT0Deg: 360 - 337.636111, model: 'newcomb' },
};

const correctionCache = new Map<AyanamsaSystem, number>();

/** The precession-model correction C of the module comment, degrees (constant per system). */
function modelCorrectionDeg(system: AyanamsaSystem): number {
  const cached = correctionCache.get(system);
  if (cached !== undefined) return cached;
  const def = DEFINITIONS[system];
  const atJ2000 = precess([1, 0, 0], def.t0, 'iau2006', false);
  const back = precess(atJ2000, def.t0, def.model, true);
  const correction = eclipticLongitudeDeg(back, def.t0);
  correctionCache.set(system, correction);
  return correction;
}

/**
 * Mean ayanamsa (without nutation) at a TT Julian day.
 * @param jdTt - Julian day, TT.
 * @param system - ayanamsa definition.
 * @returns degrees, about 22.4 (1900) to 25.2 (2100) for Lahiri.
 */
export function meanAyanamsaDegAtTt(jdTt: number, system: AyanamsaSystem): number {
  const def = DEFINITIONS[system];
  const atJ2000 = precess([1, 0, 0], jdTt, 'iau2006', false);
  const atT0 = precess(atJ2000, def.t0, 'iau2006', true);
  return def.valueAtT0Deg - eclipticLongitudeDeg(atT0, def.t0) - modelCorrectionDeg(system);
}

/**
 * True or mean ayanamsa for a prepared instant (see {@link instantContext}).
 * @returns degrees.
 */
export function ayanamsaDegForInstant(
  ctx: InstantContext,
  system: AyanamsaSystem,
  kind: 'true' | 'mean' = 'true',
): number {
  const mean = meanAyanamsaDegAtTt(ctx.jdTt, system);
  return kind === 'true' ? mean + ctx.nutationLongitudeDeg : mean;
}

/**
 * The ayanamsa at an instant.
 * @param utc - the instant in UT (converted to TT with the engine's Delta T model).
 * @param system - 'lahiri' (default, SE_SIDM_LAHIRI), 'raman' or 'kp' (Krishnamurti).
 * @param kind - 'true' (default): mean ayanamsa + nutation in longitude, the value to subtract
 *   from apparent tropical longitudes; 'mean': without nutation.
 * @returns degrees; Lahiri is 23.853 deg at 2000-01-01 12:00 UT.
 */
export function ayanamsaDeg(
  utc: Date,
  system: AyanamsaSystem = 'lahiri',
  kind: 'true' | 'mean' = 'true',
): number {
  // Only TT and the nutation are needed: skip the rotation matrices of a full instant context.
  const time = astroTime(utc);
  const mean = meanAyanamsaDegAtTt(time.tt + J2000, system);
  return kind === 'true' ? mean + e_tilt(time).dpsi / 3600 : mean;
}
