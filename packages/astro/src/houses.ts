/**
 * Ascendant, midheaven and house cusps.
 *
 * The sky's orientation is the right ascension of the meridian, RAMC = Greenwich apparent
 * sidereal time (IAU 2006 Earth rotation angle + equation of the equinoxes, astronomy-engine)
 * + east longitude. With the true obliquity eps and the geographic latitude phi
 * (Meeus, Astronomical Algorithms, ch. 13-14; Swiss Ephemeris swehouse.c uses the same):
 *
 *   MC  = atan2(sin RAMC, cos RAMC cos eps)
 *   ASC = atan2(cos RAMC, -(sin RAMC cos eps + tan phi sin eps))
 *
 * Both are tropical (true equinox of date); subtract the true ayanamsa for the sidereal zodiac.
 */
import { SiderealTime } from 'astronomy-engine';
import { instantContext, type InstantContext } from './time.ts';
import type { HouseSystem } from './types.ts';
import { normalizeDeg } from './zodiac.ts';

const DEG = Math.PI / 180;

/** Right ascension of the meridian for a prepared instant and east longitude, degrees. */
export function ramcDeg(ctx: InstantContext, lonDeg: number): number {
  return normalizeDeg(SiderealTime(ctx.time) * 15 + lonDeg);
}

/** MC longitude (degrees) from RAMC and obliquity (degrees). */
function mcFromRamc(ramc: number, eps: number): number {
  return normalizeDeg(
    Math.atan2(Math.sin(ramc * DEG), Math.cos(ramc * DEG) * Math.cos(eps * DEG)) / DEG,
  );
}

/** Ascendant longitude (degrees) from RAMC, obliquity and latitude (degrees). */
function ascFromRamc(ramc: number, eps: number, lat: number): number {
  const y = Math.cos(ramc * DEG);
  const x = -(
    Math.sin(ramc * DEG) * Math.cos(eps * DEG) +
    Math.tan(lat * DEG) * Math.sin(eps * DEG)
  );
  return normalizeDeg(Math.atan2(y, x) / DEG);
}

/** Ecliptic longitude of the ecliptic point with right ascension `ra` (degrees). */
function longitudeOfRa(ra: number, eps: number): number {
  return normalizeDeg(
    Math.atan2(Math.sin(ra * DEG), Math.cos(ra * DEG) * Math.cos(eps * DEG)) / DEG,
  );
}

/**
 * A Placidus cusp: the ecliptic point that has covered `fraction` of its semi-arc. Solved by
 * fixed-point iteration on the point's declination (Placidus divides each point's own diurnal
 * or nocturnal semi-arc into thirds).
 * @param offsetDeg - 0 for cusps 11 and 12 (diurnal arc, measured from upper culmination),
 *   180 for cusps 2 and 3 (nocturnal arc, from lower culmination).
 * @param fraction - signed fraction of the semi-arc: 1/3, 2/3 (above) or -2/3, -1/3 (below).
 */
function placidusCusp(
  ramc: number,
  eps: number,
  lat: number,
  offsetDeg: number,
  fraction: number,
): number {
  const tanPhi = Math.tan(lat * DEG);
  const sinEps = Math.sin(eps * DEG);
  let ra = ramc + offsetDeg + fraction * 90; // start from a 90-degree semi-arc
  for (let i = 0; i < 50; i++) {
    const lon = longitudeOfRa(ra, eps);
    const dec = Math.asin(sinEps * Math.sin(lon * DEG));
    // Diurnal semi-arc in degrees; clamped for circumpolar points (beyond 66.5 deg latitude).
    const cosH = Math.min(1, Math.max(-1, -tanPhi * Math.tan(dec)));
    const diurnal = Math.acos(cosH) / DEG;
    const semiArc = offsetDeg === 0 ? diurnal : 180 - diurnal;
    const next = ramc + offsetDeg + fraction * semiArc;
    if (Math.abs(next - ra) < 1e-9) {
      ra = next;
      break;
    }
    ra = next;
  }
  return longitudeOfRa(ra, eps);
}

/**
 * Equal or Placidus cusps from the sky's orientation alone, as printed in tables of houses.
 * @param ramc - right ascension of the meridian (local sidereal time x 15), degrees.
 * @param eps - obliquity of the ecliptic, degrees.
 * @param lat - geographic latitude, degrees.
 * @returns 12 tropical longitudes, degrees, house 1 first.
 */
export function houseCuspsFromRamc(
  ramc: number,
  eps: number,
  lat: number,
  system: 'equal' | 'placidus',
): number[] {
  return cuspsFromRamc(ramc, eps, lat, system);
}

/** Tropical equal or Placidus cusps. */
function cuspsFromRamc(
  ramc: number,
  eps: number,
  lat: number,
  system: 'equal' | 'placidus',
): number[] {
  const asc = ascFromRamc(ramc, eps, lat);
  if (system === 'equal') {
    return Array.from({ length: 12 }, (_, i) => normalizeDeg(asc + 30 * i));
  }
  const mc = mcFromRamc(ramc, eps);
  const c11 = placidusCusp(ramc, eps, lat, 0, 1 / 3);
  const c12 = placidusCusp(ramc, eps, lat, 0, 2 / 3);
  const c2 = placidusCusp(ramc, eps, lat, 180, -2 / 3);
  const c3 = placidusCusp(ramc, eps, lat, 180, -1 / 3);
  const half = [
    asc,
    c2,
    c3,
    normalizeDeg(mc + 180),
    normalizeDeg(c11 + 180),
    normalizeDeg(c12 + 180),
  ];
  return [...half, ...half.map((c) => normalizeDeg(c + 180))];
}

/** Ascendant and MC for a prepared instant, tropical degrees. */
export function ascendantAndMcForInstant(
  ctx: InstantContext,
  latDeg: number,
  lonDeg: number,
): { ascendantDeg: number; mcDeg: number } {
  const ramc = ramcDeg(ctx, lonDeg);
  return {
    ascendantDeg: ascFromRamc(ramc, ctx.trueObliquityDeg, latDeg),
    mcDeg: mcFromRamc(ramc, ctx.trueObliquityDeg),
  };
}

/** House cusps for a prepared instant; see {@link houseCusps}. */
export function houseCuspsForInstant(
  ctx: InstantContext,
  latDeg: number,
  lonDeg: number,
  system: HouseSystem,
  zodiacOffsetDeg = 0,
): number[] {
  const ramc = ramcDeg(ctx, lonDeg);
  if (system === 'whole-sign') {
    // Whole signs are counted in the chart's own zodiac, so shift the ascendant first.
    const asc = normalizeDeg(ascFromRamc(ramc, ctx.trueObliquityDeg, latDeg) - zodiacOffsetDeg);
    const start = Math.floor(asc / 30) * 30;
    return Array.from({ length: 12 }, (_, i) => normalizeDeg(start + 30 * i));
  }
  return cuspsFromRamc(ramc, ctx.trueObliquityDeg, latDeg, system).map((c) =>
    normalizeDeg(c - zodiacOffsetDeg),
  );
}

/**
 * Tropical ascendant and midheaven.
 * @param utc - the instant in UT.
 * @param latDeg - geographic latitude, degrees north positive, [-90, 90].
 * @param lonDeg - geographic longitude, degrees east positive, [-180, 180].
 * @returns ecliptic longitudes of date, degrees [0, 360).
 */
export function ascendantAndMc(
  utc: Date,
  latDeg: number,
  lonDeg: number,
): { ascendantDeg: number; mcDeg: number } {
  return ascendantAndMcForInstant(instantContext(utc), latDeg, lonDeg);
}

/**
 * The twelve house cusps, house 1 first.
 * - 'whole-sign': cusp 1 is 0 deg of the ascendant's sign (in the requested zodiac), then every 30 deg.
 * - 'equal': cusp 1 is the ascendant, then every 30 deg.
 * - 'placidus': semi-arc trisection; cusp 1 = ASC, 10 = MC. Defined up to the polar circles
 *   (about 66.5 deg latitude); beyond them some ecliptic points never rise and cusps degrade.
 * @param utc - the instant in UT.
 * @param latDeg - geographic latitude, degrees north positive.
 * @param lonDeg - geographic longitude, degrees east positive.
 * @param system - house system.
 * @param zodiacOffsetDeg - subtracted from every cusp: pass the true ayanamsa for sidereal cusps;
 *   0 (default) for tropical.
 * @returns 12 longitudes in [0, 360) degrees.
 */
export function houseCusps(
  utc: Date,
  latDeg: number,
  lonDeg: number,
  system: HouseSystem,
  zodiacOffsetDeg = 0,
): number[] {
  return houseCuspsForInstant(instantContext(utc), latDeg, lonDeg, system, zodiacOffsetDeg);
}

/**
 * The house (1-12) a longitude falls in, given cusps in the same zodiac: the house whose cusp
 * is the last one passed going forward in longitude.
 * @param longitudeDeg - degrees.
 * @param cuspsDeg - 12 cusps, house 1 first.
 */
export function houseOf(longitudeDeg: number, cuspsDeg: readonly number[]): number {
  const lon = normalizeDeg(longitudeDeg);
  for (let i = 0; i < 12; i++) {
    const start = cuspsDeg[i] as number;
    const end = cuspsDeg[(i + 1) % 12] as number;
    const width = normalizeDeg(end - start);
    if (normalizeDeg(lon - start) < width) return i + 1;
  }
  return 1;
}
