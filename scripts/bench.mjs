// `npm run bench`: runs every benchmark file (packages/*/bench/*.bench.ts, apps/*/bench/*.bench.ts)
// one after another, each in its own process, so figures are not disturbed by each other.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './lib.mjs';

const only = process.argv[2];
const files = [];
for (const group of ['packages', 'apps']) {
  for (const pkg of readdirSync(join(root, group))) {
    const dir = join(root, group, pkg, 'bench');
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).sort()) {
      if (f.endsWith('.bench.ts') && (!only || f.includes(only))) files.push(join(dir, f));
    }
  }
}
if (files.length === 0) {
  console.error('no benchmark files found');
  process.exit(1);
}
let failed = 0;
for (const file of files) {
  console.log(`\n== ${file.slice(root.length + 1)} ==`);
  const code = await run(process.execPath, ['--import', 'tsx', file]);
  if (code !== 0) failed++;
}
process.exit(failed ? 1 : 0);
