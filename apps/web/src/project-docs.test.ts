// Issue 12 item 8: what the README promises a new user about starting the app and the Node
// version, checked against the scripts and the lock file (a browser cannot see either).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const readme = readFileSync(resolve(root, 'README.md'), 'utf8');
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(resolve(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};

/** [major, minor] of the lowest Node a range like ">=20.19", "^18 || >=20" or ">= 0.6" admits. */
function lowestNode(range: string): [number, number] {
  const lows = range.split('||').map((part) => {
    const m = /(\d+)(?:\.(\d+))?/.exec(part);
    return m
      ? ([Number(m[1]), Number(m[2] ?? 0)] as [number, number])
      : ([0, 0] as [number, number]);
  });
  return lows.sort((a, b) => a[0] - b[0] || a[1] - b[1])[0]!;
}

const above = (a: [number, number], b: [number, number]) =>
  a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);

describe('README quick start', () => {
  it('says npm start starts the server and where to open the app, not that it opens it', () => {
    const quickStart = readme.slice(
      readme.indexOf('## Quick start'),
      readme.indexOf('npm install && npm test'),
    );
    expect(quickStart).not.toMatch(/\bopens the app\b/);
    expect(quickStart).toMatch(/starts the server/);
    expect(quickStart).toMatch(/open <http:\/\/localhost:3000>/);
  });

  it('names the Node version package.json requires, and no installed package needs a newer one', () => {
    const supported = lowestNode(pkg.engines.node);
    expect(readme).toContain(`Node.js ${supported.join('.')} or newer`);
    const tooNew = Object.entries(lock.packages)
      .filter(
        ([path, p]) =>
          path &&
          !Array.isArray(p.engines) &&
          p.engines?.node &&
          above(lowestNode(p.engines.node), supported),
      )
      .map(
        ([path, p]) => `${path}@${p.version} needs node ${(p.engines as { node: string }).node}`,
      );
    expect(tooNew).toEqual([]);
  });
});
