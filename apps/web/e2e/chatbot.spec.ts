// Issue 6 journeys in real Chromium against the real server and its built-in assistant: the
// overlay from the home 'Astro Bot' button, a streamed answer with suggestions, a suggestion
// tap, stop mid-answer, the sixth-question limit, the guest redirect, and the astrologer-style
// AI chat, at a phone width and a desktop width. Screenshots go to /tmp/shots-6 (not the repo).
import { mkdirSync } from 'node:fs';
import type { ListFilterResponse } from '@nakshatra/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, uniqueEmail, type ViewportName } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-6';
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

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });

/** A signed-up user with a complete profile (birth data), so the assistant has a chart to read. */
async function signedInContext(viewport: ViewportName, lang: 'en' | 'hi' = 'en'): Promise<BrowserContext> {
  const ctx = await newContext(browser, server.baseUrl, viewport);
  if (lang !== 'en') await ctx.addInitScript((l) => localStorage.setItem('nakshatra.lang', l), lang);
  const registered = await ctx.request.post(`${server.baseUrl}/api/register`, {
    data: { name: 'Asha Rao', email: uniqueEmail('chat'), password: 'secret123' },
  });
  expect(registered.status()).toBe(201);
  const saved = await ctx.request.put(`${server.baseUrl}/api/profile`, {
    headers: { 'x-csrf-token': await csrf(ctx) },
    data: {
      name: 'Asha Rao',
      gender: 'female',
      date_of_birth: '05/01/1990',
      birth_time: '21:30',
      latitude: 18.5196,
      longitude: 73.8554,
      location_name: 'Pune, Maharashtra, India',
    },
  });
  expect(saved.status()).toBe(200);
  return ctx;
}

async function csrf(ctx: BrowserContext): Promise<string> {
  return (await ctx.cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
}

/** Uses up questions through the whole-answer endpoint (spec shape), to reach the daily limit fast. */
async function askViaApi(ctx: BrowserContext, times: number) {
  for (let i = 0; i < times; i++) {
    const r = await ctx.request.post(`${server.baseUrl}/api/chat`, {
      headers: { 'x-csrf-token': await csrf(ctx) },
      data: { question: 'How is my career looking?' },
    });
    expect(r.status()).toBe(200);
  }
}

const input = (page: Page) => page.getByRole('textbox', { name: /question|प्रश्न/ });
const lastBot = (page: Page) => page.locator('[data-testid="chat-message"][data-sender="bot"]').last();
const status = (page: Page) => lastBot(page).getAttribute('data-status');

async function ask(page: Page, question: string) {
  await input(page).fill(question);
  await input(page).press('Enter');
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

describe.each(['mobile', 'desktop'] as const)('assistant at %s width', (viewport) => {
  let ctx: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ctx = await signedInContext(viewport);
    page = await ctx.newPage();
  });
  afterAll(async () => ctx?.close());

  it('opens from the home Astro Bot button, streams an answer with suggestions, taps one, stops one, closes', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Astro Bot' }).first().click();
    await page.waitForURL('**/chatbot');
    const dialog = page.getByRole('dialog', { name: 'Astro Bot' });
    await dialog.waitFor();
    await poll(() => page.getByRole('log').textContent()).toContain('Namaste! How can I help you today?');
    await poll(() => page.getByTestId('chat-remaining').textContent()).toBe('5 of 5 questions left today');
    expect(await page.getByTestId('chat-suggestion').count()).toBe(0);
    await shot(page, `overlay-greeting-${viewport}-en`);

    await ask(page, '  What does my chart say about my career?  ');
    // Locked with the red stop button while the answer is pending.
    await poll(() => input(page).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Stop the answer' }).waitFor();
    expect(await input(page).inputValue()).toBe('');
    await poll(() => status(page)).toBe('typing');
    await shot(page, `overlay-mid-answer-${viewport}-en`);
    await poll(() => status(page)).toBe('done');
    expect(await input(page).isDisabled()).toBe(false);
    const answer = (await lastBot(page).textContent()) ?? '';
    expect(answer.length).toBeGreaterThan(80);
    // The built-in engine names the placements it used: a planet from the asker's chart.
    expect(answer).toMatch(/Sun|Moon|Mars|Mercury|Jupiter|Venus|Saturn|Rahu|Ketu|Ascendant|lagna/i);
    const suggestion = page.getByTestId('chat-suggestion');
    await suggestion.waitFor();
    expect(await suggestion.count()).toBe(1);
    await poll(() => page.getByTestId('chat-remaining').textContent()).toBe('4 of 5 questions left today');
    await shot(page, `overlay-suggestions-${viewport}-en`);

    // Tap a suggestion: it becomes the next question.
    const picked = (await suggestion.locator('span.line-clamp-2').textContent())?.trim() ?? '';
    expect(picked).not.toBe('');
    await suggestion.click();
    await poll(() => page.locator('[data-sender="user"]').last().textContent()).toBe(picked);
    await poll(() => status(page)).toBe('typing');
    // Stop mid-answer: the partial text stays, marked 'Stopped'; the input is free again.
    await page.getByRole('button', { name: 'Stop the answer' }).click();
    await poll(() => status(page)).toBe('stopped');
    expect(await lastBot(page).textContent()).toContain('Stopped');
    expect(await input(page).isDisabled()).toBe(false);

    // Stopping right after sending: 'Stopped' alone, or partial text plus 'Stopped' if the
    // engine was faster than the click.
    await ask(page, 'Tell me about my Moon sign');
    await page.getByRole('button', { name: 'Stop the answer' }).click();
    await poll(() => status(page)).toBe('stopped');

    // Escape closes and returns to the page it came from.
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('the sixth question of the day gets the limit message and sending is disabled', async () => {
    // Whatever the stopped answers counted, use up what is left of today's five.
    const usage = (await (await ctx.request.get(`${server.baseUrl}/api/chat/usage`)).json()) as { remaining: number };
    await askViaApi(ctx, usage.remaining);
    await page.goto('/chatbot');
    await poll(() => page.getByTestId('chat-remaining').textContent()).toBe('0 of 5 questions left today');
    // The limit is already known from the usage: sending is disabled before asking.
    expect(await input(page).isDisabled()).toBe(true);
    expect(await page.getByText('Please come tomorrow, API limit exceeded').isVisible()).toBe(true);
    // And the server refuses a sixth question whatever the page does.
    const sixth = await ctx.request.post(`${server.baseUrl}/api/chat/stream`, {
      headers: { 'x-csrf-token': await csrf(ctx) },
      data: { question: 'One more?' },
    });
    expect(sixth.status()).toBe(429);
    expect(await sixth.json()).toMatchObject({ code: 'quota_exceeded', error: 'Please come tomorrow, API limit exceeded' });
    await shot(page, `overlay-limit-${viewport}-en`);
  });

  it('a guest is sent to /login from /chatbot and from the home button', async () => {
    const guest = await newContext(browser, server.baseUrl, viewport);
    const g = await guest.newPage();
    await g.goto('/chatbot');
    await g.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/chatbot');
    await g.goto('/');
    await g.getByRole('link', { name: 'Astro Bot' }).first().click();
    await g.waitForURL((url) => url.pathname === '/login');
    await guest.close();
  });

  it('the astrologer-style AI chat: labelled as AI, greeting first, answer, the way to the paid chat, close to the profile', async () => {
    const fresh = await signedInContext(viewport);
    const p = await fresh.newPage();
    const list = (await (
      await fresh.request.get(`${server.baseUrl}/api/consultants/list-filter?pageNo=0&pageSize=3`)
    ).json()) as ListFilterResponse;
    const astrologer = list.content[0]!;
    await p.goto(`/astrologerschat/${astrologer.slug}?mode=ai`);
    await p.getByRole('heading', { name: astrologer.name }).waitFor();
    expect(await p.getByText('AI assistant', { exact: true }).isVisible()).toBe(true);
    expect(await p.getByText(`Replies are written by AI in the style of ${astrologer.name}.`, { exact: false }).isVisible()).toBe(true);
    await poll(() => p.getByRole('log').textContent()).toContain(`in the style of ${astrologer.name}`);
    const paid = p.getByRole('link', { name: 'Start paid chat' });
    expect(await paid.getAttribute('href')).toBe(`/astrologerschat/${astrologer.slug}`);
    expect(await p.getByText(`The live chat with ${astrologer.name} is a real person`, { exact: false }).isVisible()).toBe(true);

    await ask(p, 'Will I find a good job this year?');
    await poll(() => status(p)).toBe('done');
    expect(((await lastBot(p).textContent()) ?? '').length).toBeGreaterThan(40);
    expect(await p.getByRole('button', { name: 'Copy transcript' }).isDisabled()).toBe(false);
    await shot(p, `astrologer-chat-${viewport}-en`);

    await p.getByRole('button', { name: `Close and go back to ${astrologer.name}'s profile` }).click();
    await p.waitForURL(`**/astroProfile/${astrologer.slug}`);
    await fresh.close();
  });

  it("the horoscope page's bot panel answers with that sign in mind", async () => {
    const fresh = await signedInContext(viewport);
    const p = await fresh.newPage();
    await p.goto('/horoscope/leo');
    await p.getByRole('button', { name: 'Ask the horoscope bot' }).click();
    const panel = p.getByRole('complementary', { name: 'Horoscope bot' });
    await poll(() => panel.getByRole('log').textContent()).toContain('Namaste! How can I help you today?');
    const sent = p.waitForRequest((r) => r.url().endsWith('/api/chat/stream'));
    await panel.getByRole('textbox').fill('How is my day today?');
    await panel.getByRole('textbox').press('Enter');
    expect((await sent).postDataJSON()).toMatchObject({ context: { kind: 'horoscope', sign: 'leo' } });
    await poll(() => status(p)).toBe('done');
    expect(((await lastBot(p).textContent()) ?? '').length).toBeGreaterThan(40);
    await shot(p, `horoscope-panel-${viewport}-en`);
    await fresh.close();
  });

  it('Hindi: the overlay and the astrologer chat (screenshots)', async () => {
    const hi = await signedInContext(viewport, 'hi');
    const p = await hi.newPage();
    await p.goto('/chatbot');
    await poll(() => p.getByRole('log').textContent()).toContain('नमस्ते!');
    await poll(() => p.getByTestId('chat-remaining').textContent()).toContain('5');
    await shot(p, `overlay-greeting-${viewport}-hi`);
    await ask(p, 'मेरा करियर कैसा रहेगा?');
    await poll(() => status(p)).toBe('typing');
    await shot(p, `overlay-mid-answer-${viewport}-hi`);
    await poll(() => status(p)).toBe('done');
    await p.getByTestId('chat-suggestion').waitFor();
    await shot(p, `overlay-suggestions-${viewport}-hi`);
    await askViaApi(hi, 4);
    await p.reload();
    await poll(() => input(p).isDisabled()).toBe(true);
    await shot(p, `overlay-limit-${viewport}-hi`);

    const list = (await (
      await hi.request.get(`${server.baseUrl}/api/consultants/list-filter?pageNo=0&pageSize=3`)
    ).json()) as ListFilterResponse;
    await p.goto(`/astrologerschat/${list.content[1]!.slug}?mode=ai`);
    await p.getByRole('heading', { name: list.content[1]!.name }).waitFor();
    await shot(p, `astrologer-chat-${viewport}-hi`);
    await hi.close();
  });
});
