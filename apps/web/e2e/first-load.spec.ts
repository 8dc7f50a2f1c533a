// Issue 12, first load as Lighthouse measures it. Our Content-Security-Policy allows no eval, and nothing
// on the measured pages may try one (zod's fast-path probe did: lib/zod-config.ts).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('first load', () => {
  it('no page a guest opens first reports a violation', async () => {
    const ctx = await newContext(browser, server.baseUrl, 'mobile');
    await ctx.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.columnNumber}`),
      );
    });
    const page = await ctx.newPage();
    for (const [path, ready] of [
      ['/', 'main h1'],
      ['/chat', 'main article'],
      ['/login', 'main form'],
    ] as const) {
      await page.goto(path);
      await page.locator(ready).first().waitFor();
      // The directory's response has been parsed (cards drawn): the schema path has run.
      await page.waitForLoadState('networkidle');
      const violations = await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      );
      expect(violations, path).toEqual([]);
    }
    await ctx.close();
  });

  it("a profile arrives with its astrologer: no request for it, no unused preload", async () => {
    const list = (await (await fetch(`${server.baseUrl}/api/consultants/list-filter`)).json()) as {
      content: { slug: string; name: string }[];
    };
    const { slug, name } = list.content[0]!;
    const ctx = await newContext(browser, server.baseUrl, 'mobile');
    const page = await ctx.newPage();
    const calls: string[] = [];
    const warnings: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/consultants/by-slug')) calls.push(r.url());
    });
    page.on('console', (m) => {
      if (m.text().includes('preload') || m.type() === 'error') warnings.push(m.text());
    });
    const response = await page.goto(`/astroProfile/${slug}`);
    // The server rendered the page with the astrologer in it (apps/server plugins/ssr.ts) ...
    const escaped = name
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#x27;');
    // (the name, then its verified badge)
    expect(await response!.text()).toContain(`id="astrologer-name"`);
    expect(await response!.text()).toMatch(new RegExp(`id="astrologer-name"[^>]*>${escaped.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}<`));
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.waitForLoadState('networkidle');
    // ... and the app took that data over instead of asking for it again.
    expect(calls).toEqual([]);
    expect(warnings).toEqual([]);
    await ctx.close();
  });

  it('the Chat list fetches its first page once, with the page, before its own code', async () => {
    const ctx = await newContext(browser, server.baseUrl, 'mobile');
    const page = await ctx.newPage();
    const order: string[] = [];
    page.on('request', (r) => order.push(r.url()));
    await page.goto('/chat');
    await page.locator('main article').first().waitFor();
    await page.waitForLoadState('networkidle');
    const lists = order.filter((u) => u.includes('/api/consultants/list-filter'));
    expect(lists).toHaveLength(1);
    const chunk = order.findIndex((u) => /\/assets\/chat-[\w-]+\.js$/.test(u));
    expect(chunk).toBeGreaterThan(-1);
    expect(order.indexOf(lists[0]!)).toBeLessThan(chunk);
    await ctx.close();
  });
});
