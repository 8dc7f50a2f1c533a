// Prevalence of each yoga in 10,000 random Indian births (seeded, so reproducible): the table in
// packages/astro/README.md ("Yogas: how often they occur"). Births are uniform over 1950-2010 (UT)
// and over India's bounding box (8-35 N, 68-97 E). Beside each share, the rate the rule implies
// when the bodies and the lagna are placed independently and uniformly (uniformCharts).
// Run: npm run bench yogas (or npx tsx packages/astro/bench/yogas.bench.ts [count] [seed]).
import { randomIndianCharts, uniformCharts, yogaPrevalence } from '../src/yoga-prevalence.ts';

const count = Number(process.argv[2] ?? 10_000);
const seed = Number(process.argv[3] ?? 14);
const t0 = performance.now();
const births = yogaPrevalence(randomIndianCharts(count, seed));
const t1 = performance.now();
const uniform = yogaPrevalence(uniformCharts(count, seed));
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
console.log(`${count} births, seed ${seed}: ${((t1 - t0) / 1000).toFixed(1)} s`);
console.log('| Yoga | Births | strong / moderate / weak | Uniform placement |');
console.log('|---|---|---|---|');
for (const [id, share] of Object.entries(births.present)) {
  const g = births.grades[id];
  const grades = g ? `${pct(g.strong)} / ${pct(g.moderate)} / ${pct(g.weak)}` : '-';
  console.log(`| ${id} | ${pct(share)} | ${grades} | ${pct(uniform.present[id]!)} |`);
}
console.log(
  `| a debilitated planet | ${pct(births.withDebilitated)} | | ${pct(uniform.withDebilitated)} |`,
);
console.log(
  `| Neecha Bhanga among those | ${pct(births.neechaBhangaGivenDebilitated)} | | ` +
    `${pct(uniform.neechaBhangaGivenDebilitated)} |`,
);
