/**
 * How the daily horoscopes read (`npm run bench readings`): for 12 signs over 7 consecutive days,
 * in every language (English and Hindi are the targets, the rest are printed beside),
 * each section's text is read back sentence by sentence against the phrase bank (gochara/audit.ts)
 * and measured:
 * - cross-sign: sentences that also appear under another sign on the same day (target < 10 %);
 * - within-week: sentences that appear on another day of the same sign's week (target < 20 %);
 * - contradictions: sections with a sentence against the section's verdict (target 0);
 * - unread: text no bank template explains (target 0).
 * Printed beside, for information: the share of sentences written from a phrasing that another
 * sign also uses that day (with its own house, sign or date filled in), a stricter measure than
 * the issue's. Three weeks are measured (one with Rahu changing sign, one with Saturn changing sign, one
 * ordinary), then the time to write one reading (median over the uncached days of a year).
 */
import { auditReadings } from '../src/gochara/audit.ts';
import { horoscope } from '../src/horoscope.ts';
import { LANGS } from '../src/lang.ts';

const WEEKS = ['2026-11-30', '2027-05-31', '2027-09-06'];
const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

let failed = false;
console.log(
  'lang  week of      sentences  cross-sign  within-week  contradictions  unread  verdicts g/m/h  same phrasing, other sign',
);
for (const lang of LANGS) {
  for (const start of WEEKS) {
    const a = auditReadings(lang, start, 7);
    const target = lang === 'en' || lang === 'hi';
    const ok =
      a.crossSign < 0.1 && a.withinWeek < 0.2 && a.contradictions === 0 && a.unread.length === 0;
    if (target && !ok) failed = true;
    console.log(
      [
        lang.padEnd(4),
        start.padEnd(11),
        String(a.sentences).padStart(9),
        pct(a.crossSign).padStart(10),
        pct(a.withinWeek).padStart(11),
        String(a.contradictions).padStart(14),
        String(a.unread.length).padStart(6),
        `  ${a.verdicts.good}/${a.verdicts.mixed}/${a.verdicts.hard}`.padEnd(16),
        pct(a.crossSignTemplate).padStart(8),
        ok ? '' : target ? '  MISSED TARGET' : '  (outside the targets)',
      ].join(' '),
    );
    for (const u of a.unread.slice(0, 2)) console.log(`      unread: ${u}`);
  }
}

// Time per reading: days the memo has not seen, so each includes its transits and events.
const times: number[] = [];
for (let d = 0; d < 60; d++) {
  const date = new Date(Date.UTC(2028, 0, 1 + d * 5)).toISOString().slice(0, 10);
  const t0 = performance.now();
  horoscope(d % 12, date, 'day', 'en');
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
console.log(
  `\nwriting one day reading (uncached day, 60 samples): median ${times[30]!.toFixed(1)} ms, p90 ${times[54]!.toFixed(1)} ms`,
);
if (failed) {
  console.log('English or Hindi missed a target');
  process.exitCode = 1;
}
