// Issue 5: /panchang (public): New Delhi by default, date switching, place remembered.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser.ts';
import { pickPlace } from './support/birth.ts';
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

describe.each(['mobile', 'desktop'] as const)('panchang at %s width', (viewport) => {
  it('Diwali 2024 at New Delhi: Amavasya at sunrise; the chosen place is remembered', async () => {
    const ctx = await newContext(browser, server.baseUrl, viewport);
    const page = await ctx.newPage();
    await page.goto('/panchang');
    await page.locator('#limbs-title').waitFor();
    expect(await page.locator('input[role=combobox]').inputValue()).toBe('New Delhi, Delhi, India');
    await page.getByLabel('Date', { exact: true }).fill('2024-11-01');
    // Published (drikpanchang.com, New Delhi): Amavasya from 15:52 on 31 Oct to 18:16 on 1 Nov.
    await page.getByText(/^Amavasya · /).waitFor();
    await page.getByText('Rahu kaal', { exact: true }).waitFor();

    await pickPlace(page, page.locator('input[role=combobox]'), 'Pune');
    await page.getByText(/^Pune, Maharashtra · UTC \+05:30$/).waitFor();
    await page.reload();
    expect(await page.locator('input[role=combobox]').inputValue()).toBe('Pune, Maharashtra, India');
    await ctx.close();
  });
  it('Diwali 2026: festivals, muhurtas, choghadiya, sunrise convention and the keyboard month grid', async () => {
    const ctx = await newContext(browser, server.baseUrl, viewport);
    // The browser's today is read by the page and by this test: the same, even at midnight.
    await ctx.clock.setFixedTime(new Date('2026-11-20T06:30:00Z'));
    const page = await ctx.newPage();
    // A day's address opens that day (it can be shared and bookmarked).
    await page.goto('/panchang?date=2026-11-08');
    await page.locator('#limbs-title').waitFor();
    expect(await page.getByLabel('Date', { exact: true }).inputValue()).toBe('2026-11-08');
    // timeanddate.com: Diwali on 8 Nov 2026 (see packages/astro/test/vectors/README.md).
    await page.locator('#calendar-title').waitFor();
    await page.getByText('Diwali (Lakshmi Puja)', { exact: true }).first().waitFor();
    await page.getByRole('heading', { name: 'Muhurtas' }).waitFor();
    await page.getByRole('heading', { name: 'Choghadiya' }).waitFor();
    await page.getByRole('heading', { name: 'Lunar month and samvat' }).waitFor();

    const sunrise = page.getByText('Sunrise', { exact: true }).locator('..');
    const limb = await sunrise.textContent();
    await page.getByText('Disc centre, no refraction').click();
    await expect.poll(() => sunrise.textContent()).not.toBe(limb);

    const day = page.locator('[data-panchang-day="2026-11-08"]');
    await day.waitFor();
    await day.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByLabel('Date', { exact: true }).inputValue()).toBe('2026-11-09');
    // The address follows the day shown, and a reload keeps it.
    expect(new URL(page.url()).searchParams.get('date')).toBe('2026-11-09');
    await page.reload();
    await page.locator('#limbs-title').waitFor();
    expect(await page.getByLabel('Date', { exact: true }).inputValue()).toBe('2026-11-09');
    // A date that is no day (30 February) shows today, and 'Today' leaves the address bare.
    await page.goto('/panchang?date=2026-02-30');
    await page.locator('#limbs-title').waitFor();
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date()),
    );
    expect(await page.getByLabel('Date', { exact: true }).inputValue()).toBe(today);
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('date')).not.toBeNull();
    await page.getByRole('button', { name: 'Today' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('date')).toBeNull();
    await ctx.close();
  });
});
