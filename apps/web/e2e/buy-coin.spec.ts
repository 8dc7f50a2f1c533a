// Issue 13 in real Chromium against the real server and embedded database: a new member opens
// "Buy Coin" from the profile menu, recharges ₹100 in the sandbox checkout (₹118.00 with 18 %
// GST), sees the balance and the history row, then declines a second payment and keeps ₹100.
// Screenshots at 390 px and 1280 px, English and Hindi, go to SHOTS_DIR (default /tmp/shots-wallet).
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import { memberWithProfile } from './support/members.ts';
import { startServer, type RunningServer } from './support/server.ts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-wallet';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The pack card (a label around its radio) with this rupee amount. */
function pack(page: Page, amount: string) {
  return page
    .getByTestId('wallet-pack')
    .filter({ has: page.getByRole('radio', { name: amount, exact: true }) });
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Waits for entrance animations (the dialog's animate-rise) so a screenshot shows them whole. */
async function settled(page: Page, selector: string) {
  await page
    .locator(selector)
    .first()
    .evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}

async function balance(page: Page) {
  return page.getByTestId('wallet-balance').textContent();
}

describe('buy coin (wallet)', () => {
  it('recharges ₹100 from the profile menu on a 390 px phone; a declined payment changes nothing', async () => {
    const { ctx } = await memberWithProfile(browser, server.baseUrl, { tag: 'wallet' });
    try {
      const page = await ctx.newPage();
      await page.goto('/following');
      await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
      await page.getByRole('button', { name: 'Profile' }).click();
      await page.getByRole('menuitem', { name: 'Buy Coin' }).click();
      await page.waitForURL((url) => url.pathname === '/buy-coin');
      await page
        .getByRole('heading', { level: 1, name: 'Add money to wallet' })
        .waitFor({ state: 'visible' });
      await page
        .getByText('Test mode: payments are simulated and no real money moves')
        .waitFor({ state: 'visible' });
      await page.getByTestId('wallet-balance').waitFor({ state: 'visible' });
      expect(await balance(page)).toBe('₹0');
      await page.getByText('No transactions yet').waitFor({ state: 'visible' });
      await expect.poll(() => page.getByTestId('wallet-pack').count()).toBe(13);
      await expect(pack(page, '₹1,00,000').count()).resolves.toBe(1);
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: `${SHOTS}/wallet-en-390-empty.png`, fullPage: true });

      await pack(page, '₹100').click();
      expect(await page.getByRole('radio', { name: '₹100', exact: true }).isChecked()).toBe(true);
      const summary = page.getByRole('region', { name: 'Payment summary' });
      await summary.getByText('Total payable').waitFor({ state: 'visible' });
      expect(await summary.locator('dd').allTextContents()).toEqual([
        '₹100.00',
        '₹18.00',
        '₹118.00',
      ]);
      await summary.screenshot({ path: `${SHOTS}/wallet-en-390-summary.png` });

      await page.getByRole('button', { name: 'Proceed to pay' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sandbox checkout' });
      await dialog.waitFor({ state: 'visible' });
      await settled(page, '[role="dialog"]');
      await page.screenshot({ path: `${SHOTS}/wallet-en-390-checkout.png` });
      await dialog.getByRole('button', { name: 'Pay ₹118.00' }).click();
      await page.getByText('₹100 added to your wallet').waitFor({ state: 'visible' });
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => balance(page)).toBe('₹100');
      const rows = page.getByTestId('wallet-transaction');
      await rows.first().waitFor({ state: 'visible' });
      expect(await rows.count()).toBe(1);
      expect(await rows.first().textContent()).toContain('Recharge');
      expect(await rows.first().textContent()).toContain('+₹100');
      expect(await rows.first().textContent()).toContain('Paid ₹118.00 incl. GST');
      await page.screenshot({ path: `${SHOTS}/wallet-en-390-paid.png`, fullPage: true });

      // A declined payment: the failure toast, and the balance and history stay as they were.
      await pack(page, '₹100').click();
      await page.getByRole('button', { name: 'Proceed to pay' }).click();
      await dialog.waitFor({ state: 'visible' });
      await dialog.getByRole('button', { name: 'Decline payment' }).click();
      await page.getByText('Payment failed. No money was taken.').waitFor({ state: 'visible' });
      await dialog.waitFor({ state: 'hidden' });
      expect(await balance(page)).toBe('₹100');
      const wallet = await ctx.request.get(`${server.baseUrl}/api/wallet`);
      expect((await wallet.json()).balancePaise).toBe(10_000);
      await page.reload();
      await page.getByTestId('wallet-transaction').first().waitFor({ state: 'visible' });
      expect(await balance(page)).toBe('₹100');
      expect(await page.getByTestId('wallet-transaction').count()).toBe(1);
    } finally {
      await ctx.close();
    }
  });

  it('is keyboard-operable, passes axe and fits at 1280 px', async () => {
    const { ctx } = await memberWithProfile(browser, server.baseUrl, {
      viewport: 'desktop',
      tag: 'wallet',
    });
    try {
      const page = await ctx.newPage();
      await page.goto('/buy-coin');
      await page.getByTestId('wallet-balance').waitFor({ state: 'visible' });
      await page.getByTestId('wallet-pack').first().waitFor({ state: 'visible' });
      await page.getByText('No transactions yet').waitFor({ state: 'visible' });
      await expectAccessible(page);

      // Into the radio group, arrow to ₹500 (the fourth pack), then to the button and pay.
      await page.getByRole('radio', { name: '₹50', exact: true }).focus();
      await page.keyboard.press('Space');
      for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
      expect(await page.getByRole('radio', { name: '₹500', exact: true }).isChecked()).toBe(true);
      await page.getByText('₹590.00').first().waitFor({ state: 'visible' });
      await page.getByRole('button', { name: 'Proceed to pay' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Sandbox checkout' });
      await dialog.waitFor({ state: 'visible' });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('Pay ₹590.00');
      await settled(page, '[role="dialog"]');
      await expectAccessible(page);
      await page.screenshot({ path: `${SHOTS}/wallet-en-1280-checkout.png` });
      await page.keyboard.press('Enter');
      await page.getByText('₹500 added to your wallet').waitFor({ state: 'visible' });
      await expect.poll(() => balance(page)).toBe('₹500');
      await page.getByTestId('wallet-transaction').first().waitFor({ state: 'visible' });
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: `${SHOTS}/wallet-en-1280-paid.png`, fullPage: true });
    } finally {
      await ctx.close();
    }
  });

  describe.each([
    ['small', 360],
    ['mobile', 390],
    ['desktop', 1280],
  ] as const)('in Hindi at %s width', (viewport, width) => {
    it('is translated, fits the screen and is photographed', async () => {
      const { ctx } = await memberWithProfile(browser, server.baseUrl, {
        viewport,
        lang: 'hi',
        tag: 'wallet',
      });
      try {
        const page = await ctx.newPage();
        await page.goto('/buy-coin');
        await page
          .getByRole('heading', { level: 1, name: 'वॉलेट में पैसे जोड़ें' })
          .waitFor({ state: 'visible' });
        await page.getByText('उपलब्ध बैलेंस').waitFor({ state: 'visible' });
        await page.getByText('अभी तक कोई लेन-देन नहीं').waitFor({ state: 'visible' });
        await pack(page, '₹100').click();
        await page.getByText('कुल देय राशि').waitFor({ state: 'visible' });
        await expectNoHorizontalScroll(page);
        // Every pack is a 44 px touch target at least.
        for (const box of await page
          .getByTestId('wallet-pack')
          .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height)))
          expect(box).toBeGreaterThanOrEqual(44);
        await page.screenshot({ path: `${SHOTS}/wallet-hi-${width}.png`, fullPage: true });
      } finally {
        await ctx.close();
      }
    });
  });
});
