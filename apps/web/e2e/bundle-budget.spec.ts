// Issue 12: the JavaScript budget of the built app (`npm test` builds it first).
// Initial JavaScript for / (the entry script and every module it preloads) must stay under
// 120 KB compressed, and no route may add more than 100 KB compressed on top of it. "Compressed"
// is what the server sends a browser that accepts brotli: the build's `.br` sibling, or the file
// itself when it is too small to have one (apps/web/vite-precompress.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DIST = fileURLToPath(new URL('../dist', import.meta.url));
const KB = 1000;
const INITIAL_BUDGET = 120 * KB;
const ROUTE_BUDGET = 100 * KB;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function sentBytes(file: string): number {
  const full = path.join(DIST, file);
  return statSync(existsSync(`${full}.br`) ? `${full}.br` : full).size;
}

/**
 * The scripts every page runs: those index.html names, and the app its entry loads at once
 * (src/boot.tsx, imported dynamically so a server-rendered page paints before it is fetched).
 */
function initialScripts(manifest: Manifest): string[] {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script type="module"[^>]*\ssrc="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*\shref="\/([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  return [...new Set([...files, ...closure(manifest, 'src/boot.tsx')])];
}

/** A dynamic entry's own chunk and every chunk it imports statically, transitively. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

describe('JavaScript budget of the built web app', () => {
  const manifest = JSON.parse(
    readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const initial = initialScripts(manifest);
  const initialSet = new Set(initial);

  it(`initial JavaScript for / is under ${kb(INITIAL_BUDGET)} compressed`, () => {
    // The page's own entry must be among them, or the regexes above read the wrong file.
    const entry = Object.values(manifest).find((c) => c.isEntry);
    expect(entry && initialSet.has(entry.file)).toBe(true);
    const total = initial.reduce((sum, file) => sum + sentBytes(file), 0);
    const largest = [...initial].sort((a, b) => sentBytes(b) - sentBytes(a)).slice(0, 5);
    console.log(
      `initial JS for /: ${kb(total)} in ${initial.length} files; largest: ${largest
        .map((f) => `${path.basename(f)} ${kb(sentBytes(f))}`)
        .join(', ')}`,
    );
    expect(total).toBeLessThan(INITIAL_BUDGET);
  });

  it(`no route adds more than ${kb(ROUTE_BUDGET)} compressed to it`, () => {
    const routes = Object.entries(manifest).filter(
      ([key, c]) => c.isDynamicEntry && key.startsWith('src/app/routes/'),
    );
    // Every page but home is split out (app/router.tsx); a build without them would pass vacuously.
    expect(routes.length).toBeGreaterThan(15);
    const rows = routes.map(([key]) => {
      const extra = [...closure(manifest, key)].filter((file) => !initialSet.has(file));
      return {
        route: path.basename(key, '.tsx'),
        bytes: extra.reduce((s, f) => s + sentBytes(f), 0),
      };
    });
    rows.sort((a, b) => b.bytes - a.bytes);
    console.log(`route chunks: ${rows.map((r) => `${r.route} ${kb(r.bytes)}`).join(', ')}`);
    for (const row of rows) expect(row.bytes, row.route).toBeLessThan(ROUTE_BUDGET);
  });
});
