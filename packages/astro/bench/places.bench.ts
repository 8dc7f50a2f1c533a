/**
 * Place-search timing: `npx tsx packages/astro/bench/places.bench.ts`.
 * Builds the index once (timed separately), then runs each realistic prefix (what people type
 * letter by letter into the birth-place box) several times and prints the median, p95 and max
 * per call in milliseconds. Target: median under 2 ms.
 */
import { searchPlaces, warmPlaces } from '../src/places/index.ts';

const TYPED = [
  'Pune',
  'Mumbai',
  'Bengaluru',
  'Hyderabad',
  'Varanasi',
  'São Paulo',
  'London',
  'New York',
  'Kathmandu',
  'Bombay',
  'Dehradun',
  'Thiruvananthapuram',
];
// Every prefix of every name: "P", "Pu", "Pun", "Pune", ...
const queries = TYPED.flatMap((name) => [...name].map((_, i) => name.slice(0, i + 1)));

const t0 = performance.now();
warmPlaces();
const buildMs = performance.now() - t0;

const ROUNDS = 5;
const times: number[] = [];
const firstTimes: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  for (const q of queries) {
    const t = performance.now();
    searchPlaces(q, 10);
    const dt = performance.now() - t;
    times.push(dt);
    if (r === 0) firstTimes.push(dt);
  }
}
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))] as number;
};
console.log(`index build (load 135k cities + sort): ${buildMs.toFixed(0)} ms`);
console.log(`${queries.length} prefixes x ${ROUNDS} rounds = ${times.length} searches`);
console.log(
  `first round: median ${pct(firstTimes, 0.5).toFixed(3)} ms, p95 ${pct(firstTimes, 0.95).toFixed(3)} ms, max ${Math.max(...firstTimes).toFixed(3)} ms`,
);
console.log(
  `all rounds:  median ${pct(times, 0.5).toFixed(3)} ms, p95 ${pct(times, 0.95).toFixed(3)} ms, max ${Math.max(...times).toFixed(3)} ms`,
);
const median = pct(times, 0.5);
console.log(median < 2 ? 'PASS: median under 2 ms' : 'FAIL: median 2 ms or more');
process.exitCode = median < 2 ? 0 : 1;
