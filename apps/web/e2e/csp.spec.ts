// Issue 12 (Lighthouse best practices): our Content-Security-Policy allows no eval, and nothing
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

describe('Content-Security-Policy', () => {
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
});
