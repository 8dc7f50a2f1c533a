// Issue 5: /horoscope/:sign in real Chromium against the real server (readings from transits).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, waitForTheAppOnNavigation } from './support/browser.ts';
import { signedInContext } from './support/birth.ts';
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

describe.each(['mobile', 'desktop'] as const)('horoscope at %s width', (viewport) => {
  it('guests are sent to login; signed in, today -> tomorrow changes the date and the text', async () => {
    const guest = await browser.newContext({ baseURL: server.baseUrl });
    guest.on('page', waitForTheAppOnNavigation);
    const gp = await guest.newPage();
    await gp.goto('/horoscope/leo');
    await gp.waitForURL(/\/login\?next=%2Fhoroscope%2Fleo/);
    await guest.close();

    const ctx = await signedInContext(browser, server.baseUrl, viewport);
    const page = await ctx.newPage();
    await page.goto('/horoscope/leo');
    await page.getByRole('heading', { level: 1, name: 'Leo' }).waitFor();
    const general = page.locator('#h-general + p');
    await general.waitFor();
    const todayText = await general.textContent();
    const todayDate = await page.getByTestId('horoscope-date').textContent();
    expect(await page.getByRole('link', { name: 'Today' }).getAttribute('aria-current')).toBe('page');

    await page.getByRole('link', { name: 'Tomorrow' }).click();
    await page.waitForURL(/view=tomorrow/);
    await expect.poll(() => page.getByTestId('horoscope-date').textContent()).not.toBe(todayDate);
    await expect.poll(() => general.textContent(), { timeout: 15_000 }).not.toBe(todayText);

    // Why this reading: collapsible list of the transits.
    await page.getByText('Why this reading').click();
    expect(await page.locator('details tbody tr').count()).toBe(9);

    // The horoscope bot panel opens and closes.
    const toggle = page.getByRole('button', { name: 'Ask the horoscope bot' });
    await toggle.click();
    await page.getByRole('heading', { name: 'Horoscope bot' }).waitFor();
    await page.locator('aside').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('heading', { name: 'Horoscope bot' }).waitFor({ state: 'hidden' });

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await ctx.close();
  });
});
