// Benchmark of one full chart: positions of all 12 bodies, ascendant, houses, the 16 vargas and
// a 3-level Vimshottari tree, and every yoga and dosha rule; beside it, the positions alone
// (siderealPositions: the instant's nutation and precession, 12 bodies, ayanamsa).
// Run: npm run bench chart (or npx tsx packages/astro/bench/chart.bench.ts).
// Targets (2-core machine): median single chart under 1 ms; 1,000 charts under 1 s.
import {
  computeChart,
  divisionalChart,
  findDoshas,
  findYogas,
  siderealPositions,
  VARGAS,
  vimshottari,
  type Chart,
} from '../src/index.ts';

function fullChart(utc: Date, latDeg: number, lonDeg: number): Chart {
  const chart = computeChart({ utc, latDeg, lonDeg });
  for (const v of VARGAS) divisionalChart(chart, v);
  vimshottari(utc, chart.planets[1]!.longitudeDeg, 3);
  findYogas(chart);
  findDoshas(chart, { atUtc: utc });
  return chart;
}

let seed = 7;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const t0 = Date.UTC(1900, 0, 1);
const span = Date.UTC(2100, 0, 1) - t0;
const inputs = Array.from({ length: 3000 }, () => ({
  utc: new Date(t0 + rnd() * span),
  lat: -66 + 132 * rnd(),
  lon: -180 + 360 * rnd(),
}));

/** Median and 95th percentile of per-call times, ms. */
function medianP95(times: number[]): [number, number] {
  times.sort((a, b) => a - b);
  return [times[Math.floor(times.length / 2)]!, times[Math.floor(times.length * 0.95)]!];
}

// Warm up the JIT on different inputs than the measured ones.
for (const x of inputs.slice(2000)) fullChart(x.utc, x.lat, x.lon);

const single: number[] = [];
for (const x of inputs.slice(0, 1000)) {
  const start = performance.now();
  fullChart(x.utc, x.lat, x.lon);
  single.push(performance.now() - start);
}
const [median, p95] = medianP95(single);

const positionsOnly: number[] = [];
for (const x of inputs.slice(0, 1000)) {
  const start = performance.now();
  siderealPositions(x.utc);
  positionsOnly.push(performance.now() - start);
}
const [posMedian, posP95] = medianP95(positionsOnly);

const start = performance.now();
for (const x of inputs.slice(1000, 2000)) fullChart(x.utc, x.lat, x.lon);
const thousand = performance.now() - start;

const ok = median < 1 && thousand < 1000;
console.log('astro chart benchmark (random instants 1900-2100, latitudes -66..66)');
console.log(
  `  one full chart: median ${median.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms   (target < 1 ms)`,
);
console.log(
  `  positions only: median ${posMedian.toFixed(3)} ms, p95 ${posP95.toFixed(3)} ms   (12 bodies, sidereal)`,
);
console.log(`  1,000 charts:   ${thousand.toFixed(0)} ms                       (target < 1000 ms)`);
console.log(ok ? '  targets met' : '  TARGET MISSED');
process.exitCode = ok ? 0 : 1;
