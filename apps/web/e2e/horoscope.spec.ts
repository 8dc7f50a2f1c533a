// Issue 5: /horoscope/:sign in real Chromium against the real server (readings from transits).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, waitForTheAppOnNavigation } from './support/browser.ts';
import { signedInContext } from './support/birth.ts';
import { memberWithProfile } from './support/members.ts';
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
    const general = page.locator('[aria-labelledby="h-general"] > p');
    await general.waitFor();
    const todayText = await general.textContent();
    const todayDate = await page.getByTestId('horoscope-date').textContent();
    expect(await page.getByRole('link', { name: 'Today' }).getAttribute('aria-current')).toBe(
      'page',
    );

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

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await ctx.close();
  });
});

describe('your personal reading', () => {
  it("from the member's own chart, with a link to their Moon sign; without birth details, a prompt", async () => {
    const { ctx } = await memberWithProfile(browser, server.baseUrl, { viewport: 'mobile' });
    // Open a sign that is not the member's own Moon sign (which the API reports).
    const own = (await (
      await ctx.request.get(`${server.baseUrl}/api/horoscope/personal`)
    ).json()) as { moonSign: string };
    const other = own.moonSign === 'aries' ? 'taurus' : 'aries';
    const page = await ctx.newPage();
    await page.goto(`/horoscope/${other}`);
    const card = page.getByTestId('personal-reading');
    await card.getByRole('heading', { name: 'Your personal reading' }).waitFor();
    // Tara, dasha, the antardasha lord's transit and the ascendant view.
    expect(await card.locator('li').count()).toBe(4);
    // The tara line: the Moon's star counted from the birth star, or (one day in 27) the birth
    // star itself.
    expect(await card.textContent()).toMatch(
      /tara from your birth star|returns to your birth star [\w ]+ \(Janma tara\)/,
    );
    expect(await card.textContent()).toMatch(/mahadasha with the .+ antardasha until/);
    const open = card.getByRole('link', { name: /Read the full reading for your Moon sign/ });
    const href = (await open.getAttribute('href'))!;
    expect(href).toBe(`/horoscope/${own.moonSign}`);
    await open.click();
    await page.waitForURL(new RegExp(`${href}$`));
    await card.getByText("This page is your Moon sign's reading.").waitFor();
    await expectAccessible(page, 'personal reading');
    await ctx.close();

    const bare = await signedInContext(browser, server.baseUrl, 'desktop');
    const p2 = await bare.newPage();
    await p2.goto('/horoscope/aries');
    const add = p2.getByRole('link', { name: 'Add birth details' });
    await add.waitFor();
    expect(await add.getAttribute('href')).toBe('/edit_profile');
    await bare.close();
  });
});
