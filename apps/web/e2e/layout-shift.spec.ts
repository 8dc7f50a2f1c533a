// Issue 12: no layout shift while pages load (Lighthouse CLS 0.188 on /chat and /about came
// from the footer jumping when a lazy page replaced its loading placeholder; 0.081 on profiles).
// The network is slowed to a phone's (150 ms latency) so placeholders really paint first.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, type ViewportName } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let profilePath: string;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const list = (await (await fetch(`${server.baseUrl}/api/consultants/list-filter`)).json()) as {
    content: { slug: string }[];
  };
  profilePath = `/astroProfile/${list.content[0]!.slug}`;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Cumulative layout shift as Chrome reports it (shifts right after input excluded). */
async function cumulativeShift(page: Page): Promise<{ total: number; sources: string[] }> {
  return page.evaluate(
    () => (window as unknown as { layoutShift: { total: number; sources: string[] } }).layoutShift,
  );
}

describe.each(['mobile', 'desktop'] as ViewportName[])('layout shift at %s width', (viewport) => {
  it('home, the chat list, a profile, about and login load without moving what is shown', async () => {
    const ctx = await newContext(browser, server.baseUrl, viewport);
    await ctx.addInitScript(() => {
      const state = { total: 0, sources: [] as string[] };
      (window as unknown as { layoutShift: typeof state }).layoutShift = state;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          state.total += entry.value;
          for (const s of entry.sources ?? []) {
            const el = s.node instanceof Element ? s.node : s.node?.parentElement;
            state.sources.push(`${entry.value.toFixed(3)} ${el?.outerHTML.slice(0, 120) ?? '?'}`);
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    for (const path of ['/', '/chat', profilePath, '/about', '/login']) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      // Fonts and images settle after network idle at the latest; give the last frame a moment.
      await page.waitForTimeout(300);
      const shift = await cumulativeShift(page);
      expect(shift.total, `${path}: ${shift.sources.join(' | ')}`).toBeLessThan(0.01);
    }
    await ctx.close();
  });
});
