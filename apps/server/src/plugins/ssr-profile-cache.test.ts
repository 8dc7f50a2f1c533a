import { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppEvents } from './events.ts';
import { createPageRenderer } from './ssr.ts';

// A stand-in for the web app's server build: each render says how many renders came before.
const dist = mkdtempSync(path.join(tmpdir(), 'nk-ssr-'));
mkdirSync(path.join(dist, '.ssr'));
writeFileSync(
  path.join(dist, '.ssr', 'entry-server.js'),
  `let n = 0;
export async function renderPage(request) {
  n += 1;
  return { html: 'render ' + n + ' of ' + request.url, head: '', queries: [] };
}
`,
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const TEMPLATE = '<html lang="en"><head><title>Nakshatra</title></head><div id="root"></div></html>';

describe('server rendering: cached guest profiles', () => {
  const events = new EventEmitter<AppEvents>();
  const app = {
    events,
    inject: async () => ({ statusCode: 404, json: () => null }),
  } as unknown as FastifyInstance;
  const log = { error() {}, warn() {} } as unknown as FastifyBaseLogger;
  const renderer = createPageRenderer(app, dist, log)!;
  const page = async (url: string, lang = 'en') => {
    const html = await renderer.render(
      { url, headers: { 'accept-language': lang } } as unknown as FastifyRequest,
      TEMPLATE,
    );
    return /render \d+/.exec(html ?? '')?.[0];
  };

  it('are rendered afresh once the astrologer changed, in every language and URL form', async () => {
    const meera = [
      ['/astroProfile/meera-iyer', 'en'],
      ['/astroProfile/meera-iyer', 'hi'],
      ['/astroProfile/meera-iyer/', 'en'],
      ['/astroProfile/meera-iyer?from=chat', 'en'],
    ] as const;
    const first = await Promise.all(meera.map(([url, lang]) => page(url, lang)));
    const other = await page('/astroProfile/meera-iyer-2');
    const home = await page('/');
    // Kept: the same pages again are the same renders.
    expect(await Promise.all(meera.map(([url, lang]) => page(url, lang)))).toEqual(first);

    events.emit('astrologer.refreshed', { id: 7, slug: 'meera-iyer' });
    const again = await Promise.all(meera.map(([url, lang]) => page(url, lang)));
    for (const [i, render] of again.entries()) expect(render).not.toBe(first[i]);
    // Other astrologers' pages (even one whose slug starts the same) and other pages stay.
    expect(await page('/astroProfile/meera-iyer-2')).toBe(other);
    expect(await page('/')).toBe(home);
  });
});
