// Issue 13 end to end in two real Chromium contexts against the real server and embedded
// database: a client (390 px phone) recharges ₹50 in the sandbox, asks the demo astrologer 1
// (₹10/min, README "Demo accounts") for a paid chat, and the astrologer (1280 px desktop)
// accepts it on /console, with the client's chart beside the chat. Messages go both ways with
// receipts; the meter ticks each started minute; with two minutes of balance left the client is
// warned and recharges with one tap; the client ends it, reviews it, and the review is on the astrologer's profile; an
// operator refunds it. The ledger is checked through the API: three minutes, charged once each,
// then every coin back.
// Screenshots go to SHOTS_DIR (default /tmp/shots-consultation).
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { memberWithProfile } from './support/members.ts';
import { startServer, type RunningServer } from './support/server.ts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-consultation';
const ASTROLOGER = { email: 'astrologer1@nakshatra.local', password: 'nakshatra-demo' };

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

async function astrologerContext(): Promise<BrowserContext> {
  const ctx = await newContext(browser, server.baseUrl, 'desktop');
  const res = await ctx.request.post(`${server.baseUrl}/api/login`, { data: ASTROLOGER });
  expect(res.status()).toBe(200);
  return ctx;
}

/** Recharges ₹50 (the smallest pack) in the sandbox checkout. */
async function recharge50(page: Page) {
  await page.goto('/buy-coin');
  await page.getByTestId('wallet-balance').waitFor({ state: 'visible' });
  await page.getByTestId('wallet-pack').filter({ has: page.getByRole('radio', { name: '₹50', exact: true }) }).click();
  await page.getByRole('button', { name: 'Proceed to pay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sandbox checkout' });
  await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.getByText('₹50 added to your wallet').waitFor({ state: 'visible' });
}

const meter = (page: Page, id: string) => page.getByTestId(id).textContent();

describe('a paid live consultation', () => {
  it('runs from recharge to review across two browsers, billed per started minute', { timeout: 300_000 }, async () => {
    const { ctx: clientCtx } = await memberWithProfile(browser, server.baseUrl, { tag: 'client' });
    const astroCtx = await astrologerContext();
    try {
      const client = await clientCtx.newPage();
      const astro = await astroCtx.newPage();
      await astro.goto('/console');
      await astro.getByRole('heading', { level: 1, name: 'Astrologer console' }).waitFor();
      const sw = astro.getByRole('switch');
      await expect.poll(() => sw.isEnabled()).toBe(true);
      if ((await sw.getAttribute('aria-checked')) !== 'true') await sw.click();
      await expect.poll(() => sw.getAttribute('aria-checked')).toBe('true');
      await astro.getByText('No requests right now').waitFor();

      await recharge50(client);
      await client.goto('/astrologerschat/bhavesh-chokshi');
      const intake = client.getByRole('heading', { name: 'Start a chat with Bhavesh Chokshi' });
      await intake.waitFor();
      expect(await client.getByTestId('intake-birth').textContent()).toContain('Pune');
      expect(await client.getByTestId('intake-price').textContent()).toBe('₹10/min');
      await expectAccessible(client, 'intake 390');
      await client.screenshot({ path: `${SHOTS}/intake-en-390.png`, fullPage: true });
      await client.getByRole('button', { name: 'Career', exact: true }).click();
      await client.getByRole('button', { name: 'Start paid chat' }).click();
      await client.getByRole('heading', { name: 'Waiting for Bhavesh Chokshi to accept' }).waitFor();
      await expectAccessible(client, 'waiting 390');
      await client.screenshot({ path: `${SHOTS}/waiting-en-390.png` });

      // The request rings on the console (pushed over the socket) and is accepted.
      const item = astro.getByTestId('queue-item');
      await item.waitFor();
      expect(await item.textContent()).toContain('Career');
      await astro.screenshot({ path: `${SHOTS}/console-ringing-1280.png`, fullPage: true });
      await astro.getByRole('button', { name: 'Accept the request from Asha' }).click();

      // Both sides are in the chat; the first minute is charged at once.
      await client.getByRole('region', { name: 'Live chat with Bhavesh Chokshi' }).waitFor();
      await expect.poll(() => meter(client, 'meter-charged'), { timeout: 15_000 }).toBe('₹10');
      await expect.poll(() => meter(client, 'meter-balance')).toBe('₹40');
      await astro.getByRole('region', { name: 'Live chat with Asha' }).waitFor();

      // The co-pilot: the client's chart from their saved birth details.
      const copilot = astro.getByRole('complementary', { name: "Client's chart" });
      await copilot.getByText('Asha Rao').first().waitFor();
      await copilot.getByRole('tab', { name: /D9/ }).waitFor();
      await copilot.locator('svg').first().waitFor();

      // Messages both ways, with receipts: the client's message is read by the astrologer.
      await client.getByLabel('Your message').fill('Namaste, when will my career improve?');
      // The send button's arrow is drawn at its full 20 px (a padding clash once squeezed it to a dot).
      const arrow = client.getByRole('button', { name: 'Send' }).locator('svg');
      expect(await arrow.evaluate((svg) => svg.getBoundingClientRect().width)).toBe(20);
      await client.getByRole('button', { name: 'Send' }).click();
      await astro.getByTestId('live-message').filter({ hasText: 'when will my career improve' }).waitFor();
      const mine = client.getByTestId('live-message').filter({ hasText: 'when will my career improve' });
      await mine.locator('[data-status="read"]').waitFor({ timeout: 10_000 });
      await astro.getByLabel('Your message').fill('Namaste Asha. Saturn transits your 10th house from the Moon.');
      await astro.getByRole('button', { name: 'Send' }).click();
      await client.getByTestId('live-message').filter({ hasText: 'Saturn transits' }).waitFor();
      await astro.getByTestId('live-message').filter({ hasText: 'Saturn transits' }).locator('[data-status="read"]').waitFor({ timeout: 10_000 });
      await expectAccessible(client, 'live chat 390');
      await expectAccessible(astro, 'console live 1280');
      await client.screenshot({ path: `${SHOTS}/live-en-390.png` });
      await astro.screenshot({ path: `${SHOTS}/console-live-1280.png`, fullPage: true });

      // Billing ticks: minute 2 at one minute, minute 3 at two; then two minutes are left.
      await expect.poll(() => meter(client, 'meter-charged'), { timeout: 75_000, interval: 1000 }).toBe('₹20');
      await expect.poll(() => meter(client, 'meter-charged'), { timeout: 75_000, interval: 1000 }).toBe('₹30');
      const warning = client.getByRole('alert').filter({ hasText: 'Your balance covers only 2 more minutes' });
      await warning.waitFor();
      expect(await warning.getByRole('link', { name: 'Other amounts' }).getAttribute('href')).toBe(
        '/buy-coin?next=%2Fastrologerschat%2Fbhavesh-chokshi',
      );
      await client.screenshot({ path: `${SHOTS}/low-balance-en-390.png` });
      // One tap: ten more minutes (₹100) through the sandbox checkout, without leaving the chat;
      // the meter shows the new balance at once and the warning goes.
      await warning.getByRole('button', { name: 'Add ₹100' }).click();
      await client.getByRole('dialog', { name: 'Sandbox checkout' }).getByRole('button', { name: 'Pay ₹118.00' }).click();
      await expect.poll(() => meter(client, 'meter-balance')).toBe('₹120');
      await warning.waitFor({ state: 'detached' });

      // The client ends it: summary, then a review.
      await client.getByRole('button', { name: 'End chat' }).click();
      await client.getByRole('alertdialog', { name: 'End this chat?' }).getByRole('button', { name: 'End chat' }).click();
      await client.getByRole('heading', { name: 'Chat summary' }).waitFor();
      expect(await client.getByTestId('summary-cost').textContent()).toBe('₹30');
      await client.locator('label').filter({ hasText: '5 stars' }).click();
      await client.getByLabel('Your review (optional)').fill('Clear, kind and precise about my chart.');
      await client.getByRole('button', { name: 'Submit review' }).click();
      await client.getByText("Thank you! Your review is now on the astrologer's profile.").waitFor();
      await expectAccessible(client, 'summary 390');
      await client.screenshot({ path: `${SHOTS}/summary-en-390.png`, fullPage: true });
      await astro.getByRole('heading', { name: 'Chat summary' }).waitFor();

      // The ledger: three minutes, each once, split 70/30.
      const wallet = await clientCtx.request.get(`${server.baseUrl}/api/wallet`);
      expect((await wallet.json()).balancePaise).toBe(12_000);
      const earnings = await astroCtx.request.get(`${server.baseUrl}/api/console/earnings`);
      expect((await earnings.json()).totals).toMatchObject({ minutes: 3, grossPaise: 3_000, commissionPaise: 900, netPaise: 2_100 });
      await astro.reload();
      await astro.getByTestId('earnings-total').filter({ hasText: '₹21' }).waitFor();

      // The transcript is kept for both: the client's history shows it.
      await client.goto('/consultations');
      const past = client.getByTestId('history-item').filter({ hasText: 'Bhavesh Chokshi' });
      await past.getByRole('button').click();
      await past.getByTestId('live-message').filter({ hasText: 'Saturn transits' }).waitFor();
      expect(await past.getByTestId('live-message').count()).toBe(2);
      await expectAccessible(client, 'history 390');

      // The review is on the profile, as text.
      await client.goto('/astroProfile/bhavesh-chokshi');
      await client.getByText('Clear, kind and precise about my chart.').waitFor();

      // An operator refunds it from /console: every coin goes back to the client.
      const adminCtx = await newContext(browser, server.baseUrl, 'mobile');
      try {
        const login = await adminCtx.request.post(`${server.baseUrl}/api/login`, {
          data: { email: 'admin@nakshatra.local', password: ASTROLOGER.password },
        });
        expect(login.status()).toBe(200);
        const admin = await adminCtx.newPage();
        await admin.goto('/console');
        const row = admin.getByTestId('admin-consultation').filter({ hasText: 'Bhavesh Chokshi' });
        await row.getByRole('button', { name: 'Refund' }).click();
        await admin.getByRole('alertdialog', { name: 'Refund this consultation?' }).getByRole('button', { name: 'Refund' }).click();
        await admin.getByText('₹30 refunded').waitFor();
        await row.getByText('Refunded').waitFor();
        await expectAccessible(admin, 'admin refunds 390');
        await admin.screenshot({ path: `${SHOTS}/admin-refunds-390.png`, fullPage: true });
      } finally {
        await adminCtx.close();
      }
      const refunded = await clientCtx.request.get(`${server.baseUrl}/api/wallet`);
      expect((await refunded.json()).balancePaise).toBe(15_000);
    } finally {
      await clientCtx.close();
      await astroCtx.close();
    }
  });
});
