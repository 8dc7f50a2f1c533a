// Issue 5: /matching (public): two births -> Ashtakoota table, total out of 36, Manglik, verdict.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser.ts';
import { expectAccessible } from './support/axe.ts';
import { pickBirth, pickPlace } from './support/birth.ts';
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

describe.each(['mobile', 'desktop'] as const)('matching at %s width', (viewport) => {
  it('shows the eight kootas whose points add up to the total out of 36', async () => {
    const ctx = await newContext(browser, server.baseUrl, viewport);
    const page = await ctx.newPage();
    await page.goto('/matching');
    const boy = page.getByRole('group', { name: 'Boy' });
    const girl = page.getByRole('group', { name: 'Girl' });
    const places = page.locator('input[role=combobox]');
    await pickBirth(page, boy.getByLabel('Date & Time of Birth'), boy, { year: 1990, month: 5, day: 17, hour: 6, minute: 30 });
    await pickPlace(page, places.nth(0), 'Pune');
    await pickBirth(page, girl.getByLabel('Date & Time of Birth'), girl, { year: 1992, month: 11, day: 3, hour: 21, minute: 15 });
    await pickPlace(page, places.nth(1), 'Chennai');
    await page.getByRole('button', { name: 'Match kundlis' }).click();
    const meter = page.getByRole('meter');
    await meter.waitFor();
    const rows = page.locator('tbody tr');
    expect(await rows.count()).toBe(8);
    const points = await rows.locator('td:nth-child(4)').allTextContents();
    const sum = points.reduce((s, p) => s + Number(p.split('/')[0]!.trim()), 0);
    const maxes = points.reduce((s, p) => s + Number(p.split('/')[1]!.trim()), 0);
    expect(maxes).toBe(36);
    expect(Number(await meter.getAttribute('aria-valuenow'))).toBeCloseTo(sum, 5);
    await page.getByText(/^Manglik: boy (yes|no), girl (yes|no)\./).waitFor();
    // Issue 14: the report names each dosha, its status (in words) and what it means.
    const doshas = page.getByRole('region', { name: 'Doshas' });
    expect(await doshas.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      expect.stringMatching(/Nadi/),
      expect.stringMatching(/Bhakoot/),
      expect.stringMatching(/Gana/),
      expect.stringMatching(/Manglik/),
    ]);
    expect(await doshas.getByText(/^Status: (Present|Cancelled|Absent)$/).count()).toBe(4);
    await expectAccessible(page, 'matching report');
    if (process.env.SHOT_DIR) await doshas.screenshot({ path: `${process.env.SHOT_DIR}/matching-doshas-${viewport}.png` });
    await ctx.close();
  });
});
