// `npm test`: type-checks and lints every workspace, builds the web app (browser tests drive the
// built app through the real server), runs every vitest project (unit, web, e2e), then prints one
// closing line "N passed, N failed". Extra arguments go to vitest (e.g. `npm test -- --project unit`).
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run, buildWeb } from './lib.mjs';

const extra = process.argv.slice(2);
if (extra.length === 0) {
  if ((await run('node', ['scripts/typecheck.mjs'])) !== 0) process.exit(1);
  if ((await run('npx', ['eslint', '.'])) !== 0) process.exit(1);
  console.log('lint: ok');
}
await buildWeb();

const outDir = mkdtempSync(join(tmpdir(), 'nk-test-'));
const report = join(outDir, 'vitest.json');
const code = await run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...extra,
]);

if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  console.log(
    `\ntests: ${r.numPassedTests} passed, ${r.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
  if (r.numTotalTests === 0) {
    console.error('No test ran.');
    process.exit(1);
  }
}
process.exit(code);
