/**
 * Geocentric apparent positions of date: ecliptic longitude, latitude and longitude speed of the
 * Sun, Moon, planets and the lunar nodes, as Swiss Ephemeris reports them by default
 * (light-time, light deflection by the Sun, annual aberration, precession and nutation
 * applied; true equinox and ecliptic of date).
 *
 * Sources of the motion: for the Earth (hence the Sun) and Mercury ... Neptune, the full VSOP87B
 * series through the Chebyshev tables of planet-ephemeris.ts (1900-2100, within 0.001 arcsec of
 * the series); outside the tables' span, and for the Moon and Pluto, astronomy-engine 2.1.19
 * (truncated VSOP87, up to 20 arcsec; Chapront's lunar theory as in Montenbruck & Pfleger; a
 * numerical integration for Pluto).
 *
 * Method. For each body we take the heliocentric J2000 state (position and velocity) at the
 * instant t once, then:
 * - light-time: the body is moved back along its velocity by the light time tau (the
 *   acceleration over tau changes the direction by under 0.02 arcsec even for Mercury);
 * - light deflection: a planet's direction is bent away from the Sun (0.5 arcsec 1 deg from it);
 * - annual aberration: the observer's velocity times tau is added to the geocentric vector
 *   (first order, 20.5 arcsec at most; second-order terms are below 0.001 arcsec);
 * - the Moon is its geocentric state moved back by its light time (1.3 s, 0.7 arcsec): its
 *   annual aberration cancels against the Earth's motion during that light time;
 * - the result is rotated from the J2000 equator to the true ecliptic of date.
 * One state evaluation per body instead of astronomy-engine's iterated light-time solver
 * keeps a whole chart well under a millisecond.
 */
import {
  Body,
  C_AUDAY,
  GeoMoonState,
  HelioState,
  type AstroTime,
  type RotationMatrix,
} from 'astronomy-engine';
import { ayanamsaDegForInstant } from './ayanamsa.ts';
import { tabulatedHelioState, type TabulatedBody } from './planet-ephemeris.ts';
import { instantContext, J2000, type InstantContext } from './time.ts';
import {
  BODIES,
  type AyanamsaSystem,
  type BodyId,
  type BodyPosition,
  type NodeType,
} from './types.ts';
import { normalizeDeg } from './zodiac.ts';

const RAD_TO_DEG = 180 / Math.PI;
/** Heliocentric gravitational constant k^2 (Gaussian constant squared), AU^3/day^2. */
const GM_SUN = 0.01720209895 * 0.01720209895;
/** Geocentric gravitational constant of Earth + Moon, AU^3/day^2 (IERS 2010 values). */
const GM_EARTH_MOON = GM_SUN / 328900.56;

/**
 * General precession in longitude, degrees per day (IAU 2006: 5028.796195 arcsec per Julian
 * century). Longitudes of date grow by this much per day even for a fixed direction in space,
 * so it is part of a tropical speed but not of a sidereal one.
 */
export const PRECESSION_RATE_DEG_PER_DAY = 5028.796195 / 3600 / 36525;

type Vec = { x: number; y: number; z: number };

const PLANETS: readonly (Exclude<TabulatedBody, 'Earth'> | 'Pluto')[] = [
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Pluto',
];

/**
 * Heliocentric J2000 state of the Earth or a planet: the full-VSOP87 tables inside their span,
 * astronomy-engine's truncated VSOP87 (and its Pluto) outside it.
 */
function helioState(body: TabulatedBody | 'Pluto', time: AstroTime): State {
  if (body !== 'Pluto') {
    const tabulated = tabulatedHelioState(body, time.tt + J2000);
    if (tabulated) return tabulated;
  }
  return HelioState(body as Body, time);
}

function rotate(m: RotationMatrix, v: Vec): Vec {
  const r = m.rot;
  return {
    x: r[0]![0]! * v.x + r[1]![0]! * v.y + r[2]![0]! * v.z,
    y: r[0]![1]! * v.x + r[1]![1]! * v.y + r[2]![1]! * v.z,
    z: r[0]![2]! * v.x + r[1]![2]! * v.y + r[2]![2]! * v.z,
  };
}

/** Acceleration towards the Sun of a body at heliocentric position `r` (AU), AU/day^2. */
function solarAcceleration(r: Vec): Vec {
  const d2 = r.x * r.x + r.y * r.y + r.z * r.z;
  const k = -GM_SUN / (d2 * Math.sqrt(d2));
  return { x: k * r.x, y: k * r.y, z: k * r.z };
}

/** Longitude, latitude and longitude rate (degrees, degrees/day) of an ecliptic-of-date state. */
function toSpherical(body: BodyId, pos: Vec, vel: Vec, extraSpeedDegPerDay: number): BodyPosition {
  const rho2 = pos.x * pos.x + pos.y * pos.y;
  const speed = ((pos.x * vel.y - pos.y * vel.x) / rho2) * RAD_TO_DEG + extraSpeedDegPerDay;
  return {
    body,
    longitudeDeg: normalizeDeg(Math.atan2(pos.y, pos.x) * RAD_TO_DEG),
    latitudeDeg: Math.atan2(pos.z, Math.sqrt(rho2)) * RAD_TO_DEG,
    speedDegPerDay: speed,
    retrograde: speed < 0,
  };
}

/**
 * Mean longitude of the Moon's ascending node, referred to the mean equinox of date
 * (Chapront et al. 1998, as Meeus, Astronomical Algorithms, 2nd ed., eq. 47.7).
 * @param centuriesTt - Julian centuries of TT since J2000.0.
 * @returns [longitude in degrees, speed in degrees/day].
 */
export function meanNodeDeg(centuriesTt: number): [number, number] {
  const t = centuriesTt;
  const lon =
    125.0445479 -
    1934.1362891 * t +
    0.0020754 * t * t +
    (t * t * t) / 467441 -
    (t * t * t * t) / 60616000;
  const ratePerCentury =
    -1934.1362891 + 2 * 0.0020754 * t + (3 * t * t) / 467441 - (4 * t * t * t) / 60616000;
  return [normalizeDeg(lon), ratePerCentury / 36525];
}

/** Longitude (degrees) of the ascending node of the osculating lunar orbit on the ecliptic of date. */
function osculatingNodeDeg(ctx: InstantContext, daysOffset: number): number {
  const state = GeoMoonState(ctx.time.AddDays(daysOffset));
  const r = rotate(ctx.eqjToEct, { x: state.x, y: state.y, z: state.z });
  const v = rotate(ctx.eqjToEct, { x: state.vx, y: state.vy, z: state.vz });
  // Orbital angular momentum h = r x v; the ascending node lies along (0,0,1) x h.
  const hx = r.y * v.z - r.z * v.y;
  const hy = r.z * v.x - r.x * v.z;
  return normalizeDeg(Math.atan2(hx, -hy) * RAD_TO_DEG);
}

/** Signed difference a - b folded into (-180, 180], degrees. */
function angleDiff(a: number, b: number): number {
  return normalizeDeg(a - b + 180) - 180;
}

type State = Vec & { vx: number; vy: number; vz: number };

/** What every body's apparent position at one instant is computed against. */
interface Frame {
  /** J2000 equator to the true ecliptic of date. */
  eqjToEct: RotationMatrix;
  /** The Earth's heliocentric state, AU and AU/day. */
  earth: State;
  /** The Earth's acceleration toward the Sun, AU/day². */
  earthAcc: Vec;
  /** The equinox's motion added to every longitude rate, degrees per day. */
  equinoxRate: number;
}

/** Sun: geocentric vector is -Earth; light time changes nothing in the heliocentric frame. */
function sunPosition(f: Frame): BodyPosition {
  const { earth, earthAcc } = f;
  const gx = -earth.x;
  const gy = -earth.y;
  const gz = -earth.z;
  const tau = Math.sqrt(gx * gx + gy * gy + gz * gz) / C_AUDAY;
  const pos = { x: gx + earth.vx * tau, y: gy + earth.vy * tau, z: gz + earth.vz * tau };
  const vel = {
    x: -earth.vx + earthAcc.x * tau,
    y: -earth.vy + earthAcc.y * tau,
    z: -earth.vz + earthAcc.z * tau,
  };
  return toSpherical('Sun', rotate(f.eqjToEct, pos), rotate(f.eqjToEct, vel), f.equinoxRate);
}

/**
 * Twice the Sun's gravitational parameter over c^2, AU (2 x 1476.6 m): the scale of the bending
 * of light passing the Sun, 1.75 arcsec at the solar limb.
 */
const SUN_SCHWARZSCHILD_AU = 1.97412574e-8;
/** Apparent solar radius at 1 AU, radians (959.63 arcsec, the IAU nominal radius). */
const SUN_RADIUS_AT_1AU_RAD = (959.63 / 3600) * (Math.PI / 180);

/**
 * Gravitational deflection of the light from a planet by the Sun (Explanatory Supplement to the
 * Astronomical Almanac, 3rd ed., eq. 7.63; Klioner 2003): the planet appears pushed away from
 * the Sun by 0.004 arcsec x (1 + cos E) / sin E at elongation E, 0.5 arcsec at 1 deg. SE applies
 * it by default. Behind the solar disk, where the formula diverges, it is faded linearly to zero
 * at the centre (SE uses a model of the Sun's mass distribution there; we differ by under the
 * limb value, 1.75 arcsec, for a planet nobody can see).
 * @param g - geometric geocentric vector of the planet at the light-time-corrected instant, AU.
 * @param q - heliocentric vector of the planet at that instant, AU.
 * @param e - heliocentric vector of the Earth now, AU.
 * @returns g turned by the deflection (same length to first order).
 */
function deflectBySun(g: Vec, q: Vec, e: Vec): Vec {
  const gn = Math.sqrt(g.x * g.x + g.y * g.y + g.z * g.z);
  const qn = Math.sqrt(q.x * q.x + q.y * q.y + q.z * q.z);
  const en = Math.sqrt(e.x * e.x + e.y * e.y + e.z * e.z);
  const ug = (g.x * q.x + g.y * q.y + g.z * q.z) / (gn * qn); // u . q^
  const ue = (g.x * e.x + g.y * e.y + g.z * e.z) / (gn * en); // u . e^
  const qe = (q.x * e.x + q.y * e.y + q.z * e.z) / (qn * en); // q^ . e^
  let k = SUN_SCHWARZSCHILD_AU / en / (1 + qe);
  // Angular distance of the planet from the Sun's centre: the Sun's direction is -e^.
  const sunRadius = SUN_RADIUS_AT_1AU_RAD / en;
  const sinSep = Math.sqrt(Math.max(0, 1 - ue * ue));
  if (ue < 0 && qn > en && sinSep < sunRadius) k *= sinSep / sunRadius;
  return {
    x: g.x + gn * k * ((ug * e.x) / en - (ue * q.x) / qn),
    y: g.y + gn * k * ((ug * e.y) / en - (ue * q.y) / qn),
    z: g.z + gn * k * ((ug * e.z) / en - (ue * q.z) / qn),
  };
}

/** A planet, corrected for light time, light deflection by the Sun and aberration. */
function planetPosition(f: Frame, body: BodyId, p: State): BodyPosition {
  const { earth, earthAcc } = f;
  let tau = 0;
  let gx = 0;
  let gy = 0;
  let gz = 0;
  // Three fixed-point steps give tau to 1e-9 days (0.1 ms).
  for (let i = 0; i < 3; i++) {
    gx = p.x - p.vx * tau - earth.x;
    gy = p.y - p.vy * tau - earth.y;
    gz = p.z - p.vz * tau - earth.z;
    tau = Math.sqrt(gx * gx + gy * gy + gz * gz) / C_AUDAY;
  }
  const d = deflectBySun(
    { x: gx, y: gy, z: gz },
    { x: gx + earth.x, y: gy + earth.y, z: gz + earth.z },
    earth,
  );
  const pos = { x: d.x + earth.vx * tau, y: d.y + earth.vy * tau, z: d.z + earth.vz * tau };
  // The deflection's own rate (under 1e-5 deg/day a degree from the Sun) is left out of speeds.
  // d/dt of [P(t - tau) - E(t) + V_E tau] = (V_P - V_E)(1 - dtau/dt) + (A_E - A_P) tau;
  // dtau/dt = range rate / c reaches 2e-4 and moves Mercury's speed by 6e-4 deg/day.
  const acc = solarAcceleration(p);
  const rangeRate =
    (gx * (p.vx - earth.vx) + gy * (p.vy - earth.vy) + gz * (p.vz - earth.vz)) / (tau * C_AUDAY);
  const k = 1 - rangeRate / C_AUDAY;
  const vel = {
    x: (p.vx - earth.vx) * k + (earthAcc.x - acc.x) * tau,
    y: (p.vy - earth.vy) * k + (earthAcc.y - acc.y) * tau,
    z: (p.vz - earth.vz) * k + (earthAcc.z - acc.z) * tau,
  };
  return toSpherical(body, rotate(f.eqjToEct, pos), rotate(f.eqjToEct, vel), f.equinoxRate);
}

/** The Moon from its geocentric state, corrected for light time. */
function moonPosition(f: Frame, m: State): BodyPosition {
  const tau = Math.sqrt(m.x * m.x + m.y * m.y + m.z * m.z) / C_AUDAY;
  const pos = { x: m.x - m.vx * tau, y: m.y - m.vy * tau, z: m.z - m.vz * tau };
  // d/dt of [r(t) - v tau] = v - a tau, with the geocentric acceleration a = -GM r / |r|^3.
  const k = (GM_EARTH_MOON * tau) / (tau * C_AUDAY) ** 3;
  const vel = { x: m.vx + k * m.x, y: m.vy + k * m.y, z: m.vz + k * m.z };
  return toSpherical('Moon', rotate(f.eqjToEct, pos), rotate(f.eqjToEct, vel), f.equinoxRate);
}

/** Rahu and Ketu (Ketu opposite), from the mean or the osculating (true) node. */
function nodePositions(
  ctx: InstantContext,
  node: NodeType,
  equinoxRate: number,
): { Rahu: BodyPosition; Ketu: BodyPosition } {
  let rahuDeg: number;
  let rahuSpeed: number;
  if (node === 'true') {
    // Osculating node; speed from a central difference over +-0.1 day (the node oscillates
    // with periods of about two weeks, so this resolves its daily motion). The three states
    // share one frame, so the equinox's own motion is added as for the other bodies.
    const step = 0.1;
    rahuDeg = osculatingNodeDeg(ctx, 0);
    rahuSpeed =
      angleDiff(osculatingNodeDeg(ctx, step), osculatingNodeDeg(ctx, -step)) / (2 * step) +
      equinoxRate;
  } else {
    // Mean equinox of date + nutation = true equinox of date, like every other body here.
    const [lon, speed] = meanNodeDeg(ctx.centuriesTt);
    rahuDeg = normalizeDeg(lon + ctx.nutationLongitudeDeg);
    rahuSpeed = speed + ctx.nutationRateDegPerDay;
  }
  return {
    Rahu: {
      body: 'Rahu',
      longitudeDeg: rahuDeg,
      latitudeDeg: 0,
      speedDegPerDay: rahuSpeed,
      retrograde: rahuSpeed < 0,
    },
    Ketu: {
      body: 'Ketu',
      longitudeDeg: normalizeDeg(rahuDeg + 180),
      latitudeDeg: 0,
      speedDegPerDay: rahuSpeed,
      retrograde: rahuSpeed < 0,
    },
  };
}

/**
 * Tropical apparent positions for a prepared instant.
 * @internal used by the chart builder, which shares `ctx` with the houses and the ayanamsa.
 */
export function tropicalPositionsForInstant(
  ctx: InstantContext,
  node: NodeType = 'mean',
): Record<BodyId, BodyPosition> {
  const { time, eqjToEct } = ctx;
  const earth = helioState('Earth', time);
  const out = {} as Record<BodyId, BodyPosition>;
  // Longitudes of date move with the equinox: precession plus the nutation rate.
  const equinoxRate = PRECESSION_RATE_DEG_PER_DAY + ctx.nutationRateDegPerDay;
  // The aberration term (Earth velocity x tau) changes as the Earth accelerates: its rate,
  // Earth acceleration x tau, moves Neptune's apparent speed by 1e-4 deg/day.
  const frame: Frame = { eqjToEct, earth, earthAcc: solarAcceleration(earth), equinoxRate };

  out.Sun = sunPosition(frame);
  for (const body of PLANETS) out[body] = planetPosition(frame, body, helioState(body, time));
  out.Moon = moonPosition(frame, GeoMoonState(time));
  const nodes = nodePositions(ctx, node, equinoxRate);
  out.Rahu = nodes.Rahu;
  out.Ketu = nodes.Ketu;
  return out;
}

/**
 * Shifts tropical positions into the sidereal zodiac: longitude minus the true ayanamsa, speed
 * minus the ayanamsa's rate (precession plus the nutation rate).
 * @internal
 */
export function toSidereal(
  tropical: Record<BodyId, BodyPosition>,
  ayanamsaDeg: number,
  ayanamsaRateDegPerDay: number,
): Record<BodyId, BodyPosition> {
  const out = {} as Record<BodyId, BodyPosition>;
  for (const body of BODIES) {
    const p = tropical[body];
    const speed = p.speedDegPerDay - ayanamsaRateDegPerDay;
    out[body] = {
      ...p,
      longitudeDeg: normalizeDeg(p.longitudeDeg - ayanamsaDeg),
      speedDegPerDay: speed,
      retrograde: speed < 0,
    };
  }
  return out;
}

/**
 * Rate of the true ayanamsa, degrees/day: general precession plus the nutation rate.
 * @internal
 */
export function ayanamsaRateDegPerDay(ctx: InstantContext): number {
  return PRECESSION_RATE_DEG_PER_DAY + ctx.nutationRateDegPerDay;
}

/**
 * Geocentric apparent tropical positions of date (true equinox and ecliptic of date).
 * Accuracy: from 1900 to 2100 the Sun and planets come from the full VSOP87 (tables within
 * 0.001 arcsec of it; Sun to Uranus within 3 arcsec of Swiss Ephemeris). Outside that span they
 * fall back to astronomy-engine's truncated VSOP87 (up to about 20 arcsec near 1900-2100, more
 * far from it); the Moon and Pluto always come from astronomy-engine (3 and 10 arcsec).
 * @param utc - the instant in UT.
 * @param opts.node - 'mean' (default) or 'true' (osculating) lunar node for Rahu; Ketu is
 *   always Rahu + 180 deg.
 * @returns per body: longitude [0, 360) deg, latitude deg, longitude speed deg/day (negative when
 *   retrograde) and the retrograde flag.
 */
export function tropicalPositions(
  utc: Date,
  opts: { node?: NodeType } = {},
): Record<BodyId, BodyPosition> {
  return tropicalPositionsForInstant(instantContext(utc), opts.node ?? 'mean');
}

/**
 * Geocentric apparent sidereal positions: tropical longitude minus the true ayanamsa. Same
 * sources and accuracy as {@link tropicalPositions} (full VSOP87 tables 1900-2100, the truncated
 * series outside).
 * @param utc - the instant in UT.
 * @param opts.node - 'mean' (default) or 'true' lunar node.
 * @param opts.ayanamsa - 'lahiri' (default), 'raman' or 'kp'.
 * @returns as {@link tropicalPositions}, longitudes in [0, 360) deg of the sidereal zodiac and
 *   speeds relative to it (deg/day).
 */
export function siderealPositions(
  utc: Date,
  opts: { node?: NodeType; ayanamsa?: AyanamsaSystem } = {},
): Record<BodyId, BodyPosition> {
  const ctx = instantContext(utc);
  const tropical = tropicalPositionsForInstant(ctx, opts.node ?? 'mean');
  return toSidereal(
    tropical,
    ayanamsaDegForInstant(ctx, opts.ayanamsa ?? 'lahiri'),
    ayanamsaRateDegPerDay(ctx),
  );
}
