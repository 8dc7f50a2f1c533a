// Small helpers shared by the repo's scripts (start, test, bench).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const webDist = join(root, 'apps/web/dist');

/** Runs a command with inherited stdio; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function newestMtimeMs(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtimeMs(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/** True when apps/web/dist is missing or older than the web sources it is built from. */
export function webBuildIsStale() {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/public',
    'packages/contracts/src',
  ].map((p) => join(root, p));
  return sources.some((p) => existsSync(p) && (statSync(p).isDirectory() ? newestMtimeMs(p) : statSync(p).mtimeMs) > built);
}

/** Builds the web app with Vite; throws when the build fails. */
export async function buildWeb() {
  const code = await run('npm', ['run', 'build', '-w', '@nakshatra/web']);
  if (code !== 0) throw new Error(`web build failed with exit code ${code}`);
}
