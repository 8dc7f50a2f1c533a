// Issue 13: with Razorpay's keys set, /buy-coin pays through Razorpay Checkout. Razorpay itself
// is the one service replaced: a local server that speaks its Orders and Payments API and serves
// a Checkout script that signs its answer as Razorpay does (apps/server/src/test/fake-razorpay.ts).
// Our server, database and browser are real; the server verifies the signature and asks the
// "Razorpay" API for the payment before crediting anything.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_KEYS, startFakeRazorpay, type FakeRazorpay } from '../../server/src/test/fake-razorpay.ts';
import { launchBrowser } from './support/browser.ts';
import { memberWithProfile } from './support/members.ts';
import { startServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let rzp: FakeRazorpay;

beforeAll(async () => {
  rzp = await startFakeRazorpay();
  [server, browser] = await Promise.all([
    startServer({
      RAZORPAY_KEY_ID: FAKE_KEYS.keyId,
      RAZORPAY_KEY_SECRET: FAKE_KEYS.keySecret,
      RAZORPAY_WEBHOOK_SECRET: FAKE_KEYS.webhookSecret,
      RAZORPAY_API_BASE: rzp.apiBase,
      RAZORPAY_CHECKOUT_URL: rzp.checkoutUrl,
    }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rzp?.close();
});

const balance = (page: Page) => page.getByTestId('wallet-balance').textContent();

describe('buy coin through Razorpay', () => {
  it('pays ₹118.00 in Checkout and credits ₹100; closing Checkout charges nothing', async () => {
    const { ctx } = await memberWithProfile(browser, server.baseUrl, { tag: 'rzp' });
    const errors: string[] = [];
    const page = await ctx.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto('/buy-coin');
    await page.getByTestId('wallet-balance').waitFor();
    // Real money: no test-mode notice.
    expect(await page.getByText('Test mode: payments are simulated').count()).toBe(0);

    const choose100 = () =>
      page.getByTestId('wallet-pack').filter({ has: page.getByRole('radio', { name: '₹100', exact: true }) }).click();
    await choose100();
    await page.getByRole('button', { name: 'Proceed to pay' }).click();
    const sheet = page.getByRole('dialog', { name: 'Razorpay Checkout (test)' });
    await sheet.waitFor();
    // Checkout was opened for Razorpay's order of ₹118.00 (pack and GST).
    expect(await sheet.textContent()).toMatch(/Nakshatra: 118\.00 INR \(order_\w+\)/);
    await sheet.getByRole('button', { name: 'Cancel payment' }).click();
    await page.getByText('Payment cancelled. Nothing was charged.').waitFor();
    expect(await balance(page)).toBe('₹0');

    await choose100();
    await page.getByRole('button', { name: 'Proceed to pay' }).click();
    await sheet.waitFor();
    await sheet.getByRole('button', { name: 'Pay with UPI' }).click();
    await page.getByText('₹100 added to your wallet').waitFor();
    await expect.poll(() => balance(page)).toBe('₹100');
    const rows = page.getByTestId('wallet-transaction');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('Paid ₹118.00 incl. GST');
    // Every captured payment at "Razorpay" was for an order our server opened.
    expect([...rzp.payments.values()].map((p) => p.amount)).toEqual([11_800]);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
