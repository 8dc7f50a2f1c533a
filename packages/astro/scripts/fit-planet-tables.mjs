// Builds src/planet-tables.ts: Chebyshev polynomials fitted to the full VSOP87B series
// (Bretagnon & Francou 1988) for the Earth and Mercury ... Neptune over 1900-2100, so the engine
// gets full-series positions for a few hundred multiply-adds instead of evaluating thousands of
// terms per planet (issue 16).
//
// The VSOP87B coefficients come from astronomia 4.2.0 (MIT), which is not a project dependency:
// it installs 19 MB and is needed only here, while its output is committed. Install it elsewhere
// and point ASTRONOMIA_DIR at it:
//   mkdir /tmp/astronomia && cd /tmp/astronomia && npm install astronomia@4.2.0
//   ASTRONOMIA_DIR=/tmp/astronomia node packages/astro/scripts/fit-planet-tables.mjs
// It takes about two minutes and prints, per body, the fit's worst error against the full series.
//
// Method, as in JPL's ephemerides (Newhall 1989, "Numerical representation of planetary
// ephemerides", Celest. Mech. 45, 305): the span is cut into equal segments and each heliocentric
// rectangular coordinate (AU, VSOP87B's ecliptic and equinox J2000) is represented on each
// segment by a Chebyshev series, here the interpolant at the Chebyshev-Gauss nodes (within a
// factor of about 2 of the best uniform fit). Segment length and number of coefficients per body
// were chosen by scanning lengths of 4 to 1024 days for the fewest coefficients per day that keep
// the error below the body's tolerance (see TOLERANCE_ARCSEC). Coefficients are stored as integer
// multiples of a quantum (zigzag varints, base64), the quantum small enough that rounding adds at
// most an eighth of the tolerance.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const dir = process.env.ASTRONOMIA_DIR ?? '/tmp/astronomia';
const require = createRequire(join(dir, 'package.json'));
const astronomiaVersion = require('astronomia/package.json').version;

/** First instant covered: 1899-12-31 0h TT, a day before 1900 so that UT - Delta T stays inside. */
const START_JD_TT = 2415019.5;
/** Last instant that must be covered: 2100-01-02 0h TT. */
const END_JD_TT = 2488070.5;
const ARCSEC = Math.PI / 648000;
/**
 * The target: a fit error of at most 0.001 arcsec as seen from the Earth, at the body's closest
 * approach (a thousandth of the 1 arcsec the full series itself is good to). The Earth's error
 * is seen on every planet: its tolerance uses Venus' closest approach, 0.26 AU.
 */
const TOLERANCE_ARCSEC = 0.001;
/** Segment length (days), coefficients per coordinate and the closest approach to the Earth (AU). */
const BODIES = [
  { name: 'Earth', file: 'earth', segmentDays: 32, coefficients: 18, closestAu: 0.26 },
  { name: 'Mercury', file: 'mercury', segmentDays: 32, coefficients: 19, closestAu: 0.53 },
  { name: 'Venus', file: 'venus', segmentDays: 64, coefficients: 11, closestAu: 0.26 },
  { name: 'Mars', file: 'mars', segmentDays: 64, coefficients: 10, closestAu: 0.37 },
  { name: 'Jupiter', file: 'jupiter', segmentDays: 64, coefficients: 8, closestAu: 3.9 },
  { name: 'Saturn', file: 'saturn', segmentDays: 64, coefficients: 9, closestAu: 7.9 },
  { name: 'Uranus', file: 'uranus', segmentDays: 64, coefficients: 8, closestAu: 17.2 },
  { name: 'Neptune', file: 'neptune', segmentDays: 64, coefficients: 8, closestAu: 28.7 },
];
/** Check points per segment, evenly spaced and including both ends. */
const CHECKS_PER_SEGMENT = 48;

/** VSOP87B series of one body: for L, B and R, one flat [A, B, C, A, B, C...] array per power of time. */
function loadSeries(file) {
  const mod = require(`astronomia/data/vsop87B${file}`);
  const data = mod.default ?? mod;
  const out = {};
  for (const k of ['L', 'B', 'R']) {
    out[k] = Object.keys(data[k])
      .sort((a, b) => Number(a) - Number(b))
      .map((p) => Float64Array.from(data[k][p].flat()));
  }
  return out;
}

/** Sum over powers tau^alpha of sum A cos(B + C tau), as VSOP87 defines its series. */
function sumSeries(series, tau) {
  let res = 0;
  let power = 1;
  for (const s of series) {
    let acc = 0;
    for (let i = 0; i < s.length; i += 3) acc += s[i] * Math.cos(s[i + 1] + s[i + 2] * tau);
    res += acc * power;
    power *= tau;
  }
  return res;
}

/** Full-series heliocentric rectangular position (AU, ecliptic and equinox J2000) at a TT Julian day. */
function fullSeries(series, jd) {
  const tau = (jd - 2451545) / 365250; // Julian millennia, VSOP87's time unit
  const l = sumSeries(series.L, tau);
  const b = sumSeries(series.B, tau);
  const r = sumSeries(series.R, tau);
  return [r * Math.cos(b) * Math.cos(l), r * Math.cos(b) * Math.sin(l), r * Math.sin(b)];
}

/** Chebyshev coefficients of the interpolant at the n Chebyshev-Gauss nodes of [t0, t0 + len]. */
function fitSegment(series, t0, len, n) {
  const samples = [];
  for (let j = 0; j < n; j++) {
    const x = Math.cos((Math.PI * (j + 0.5)) / n);
    samples.push(fullSeries(series, t0 + ((x + 1) * len) / 2));
  }
  return [0, 1, 2].map((c) => {
    const out = [];
    for (let k = 0; k < n; k++) {
      let s = 0;
      for (let j = 0; j < n; j++) s += samples[j][c] * Math.cos((Math.PI * k * (j + 0.5)) / n);
      out.push(((k === 0 ? 1 : 2) * s) / n);
    }
    return out;
  });
}

function chebyshev(coeffs, x) {
  let b1 = 0;
  let b2 = 0;
  for (let k = coeffs.length - 1; k >= 1; k--) {
    const t = 2 * x * b1 - b2 + coeffs[k];
    b2 = b1;
    b1 = t;
  }
  return x * b1 - b2 + coeffs[0];
}

/** Zigzag LEB128 varint of an integer up to 2^52 (arithmetic, not 32-bit bitwise, operations). */
function pushVarint(bytes, v) {
  let z = v >= 0 ? 2 * v : -2 * v - 1;
  while (z >= 128) {
    bytes.push((z % 128) + 128);
    z = Math.floor(z / 128);
  }
  bytes.push(z);
}

/** Fits one body; returns its packed table, the quantized coefficients and the worst errors. */
function fitBody(body, series) {
  const toleranceAu = TOLERANCE_ARCSEC * ARCSEC * body.closestAu;
  const n = body.coefficients;
  const len = body.segmentDays;
  const segments = Math.ceil((END_JD_TT - START_JD_TT) / len);
  const quantumAu = toleranceAu / (4 * n);
  const bytes = [];
  const quantized = [];
  let worstAu = 0;
  for (let s = 0; s < segments; s++) {
    const t0 = START_JD_TT + s * len;
    const coeffs = fitSegment(series, t0, len, n).map((cs) =>
      cs.map((c) => {
        const q = Math.round(c / quantumAu);
        pushVarint(bytes, q);
        return q * quantumAu;
      }),
    );
    quantized.push(coeffs);
    for (let m = 0; m < CHECKS_PER_SEGMENT; m++) {
      const x = -1 + (2 * m) / (CHECKS_PER_SEGMENT - 1);
      const p = fullSeries(series, t0 + ((x + 1) * len) / 2);
      const d = [0, 1, 2].map((c) => chebyshev(coeffs[c], x) - p[c]);
      worstAu = Math.max(worstAu, Math.hypot(...d));
    }
  }
  if (worstAu > toleranceAu) {
    throw new Error(`${body.name}: fit error ${worstAu} AU exceeds ${toleranceAu} AU`);
  }
  const data = Buffer.from(bytes).toString('base64');
  return { segments, quantumAu, data, quantized, worstAu, toleranceAu };
}

/** Position from the quantized fit (as the engine evaluates it). */
function fitted(body, fit, jd) {
  const s = Math.min(Math.floor((jd - START_JD_TT) / body.segmentDays), fit.segments - 1);
  const x = (2 * (jd - START_JD_TT - s * body.segmentDays)) / body.segmentDays - 1;
  return fit.quantized[s].map((cs) => chebyshev(cs, x));
}

function angle(a, b) {
  const dot = a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
  const cross = Math.hypot(
    a[1] * b[2] - a[2] * b[1],
    a[2] * b[0] - a[0] * b[2],
    a[0] * b[1] - a[1] * b[0],
  );
  return Math.atan2(cross, dot);
}

/** Geocentric (geometric) direction error of fitted planet minus fitted Earth, arcsec, worst. */
function geocentricCheck(body, fit, series, earth, earthFit, earthSeries) {
  let seed = 16;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  let worst = 0;
  for (let i = 0; i < 20000; i++) {
    const jd = START_JD_TT + rnd() * (END_JD_TT - START_JD_TT);
    const e = fullSeries(earthSeries, jd);
    const ef = fitted(earth, earthFit, jd);
    const p = body === earth ? [0, 0, 0] : fullSeries(series, jd);
    const pf = body === earth ? [0, 0, 0] : fitted(body, fit, jd);
    const g = [0, 1, 2].map((c) => p[c] - e[c]);
    const gf = [0, 1, 2].map((c) => pf[c] - ef[c]);
    worst = Math.max(worst, angle(g, gf) / ARCSEC);
  }
  return worst;
}

/** Our series sum against astronomia's own Planet.position2000 (summation order differs: 1e-12 AU). */
function crossCheck(series, file) {
  const { Planet } = require('astronomia/planetposition');
  const mod = require(`astronomia/data/vsop87B${file}`);
  const planet = new Planet(mod.default ?? mod);
  for (const jd of [2415020.5, 2451545.0, 2488069.5]) {
    const c = planet.position2000(jd);
    const ref = [
      c.range * Math.cos(c.lat) * Math.cos(c.lon),
      c.range * Math.cos(c.lat) * Math.sin(c.lon),
      c.range * Math.sin(c.lat),
    ];
    const p = fullSeries(series, jd);
    const d = Math.hypot(p[0] - ref[0], p[1] - ref[1], p[2] - ref[2]);
    if (d > 1e-10) throw new Error(`${file}: series sum differs from astronomia by ${d} AU`);
  }
}

const fits = [];
let earthFit;
let earthSeries;
for (const body of BODIES) {
  const series = loadSeries(body.file);
  crossCheck(series, body.file);
  const fit = fitBody(body, series);
  if (body.name === 'Earth') {
    earthFit = fit;
    earthSeries = series;
  }
  const geoArcsec = geocentricCheck(body, fit, series, BODIES[0], earthFit, earthSeries);
  fits.push({ body, fit, geoArcsec });
  console.log(
    `${body.name.padEnd(8)} ${String(body.segmentDays).padStart(4)} d x ${String(body.coefficients).padStart(2)}` +
      ` coefficients, ${fit.segments} segments, ${fit.data.length} base64 chars;` +
      ` worst |r| error ${(fit.worstAu * 1.495978707e8).toFixed(3)} km` +
      ` (tolerance ${(fit.toleranceAu * 1.495978707e8).toFixed(3)} km);` +
      ` worst geocentric direction error ${geoArcsec.toExponential(1)} arcsec`,
  );
}

const endJd = Math.min(
  ...fits.map(({ body, fit }) => START_JD_TT + fit.segments * body.segmentDays),
);
const lines = [
  '// Generated by packages/astro/scripts/fit-planet-tables.mjs: do not edit, re-run the script.',
  `// Chebyshev fits to the full VSOP87B series (Bretagnon & Francou 1988; astronomia ${astronomiaVersion} data),`,
  '// heliocentric rectangular coordinates in AU, ecliptic and equinox J2000 (VSOP87B frame),',
  '// argument TT. Worst error of the fit against the full series (48 points per segment; geocentric',
  '// direction of planet minus Earth, both fitted, at 20,000 random instants):',
  ...fits.map(
    ({ body, fit, geoArcsec }) =>
      `//   ${body.name.padEnd(8)} ${(fit.worstAu * 1.495978707e8).toFixed(3)} km, ${geoArcsec.toExponential(1)} arcsec`,
  ),
  "import type { PackedChebyshevTable } from './planet-ephemeris.ts';",
  '',
  `/** First Julian day (TT) the tables cover: 1899-12-31 0h TT. */`,
  `export const TABLES_START_JD_TT = ${START_JD_TT};`,
  `/** End (exclusive) of the span every table covers, Julian day TT. */`,
  `export const TABLES_END_JD_TT = ${endJd};`,
  '',
  '/** One table per body: coefficients as zigzag varints of multiples of quantumAu, base64. */',
  'export const PLANET_TABLES: Record<',
  "  'Earth' | 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn' | 'Uranus' | 'Neptune',",
  '  PackedChebyshevTable',
  '> = {',
  ...fits.map(({ body, fit }) =>
    [
      `  ${body.name}: {`,
      `    segmentDays: ${body.segmentDays},`,
      `    coefficients: ${body.coefficients},`,
      `    segments: ${fit.segments},`,
      `    quantumAu: ${fit.quantumAu},`,
      `    data: '${fit.data}',`,
      '  },',
    ].join('\n'),
  ),
  '};',
  '',
];
writeFileSync(new URL('../src/planet-tables.ts', import.meta.url), lines.join('\n'));
console.log(`wrote src/planet-tables.ts, tables end at JD ${endJd} TT`);
