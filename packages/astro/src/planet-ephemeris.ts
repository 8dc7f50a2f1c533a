/**
 * Heliocentric states of the Earth and Mercury ... Neptune from Chebyshev tables fitted to the
 * full VSOP87B series (Bretagnon & Francou 1988) over 1900-2100, the way JPL's ephemerides store
 * positions (Newhall 1989): equal time segments, one Chebyshev series per rectangular coordinate
 * and segment. A state costs under two hundred multiply-adds instead of the full series' 2,500 to
 * 7,000 cosines per body, and it is within 0.001 arcsec of the full series (as seen from the
 * Earth); the tables are built by `scripts/fit-planet-tables.mjs`, which prints the fit errors.
 */
import { PLANET_TABLES, TABLES_END_JD_TT, TABLES_START_JD_TT } from './planet-tables.ts';

/** A body's table as the generator writes it. */
export interface PackedChebyshevTable {
  /** Length of one segment, days. */
  segmentDays: number;
  /** Chebyshev coefficients per coordinate and segment (degree + 1). */
  coefficients: number;
  /** Number of segments from TABLES_START_JD_TT on. */
  segments: number;
  /** Every coefficient is an integer multiple of this, AU. */
  quantumAu: number;
  /** Segment after segment, x then y then z, each coefficient a zigzag LEB128 varint; base64. */
  data: string;
}

/** The bodies with a table. */
export type TabulatedBody = keyof typeof PLANET_TABLES;

/** Heliocentric position (AU) and velocity (AU/day), J2000 mean equator and equinox (EQJ). */
export interface HelioStateAu {
  x: number;
  y: number;
  z: number;
  vx: number;
  vy: number;
  vz: number;
}

interface Table {
  segmentDays: number;
  n: number;
  segments: number;
  /** Coefficients in AU: [segment][coordinate][k] flattened. */
  coeffs: Float64Array;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < BASE64.length; i++) BASE64_VALUE[BASE64.charCodeAt(i)] = i;

/** Plain base64 decoder (4 characters to 3 bytes), so the engine needs neither Buffer nor atob. */
function decodeBase64(s: string): Uint8Array {
  let len = s.length;
  while (len > 0 && s.charCodeAt(len - 1) === 61 /* '=' */) len--;
  const out = new Uint8Array(Math.floor((len * 3) / 4));
  const v = (i: number) => BASE64_VALUE[s.charCodeAt(i)] as number;
  let o = 0;
  let i = 0;
  for (; i + 4 <= len; i += 4) {
    const n = (v(i) << 18) | (v(i + 1) << 12) | (v(i + 2) << 6) | v(i + 3);
    out[o++] = n >> 16;
    out[o++] = (n >> 8) & 0xff;
    out[o++] = n & 0xff;
  }
  if (len - i === 2) out[o] = (v(i) << 2) | (v(i + 1) >> 4);
  if (len - i === 3) {
    const n = (v(i) << 12) | (v(i + 1) << 6) | v(i + 2);
    out[o++] = n >> 10;
    out[o] = (n >> 2) & 0xff;
  }
  return out;
}

/** Expands a packed table; varints can exceed 32 bits, hence arithmetic instead of shifts. */
function decodeTable(p: PackedChebyshevTable): Table {
  const bytes = decodeBase64(p.data);
  const coeffs = new Float64Array(p.segments * 3 * p.coefficients);
  let pos = 0;
  for (let i = 0; i < coeffs.length; i++) {
    let z = 0;
    let scale = 1;
    for (;;) {
      const b = bytes[pos++] as number;
      z += (b & 127) * scale;
      if (b < 128) break;
      scale *= 128;
    }
    coeffs[i] = (z % 2 === 0 ? z / 2 : -(z + 1) / 2) * p.quantumAu;
  }
  if (pos !== bytes.length) throw new Error('planet table: trailing or missing data');
  return { segmentDays: p.segmentDays, n: p.coefficients, segments: p.segments, coeffs };
}

const decoded = new Map<TabulatedBody, Table>();

/** Decodes a body's table on first use (all eight: about 50 ms once per process, mostly JIT warm-up). */
function tableOf(body: TabulatedBody): Table {
  let t = decoded.get(body);
  if (!t) {
    t = decodeTable(PLANET_TABLES[body]);
    decoded.set(body, t);
  }
  return t;
}

/** Chebyshev polynomials T_k(x) and their derivatives dT_k/dx, reused between calls. */
const basis = new Float64Array(32);
const basisDerivative = new Float64Array(32);

/**
 * Heliocentric state of a tabulated body, or undefined outside the tables' span (1899-12-31 0h
 * TT to 2100-01-02 and a little beyond), where the caller uses its own model.
 * @param body - 'Earth' or 'Mercury' ... 'Neptune'.
 * @param jdTt - Julian day, TT (VSOP87's TDB differs by under 2 ms, which no position here sees).
 * @returns position (AU) and velocity (AU/day) in the J2000 mean equator and equinox (EQJ).
 */
export function tabulatedHelioState(body: TabulatedBody, jdTt: number): HelioStateAu | undefined {
  if (!(jdTt >= TABLES_START_JD_TT && jdTt < TABLES_END_JD_TT)) return undefined;
  const t = tableOf(body);
  const since = jdTt - TABLES_START_JD_TT;
  const seg = Math.min(Math.floor(since / t.segmentDays), t.segments - 1);
  const x = (2 * (since - seg * t.segmentDays)) / t.segmentDays - 1;
  const n = t.n;
  basis[0] = 1;
  basis[1] = x;
  basisDerivative[0] = 0;
  basisDerivative[1] = 1;
  for (let k = 2; k < n; k++) {
    basis[k] = 2 * x * basis[k - 1]! - basis[k - 2]!;
    basisDerivative[k] =
      2 * basis[k - 1]! + 2 * x * basisDerivative[k - 1]! - basisDerivative[k - 2]!;
  }
  // Value and derivative of each coordinate; dx/dt = 2 / segmentDays.
  const c = t.coeffs;
  const e = [0, 0, 0];
  const v = [0, 0, 0];
  const rate = 2 / t.segmentDays;
  for (let axis = 0; axis < 3; axis++) {
    const base = (seg * 3 + axis) * n;
    let p = 0;
    let d = 0;
    for (let k = 0; k < n; k++) {
      const a = c[base + k]!;
      p += a * basis[k]!;
      d += a * basisDerivative[k]!;
    }
    e[axis] = p;
    v[axis] = d * rate;
  }
  const [x0, y0, z0] = e as [number, number, number];
  const [vx0, vy0, vz0] = v as [number, number, number];
  // VSOP87's ecliptic and equinox J2000 to the J2000 mean equator, with the same rotation
  // astronomy-engine applies to its own VSOP87 (obliquity 23°26'21.41" and the small offset of
  // the VSOP87 dynamical frame), so the two paths agree on the frame.
  return {
    x: x0 + 0.00000044036 * y0 - 0.000000190919 * z0,
    y: -0.000000479966 * x0 + 0.917482137087 * y0 - 0.397776982902 * z0,
    z: 0.397776982902 * y0 + 0.917482137087 * z0,
    vx: vx0 + 0.00000044036 * vy0 - 0.000000190919 * vz0,
    vy: -0.000000479966 * vx0 + 0.917482137087 * vy0 - 0.397776982902 * vz0,
    vz: 0.397776982902 * vy0 + 0.917482137087 * vz0,
  };
}

/** Julian days (TT) the tables cover: [start, end). */
export const TABULATED_SPAN_JD_TT: readonly [number, number] = [
  TABLES_START_JD_TT,
  TABLES_END_JD_TT,
];
