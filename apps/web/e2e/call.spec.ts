// Issue 15's voice call end to end in two real Chromium contexts with fake media devices
// (Chromium's synthetic microphone: a beep), against the real server and embedded database: a
// client (390 px phone) recharges ₹500 in the sandbox and calls the demo astrologer 1 from
// /astrologerscall/:slug; the astrologer (1280 px desktop) accepts on /console. WebRTC connects
// browser to browser on this machine (no ICE servers: host candidates), each side reads its
// RTCPeerConnection.getStats() and sees audio packets arriving from the other; billing starts
// once both reported audio flowing; the client hangs up and the ledger shows the minutes billed
// once each. Screenshots go to SHOTS_DIR (default /tmp/shots-call).
import { mkdirSync } from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { newContext } from './support/browser.ts';
import { csrfOf, memberWithProfile } from './support/members.ts';
import { startServer, type RunningServer } from './support/server.ts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-call';
const ASTROLOGER = { email: 'astrologer1@nakshatra.local', password: 'nakshatra-demo' };
const SLUG = 'bhavesh-chokshi';
const NAME = 'Bhavesh Chokshi';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [server, browser] = await Promise.all([
    startServer(),
    // As support/browser.ts launches it, plus a fake microphone that needs no permission prompt.
    chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    }),
  ]);
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

/** Recharges ₹500 in the sandbox checkout (five minutes of any demo call price). */
async function recharge500(page: Page) {
  await page.goto('/buy-coin');
  await page.getByTestId('wallet-balance').waitFor({ state: 'visible' });
  await page
    .getByTestId('wallet-pack')
    .filter({ has: page.getByRole('radio', { name: '₹500', exact: true }) })
    .click();
  await page.getByRole('button', { name: 'Proceed to pay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sandbox checkout' });
  await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.getByText('₹500 added to your wallet').waitFor({ state: 'visible' });
}

/**
 * Every RTCPeerConnection a page makes, kept in window.__pcs by an init script (the app exposes
 * none): a reload or a reconnect makes a new one, and the newest open one is the call's.
 */
async function recordConnections(ctx: BrowserContext) {
  await ctx.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const made: RTCPeerConnection[] = [];
    (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs = made;
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        made.push(this);
      }
    };
  });
}

/** The app's own warnings about signalling ('call: ...'), printed so a failure shows its cause. */
function relayCallWarnings(page: Page, label: string) {
  page.on('console', (m) => {
    if (m.text().startsWith('call:')) console.info(`[${label}] ${m.text()}`);
  });
}

/** What a page's current connection shows: audio packets received, ICE ufrag, how many made. */
const callStats = (page: Page) =>
  page.evaluate(async () => {
    const all = (window as unknown as { __pcs?: RTCPeerConnection[] }).__pcs ?? [];
    const pc = [...all].reverse().find((p) => p.connectionState !== 'closed');
    if (!pc) return { packets: 0, ufrag: null, made: all.length };
    let packets = 0;
    (await pc.getStats()).forEach(
      (s: { type: string; kind?: string; packetsReceived?: number }) => {
        if (s.type === 'inbound-rtp' && s.kind === 'audio') packets += s.packetsReceived ?? 0;
      },
    );
    const ufrag = /a=ice-ufrag:(\S+)/.exec(pc.localDescription?.sdp ?? '')?.[1] ?? null;
    return { packets, ufrag, made: all.length };
  });
const packetsReceived = async (page: Page) => (await callStats(page)).packets;

interface CallRecord {
  id: string;
  mode: string;
  status: string;
  minutesCharged: number;
  acceptedAt: string;
  endedAt: string;
}
/** The client's newest consultation, from their history. */
async function lastCall(ctx: BrowserContext): Promise<CallRecord> {
  const history = await ctx.request.get(`${server.baseUrl}/api/consultations`);
  return ((await history.json()) as { consultations: CallRecord[] }).consultations[0]!;
}
/**
 * Hangs up the client's newest call if a failed test left it running, so the astrologer is free
 * for the next test (their failures stay their own). Errors here never hide the test's own.
 */
async function hangUpIfActive(ctx: BrowserContext) {
  try {
    const call = await lastCall(ctx);
    if (call?.status !== 'active') return;
    await ctx.request.post(`${server.baseUrl}/api/consultations/${call.id}/end`, {
      headers: { 'x-csrf-token': await csrfOf(ctx) },
    });
  } catch {
    // Nothing to clean up, or the server is gone: the test's own error says why.
  }
}

/** Minutes begun between the start of billing and the end: what must have been charged. */
const minutesBegun = (c: CallRecord) =>
  Math.floor((Date.parse(c.endedAt) - Date.parse(c.acceptedAt)) / 60_000) + 1;

const balancePaise = async (ctx: BrowserContext) =>
  (
    (await (await ctx.request.get(`${server.baseUrl}/api/wallet`)).json()) as {
      balancePaise: number;
    }
  ).balancePaise;

/**
 * A network change and a reload mid-call. The network change: the caller's connection restarts
 * ICE, the very call the app makes when ICE drops (call-peer.ts), and both sides end up on new
 * ICE credentials with audio still flowing. The reload: the client's page opens a new
 * connection, says hello, the astrologer's page replaces its own and audio flows again; then the
 * astrologer's console reloads the same way. None starts the meter again (checked by the ledger
 * at the end of the call).
 */
async function reconnects(client: Page, astro: Page, clientCall: Locator, astroCall: Locator) {
  const [c0, a0] = [await callStats(client), await callStats(astro)];
  const t0 = performance.now();
  await client.evaluate(() => {
    const all = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs;
    all[all.length - 1]!.restartIce();
  });
  await expect.poll(async () => (await callStats(client)).ufrag).not.toBe(c0.ufrag);
  await expect.poll(async () => (await callStats(astro)).ufrag).not.toBe(a0.ufrag);
  const a1 = await callStats(astro);
  const restarted = performance.now() - t0;
  expect(a1.made).toBe(a0.made);
  await expect.poll(() => packetsReceived(astro), { timeout: 15_000 }).toBeGreaterThan(a1.packets);

  const t1 = performance.now();
  await client.reload();
  await clientCall
    .getByRole('status')
    .filter({ hasText: 'Connected' })
    .waitFor({ timeout: 30_000 });
  await expect.poll(() => packetsReceived(client), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect
    .poll(async () => (await callStats(astro)).made, { timeout: 30_000 })
    .toBe(a0.made + 1);
  await expect.poll(() => packetsReceived(astro), { timeout: 30_000 }).toBeGreaterThan(0);
  const reloaded = performance.now() - t1;

  // The astrologer reloads the console: it finds the call again, says hello, and the client
  // (who makes every offer) replaces its connection and offers afresh.
  const [c2, t2] = [await callStats(client), performance.now()];
  await astro.reload();
  await astroCall.getByRole('status').filter({ hasText: 'Connected' }).waitFor({ timeout: 30_000 });
  await expect
    .poll(async () => (await callStats(client)).made, { timeout: 30_000 })
    .toBe(c2.made + 1);
  await expect.poll(() => packetsReceived(astro), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect.poll(() => packetsReceived(client), { timeout: 30_000 }).toBeGreaterThan(0);
  console.info(
    `call: ICE restart answered in ${Math.round(restarted)} ms; audio both ways again ${Math.round(reloaded)} ms after the client's reload, ${Math.round(performance.now() - t2)} ms after the astrologer's`,
  );
}

describe('a paid voice call', () => {
  it(
    'connects two browsers with audio both ways, survives an ICE restart and a reload, bills once',
    { timeout: 240_000 },
    async () => {
      const { ctx: clientCtx } = await memberWithProfile(browser, server.baseUrl, {
        tag: 'caller',
      });
      const astroCtx = await astrologerContext();
      for (const ctx of [clientCtx, astroCtx]) {
        await ctx.grantPermissions(['microphone'], { origin: server.baseUrl });
        await recordConnections(ctx);
      }
      try {
        const client = await clientCtx.newPage();
        const astro = await astroCtx.newPage();
        relayCallWarnings(client, 'client');
        relayCallWarnings(astro, 'astrologer');
        await astro.goto('/console');
        await astro.getByRole('heading', { level: 1, name: 'Astrologer console' }).waitFor();
        const sw = astro.getByRole('switch');
        await expect.poll(() => sw.isEnabled()).toBe(true);
        if ((await sw.getAttribute('aria-checked')) !== 'true') await sw.click();
        await expect.poll(() => sw.getAttribute('aria-checked')).toBe('true');

        await recharge500(client);
        const before = await balancePaise(clientCtx);
        await client.goto(`/astrologerscall/${SLUG}`);
        await client.getByRole('heading', { name: `Start a call with ${NAME}` }).waitFor();
        const priceText = (await client.getByTestId('intake-price').textContent()) ?? '';
        const pricePaise = Number(/₹(\d+)\/min/.exec(priceText)?.[1]) * 100;
        expect(pricePaise).toBeGreaterThan(0);
        await client.getByRole('button', { name: 'Career', exact: true }).click();
        await client.getByRole('button', { name: 'Start paid call' }).click();
        await client.getByRole('heading', { name: `Ringing ${NAME}…` }).waitFor();
        await expectAccessible(client, 'ringing 390');

        // The call rings in the same queue as chats, marked as a call, and is accepted.
        const item = astro.getByTestId('queue-item');
        await item.waitFor();
        expect(await item.textContent()).toContain('Call');
        await astro.getByRole('button', { name: 'Accept the request from Asha' }).click();

        // Both connect; billing starts once audio flows both ways (the first minute at once).
        const clientCall = client.getByRole('region', { name: `Voice call with ${NAME}` });
        const astroCall = astro.getByRole('region', { name: 'Voice call with Asha' });
        await clientCall
          .getByRole('status')
          .filter({ hasText: 'Connected' })
          .waitFor({ timeout: 30_000 });
        await astroCall
          .getByRole('status')
          .filter({ hasText: 'Connected' })
          .waitFor({ timeout: 30_000 });
        await astro.getByRole('complementary', { name: "Client's chart" }).waitFor();
        await expect
          .poll(() => clientCall.getByTestId('meter-charged').textContent())
          .toBe(`₹${pricePaise / 100}`);

        // Audio packets arrive on each side from the other.
        await expect.poll(() => packetsReceived(client), { timeout: 15_000 }).toBeGreaterThan(0);
        await expect.poll(() => packetsReceived(astro), { timeout: 15_000 }).toBeGreaterThan(0);
        await reconnects(client, astro, clientCall, astroCall);
        const mute = clientCall.getByRole('button', { name: 'Mute' });
        await mute.click();
        expect(await mute.getAttribute('aria-pressed')).toBe('true');
        await clientCall.getByLabel('Speaker volume').fill('40');
        expect(
          await client.locator('audio').evaluate((a: HTMLAudioElement) => a.volume),
        ).toBeCloseTo(0.4);
        await expectAccessible(client, 'call 390');
        await expectAccessible(astro, 'console call 1280');
        await client.screenshot({ path: `${SHOTS}/call-connected-390.png` });
        await astro.screenshot({ path: `${SHOTS}/console-call-1280.png`, fullPage: true });
        // And the other way round: the console on a phone, the call on a desktop.
        await astro.setViewportSize({ width: 390, height: 844 });
        await client.setViewportSize({ width: 1280, height: 800 });
        await astro.screenshot({ path: `${SHOTS}/console-call-390.png`, fullPage: true });
        await client.screenshot({ path: `${SHOTS}/call-connected-1280.png` });
        await client.setViewportSize({ width: 390, height: 844 });

        // The client hangs up; both see it ended.
        await clientCall.getByRole('button', { name: 'End call' }).click();
        await clientCall.getByRole('status').filter({ hasText: 'Call ended' }).waitFor();
        await astroCall.getByRole('status').filter({ hasText: 'Call ended' }).waitFor();
        await client.getByRole('heading', { name: 'Call summary' }).waitFor();
        await astro.getByRole('heading', { name: 'Call summary' }).waitFor();
        await client.screenshot({ path: `${SHOTS}/call-summary-390.png`, fullPage: true });

        // The ledger: each minute charged once, from the wallet to the earnings (70/30).
        const call = await lastCall(clientCtx);
        expect(call).toMatchObject({ mode: 'call', status: 'ended' });
        const minutes = call.minutesCharged;
        expect(minutes).toBeGreaterThanOrEqual(1);
        // The restart and the reload charged nothing extra: the minutes begun, once each.
        expect(minutes).toBe(minutesBegun(call));
        expect(before - (await balancePaise(clientCtx))).toBe(minutes * pricePaise);
        const earnings = await astroCtx.request.get(`${server.baseUrl}/api/console/earnings`);
        expect((await earnings.json()).totals).toMatchObject({
          minutes,
          grossPaise: minutes * pricePaise,
        });
      } finally {
        await hangUpIfActive(clientCtx);
        await clientCtx.close();
        await astroCtx.close();
      }
    },
  );

  it(
    'connects though the first answers are lost; ends a call whose other side dropped, billed to then',
    { timeout: 180_000 },
    async () => {
      const { ctx: clientCtx } = await memberWithProfile(browser, server.baseUrl, {
        tag: 'dropped',
      });
      const astroCtx = await astrologerContext();
      for (const ctx of [clientCtx, astroCtx]) {
        await ctx.grantPermissions(['microphone'], { origin: server.baseUrl });
        await recordConnections(ctx);
      }
      // The astrologer's answers are lost on the client's side (taken, never applied) for 2 s from
      // the first one: the call still connects, because the caller offers again when no
      // connection comes up.
      await clientCtx.addInitScript(() => {
        const native = RTCPeerConnection.prototype.setRemoteDescription;
        let firstAnswerAt = 0;
        RTCPeerConnection.prototype.setRemoteDescription = function (
          this: RTCPeerConnection,
          d: RTCSessionDescriptionInit,
        ) {
          if (d.type === 'answer') {
            firstAnswerAt ||= Date.now();
            if (Date.now() - firstAnswerAt < 2_000) return Promise.resolve();
          }
          return native.call(this, d);
        } as typeof native;
      });
      try {
        const client = await clientCtx.newPage();
        const astro = await astroCtx.newPage();
        relayCallWarnings(client, 'client');
        relayCallWarnings(astro, 'astrologer');
        await astro.goto('/console');
        await astro.getByRole('heading', { level: 1, name: 'Astrologer console' }).waitFor();
        await recharge500(client);
        await client.goto(`/astrologerscall/${SLUG}`);
        await client.getByRole('button', { name: 'Health', exact: true }).click();
        await client.getByRole('button', { name: 'Start paid call' }).click();
        await astro.getByRole('button', { name: 'Accept the request from Asha' }).click();
        const clientCall = client.getByRole('region', { name: `Voice call with ${NAME}` });
        await clientCall
          .getByRole('status')
          .filter({ hasText: 'Connected' })
          .waitFor({ timeout: 30_000 });

        // "Start paid call" sat at the bottom of the form: the call is brought into view.
        expect(
          await clientCall.evaluate((el) => el.getBoundingClientRect().top),
        ).toBeGreaterThanOrEqual(0);

        // The astrologer's tab goes away: the client's connection fails, its ICE restarts get no
        // answer, and the call ends once the reconnect grace (30 s) has run out.
        await astro.close();
        await clientCall
          .getByRole('status')
          .filter({ hasText: 'Reconnecting the call…' })
          .waitFor({ timeout: 30_000 });
        await client.screenshot({ path: `${SHOTS}/call-reconnecting-390.png` });
        await clientCall
          .getByRole('status')
          .filter({ hasText: 'Call ended' })
          .waitFor({ timeout: 90_000 });
        const call = await lastCall(clientCtx);
        expect(call).toMatchObject({ status: 'ended' });
        expect(call.minutesCharged).toBe(minutesBegun(call));
      } finally {
        await hangUpIfActive(clientCtx);
        await clientCtx.close();
        await astroCtx.close();
      }
    },
  );
});
