// Issue 5: the zodiac finder on /zodiacSign (public), real server.
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

describe.each(['mobile', 'desktop'] as const)('zodiac finder at %s width', (viewport) => {
  it('Gandhi (2 Oct 1869, 07:12, Porbandar): Libra sun, Cancer moon, Libra rising, Ashlesha', async () => {
    const ctx = await newContext(browser, server.baseUrl, viewport);
    const page = await ctx.newPage();
    await page.goto('/zodiacSign');
    await page.getByRole('heading', { level: 1, name: 'Zodiac Sign' }).waitFor();
    await page.getByLabel('Date of birth').fill('1869-10-02');
    await page.getByLabel('Time of birth').fill('07:12');
    await pickPlace(page, page.locator('input[role=combobox]'), 'Porbandar');
    await page.getByRole('button', { name: 'Find my signs' }).click();
    // Reference: B. V. Raman, "Notable Horoscopes" (Libra lagna, Moon in Cancer, Ashlesha).
    const value = (id: string) => page.locator(`#${id} + p`).textContent();
    await page.locator('#f-sun').waitFor();
    expect(await value('f-sun')).toBe('Libra');
    expect(await value('f-moon')).toBe('Cancer');
    expect(await value('f-ascendant')).toBe('Libra');
    expect(await value('f-nakshatra')).toMatch(/^Ashlesha, pada [1-4]$/);
    // The same result in Hindi: sign and nakshatra names are translated, not left in English.
    await page.getByLabel('Language').first().selectOption('hi');
    await page.getByText('आश्लेषा', { exact: false }).first().waitFor();
    expect(await value('f-moon')).toBe('कर्क');
    expect(await value('f-nakshatra')).toContain('आश्लेषा');
    await ctx.close();
  });
});
