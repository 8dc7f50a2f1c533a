// Issue 13: /feedback from the profile menu, stored, and read by an admin (the seeded demo admin,
// README "Demo accounts"); markup in a note stays text. axe at 390 and 1280 px, English and Hindi.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, newContext } from './support/browser.ts';
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

async function adminContext(viewport: 'mobile' | 'desktop'): Promise<BrowserContext> {
  const ctx = await newContext(browser, server.baseUrl, viewport);
  const res = await ctx.request.post(`${server.baseUrl}/api/login`, {
    data: { email: 'admin@nakshatra.local', password: 'nakshatra-demo' },
  });
  expect(res.status()).toBe(200);
  return ctx;
}

describe('feedback', () => {
  it('a member sends a note from the profile menu; the admin reads it as text', async () => {
    const { ctx } = await memberWithProfile(browser, server.baseUrl, { viewport: 'desktop', tag: 'fb' });
    const page = await ctx.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Feedback' }).click();
    await page.waitForURL('**/feedback');
    await page.getByRole('heading', { level: 1, name: 'Feedback' }).waitFor();

    // Too short: the form says so and sends nothing.
    const message = page.getByLabel('Your feedback');
    await message.fill('Too short');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Please write at least 10 characters').isVisible()).resolves.toBe(true);

    const note = `Loving the kundli <img src=x onerror="window.pwned=1"> ${Date.now()}`;
    await page.getByText('Payments and wallet').click();
    await page.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await message.fill(note);
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await ctx.close();

    const admin = await adminContext('desktop');
    const inbox = await admin.newPage();
    await inbox.goto('/feedback');
    await inbox.getByRole('heading', { name: /Received feedback/ }).waitFor();
    const entry = inbox.locator('li', { hasText: note });
    await entry.waitFor();
    await expect(entry.getByText('Payments and wallet').isVisible()).resolves.toBe(true);
    await expect(entry.getByText('4 of 5').isVisible()).resolves.toBe(true);
    await expect(entry.getByText(/From Asha Rao/).isVisible()).resolves.toBe(true);
    // Shown as typed, never run: no image element, nothing executed.
    expect(await entry.locator('img').count()).toBe(0);
    expect(await inbox.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    await admin.close();
  });

  it('a guest is sent to log in; a member does not see the inbox', async () => {
    const guest = await newContext(browser, server.baseUrl, 'mobile');
    const page = await guest.newPage();
    await page.goto('/feedback');
    await page.waitForURL(/\/login/);
    await guest.close();
    const { ctx } = await memberWithProfile(browser, server.baseUrl, { tag: 'fb2' });
    const member = await ctx.newPage();
    await member.goto('/feedback');
    await member.getByRole('heading', { level: 1, name: 'Feedback' }).waitFor();
    expect(await member.getByRole('heading', { name: /Received feedback/ }).count()).toBe(0);
    await ctx.close();
  });

  for (const viewport of ['mobile', 'desktop'] as const) {
    for (const lang of ['en', 'hi'] as const) {
      it(`no serious or critical axe violations (${viewport}, ${lang})`, async () => {
        const ctx = await adminContext(viewport);
        if (lang === 'hi')
          await ctx.addInitScript(() => localStorage.setItem('nakshatra.lang', 'hi'));
        const page = await ctx.newPage();
        await page.goto('/feedback');
        await page.locator('form').waitFor();
        await page.locator('#feedback-inbox').waitFor();
        await page.waitForLoadState('networkidle');
        await expectAccessible(page, `/feedback ${viewport} ${lang}`);
        await page.screenshot({ path: `/tmp/feedback-${viewport}-${lang}.png`, fullPage: true });
        await ctx.close();
      });
    }
  }
});
