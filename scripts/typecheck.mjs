// Type-checks every workspace with its own tsconfig (strict everywhere).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './lib.mjs';

const projects = ['packages/contracts', 'packages/astro', 'packages/readings', 'apps/server', 'apps/web'];
let failed = 0;
for (const p of projects) {
  if (!existsSync(join(root, p, 'tsconfig.json'))) continue;
  const code = await run('npx', ['tsc', '-p', p, '--noEmit']);
  console.log(`typecheck ${p}: ${code === 0 ? 'ok' : 'FAILED'}`);
  if (code !== 0) failed++;
}
process.exit(failed ? 1 : 0);
