// Issue 12, item 5: the assistant's conversations survive a reload and a new tab (overlay,
// horoscope panel, astrologer-style chat), the overlay lists earlier ones to reopen, and
// starter questions show with the greeting. Real server, real database, real Chromium, at a
// phone width and a desktop width. Screenshots go to SHOTS_DIR (not the repo).
import { mkdirSync } from 'node:fs';
import type { ListFilterResponse } from '@nakshatra/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, uniqueEmail, type ViewportName } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-12-i12-convo';
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

const poll = <T>(read: () => T | Promise<T>) =>
  expect.poll(read, { timeout: 20_000, interval: 100 });

async function csrf(ctx: BrowserContext): Promise<string> {
  return (await ctx.cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
}

/** A signed-up user with birth details, so the assistant answers from a chart. */
async function signedInContext(
  viewport: ViewportName,
  lang: 'en' | 'hi' = 'en',
): Promise<BrowserContext> {
  const ctx = await newContext(browser, server.baseUrl, viewport);
  if (lang !== 'en')
    await ctx.addInitScript((l) => localStorage.setItem('nakshatra.lang', l), lang);
  const registered = await ctx.request.post(`${server.baseUrl}/api/register`, {
    data: { name: 'Meera Iyer', email: uniqueEmail('history'), password: 'secret123' },
  });
  expect(registered.status()).toBe(201);
  const saved = await ctx.request.put(`${server.baseUrl}/api/profile`, {
    headers: { 'x-csrf-token': await csrf(ctx) },
    data: {
      name: 'Meera Iyer',
      gender: 'female',
      date_of_birth: '12/03/1992',
      birth_time: '06:45',
      latitude: 13.0827,
      longitude: 80.2707,
      location_name: 'Chennai, Tamil Nadu, India',
    },
  });
  expect(saved.status()).toBe(200);
  return ctx;
}

const input = (page: Page) => page.getByRole('textbox', { name: /question|प्रश्न/ });
const userLines = (page: Page) => page.locator('[data-testid="chat-message"][data-sender="user"]');
const lastBot = (page: Page) =>
  page.locator('[data-testid="chat-message"][data-sender="bot"]').last();
const starters = (page: Page) => page.getByTestId('chat-starter');

async function ask(page: Page, question: string): Promise<string> {
  await input(page).fill(question);
  await input(page).press('Enter');
  await poll(() => lastBot(page).getAttribute('data-status')).toBe('done');
  return ((await lastBot(page).textContent()) ?? '').trim();
}

/** What the log shows: each user question, and the last answer. */
async function logState(page: Page) {
  return {
    questions: await userLines(page).allTextContents(),
    answer: ((await lastBot(page).textContent()) ?? '').trim(),
  };
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

describe.each(['mobile', 'desktop'] as const)('conversation history at %s width', (viewport) => {
  it('starter questions show with the greeting, before the first answer, and go once one is asked', async () => {
    const ctx = await signedInContext(viewport);
    const page = await ctx.newPage();
    await page.goto('/chatbot');
    await poll(() => page.getByRole('log').textContent()).toContain(
      'Namaste! How can I help you today?',
    );
    await poll(() => starters(page).count()).toBe(4);
    expect(await starters(page).allTextContents()).toEqual([
      'How will my career be this year?',
      'When will I get married?',
      'What does my Moon sign say about me?',
      'Which remedies suit my chart?',
    ]);
    // The follow-up slider is not there yet.
    expect(await page.getByTestId('chat-suggestion').count()).toBe(0);
    await shot(page, `overlay-starters-${viewport}-en`);
    await starters(page).nth(1).click();
    await poll(() => userLines(page).allTextContents()).toEqual(['When will I get married?']);
    await poll(() => lastBot(page).getAttribute('data-status')).toBe('done');
    expect(await starters(page).count()).toBe(0);

    // The horoscope panel's starters are about the sign's day.
    await page.goto('/horoscope/leo');
    await page.getByRole('button', { name: 'Ask the horoscope bot' }).click();
    const panel = page.getByRole('complementary', { name: 'Horoscope bot' });
    await poll(() => panel.getByTestId('chat-starter').count()).toBe(3);
    expect(await panel.getByTestId('chat-starter').first().textContent()).toBe(
      'How is my day today?',
    );
    await shot(page, `horoscope-starters-${viewport}-en`);
    await ctx.close();
  });

  it('overlay: the conversation survives reload and a new tab; history reopens it after a new chat', async () => {
    const ctx = await signedInContext(viewport);
    const page = await ctx.newPage();
    await page.goto('/chatbot');
    await poll(() => page.getByRole('log').textContent()).toContain(
      'Namaste! How can I help you today?',
    );
    const first = 'What does my chart say about my career?';
    const answer = await ask(page, first);
    expect(answer.length).toBeGreaterThan(80);

    // Reload: the question and its answer are still there, and the follow-ups too.
    await page.reload();
    await poll(() => userLines(page).allTextContents()).toEqual([first]);
    await poll(() => lastBot(page).getAttribute('data-status')).toBe('done');
    expect((await logState(page)).answer).toBe(answer);
    await page.getByTestId('chat-suggestion').waitFor();

    // A new tab of the same user: the same conversation.
    const tab = await ctx.newPage();
    await tab.goto('/chatbot');
    await poll(() => userLines(tab).allTextContents()).toEqual([first]);
    await tab.close();

    // New chat: back to the greeting; a question there is a second conversation.
    await page.getByRole('button', { name: 'New conversation' }).click();
    await poll(() => userLines(page).count()).toBe(0);
    const second = 'When will I get married?';
    await ask(page, second);
    expect(await userLines(page).allTextContents()).toEqual([second]);

    // The history lists both, newest first; reopening the old one shows it again.
    await page.getByRole('button', { name: 'Earlier conversations' }).click();
    const history = page.getByRole('region', { name: 'Earlier conversations' });
    await poll(() => history.getByRole('listitem').count()).toBe(2);
    const entries = history.getByRole('button', {
      name: /When will I get married\?|What does my chart say/,
    });
    expect((await entries.allTextContents()).map((t) => t.split(/\n/)[0])).toHaveLength(2);
    expect(await entries.first().textContent()).toContain(second);
    expect(await entries.first().getAttribute('aria-current')).toBe('true');
    await shot(page, `overlay-history-${viewport}-en`);
    await history.getByRole('button', { name: new RegExp(first.replace('?', '\\?')) }).click();
    await poll(() => userLines(page).allTextContents()).toEqual([first]);
    expect((await logState(page)).answer).toBe(answer);
    expect(await history.count()).toBe(0);

    // A follow-up continues the reopened conversation, and a reload keeps showing it.
    await ask(page, 'And next year?');
    await page.reload();
    await poll(() => userLines(page).allTextContents()).toEqual([first, 'And next year?']);
    await shot(page, `overlay-restored-${viewport}-en`);
    await ctx.close();
  });

  it('the horoscope panel and the astrologer-style chat come back after a reload', async () => {
    const ctx = await signedInContext(viewport);
    const page = await ctx.newPage();
    await page.goto('/horoscope/leo');
    await page.getByRole('button', { name: 'Ask the horoscope bot' }).click();
    const panel = page.getByRole('complementary', { name: 'Horoscope bot' });
    await panel.getByRole('textbox').fill('How is my day today?');
    await panel.getByRole('textbox').press('Enter');
    await poll(() => lastBot(page).getAttribute('data-status')).toBe('done');
    const horoscopeAnswer = ((await lastBot(page).textContent()) ?? '').trim();
    await page.reload();
    await page.getByRole('button', { name: 'Ask the horoscope bot' }).click();
    await poll(() => panel.locator('[data-sender="user"]').allTextContents()).toEqual([
      'How is my day today?',
    ]);
    await poll(() => lastBot(page).textContent()).toContain(horoscopeAnswer.slice(0, 60));
    // Another sign's panel has its own conversations.
    await page.goto('/horoscope/virgo');
    await page.getByRole('button', { name: 'Ask the horoscope bot' }).click();
    await poll(() => panel.getByRole('log').textContent()).toContain('Namaste!');
    expect(await panel.locator('[data-sender="user"]').count()).toBe(0);

    const list = (await (
      await ctx.request.get(`${server.baseUrl}/api/consultants/list-filter?pageNo=0&pageSize=3`)
    ).json()) as ListFilterResponse;
    const astrologer = list.content[0]!;
    await page.goto(`/astrologerschat/${astrologer.slug}?mode=ai`);
    await page.getByRole('heading', { name: astrologer.name }).waitFor();
    const answer = await ask(page, 'Will I find a good job this year?');
    await page.reload();
    await poll(() => userLines(page).allTextContents()).toEqual([
      'Will I find a good job this year?',
    ]);
    await poll(() => lastBot(page).getAttribute('data-status')).toBe('done');
    expect((await logState(page)).answer).toBe(answer);
    expect(await page.getByRole('button', { name: 'Copy transcript' }).isDisabled()).toBe(false);
    await shot(page, `astrologer-restored-${viewport}-en`);
    await ctx.close();
  });

  it('Hindi: starters and the history list (screenshots)', async () => {
    const ctx = await signedInContext(viewport, 'hi');
    const page = await ctx.newPage();
    await page.goto('/chatbot');
    await poll(() => starters(page).count()).toBe(4);
    expect(await starters(page).first().textContent()).toBe('इस साल मेरा करियर कैसा रहेगा?');
    await shot(page, `overlay-starters-${viewport}-hi`);
    await starters(page).first().click();
    await poll(() => lastBot(page).getAttribute('data-status')).toBe('done');
    await page.reload();
    await poll(() => userLines(page).allTextContents()).toEqual(['इस साल मेरा करियर कैसा रहेगा?']);
    await page.getByRole('button', { name: 'पिछली बातचीत' }).click();
    await poll(() =>
      page.getByRole('region', { name: 'पिछली बातचीत' }).getByRole('listitem').count(),
    ).toBe(1);
    await shot(page, `overlay-history-${viewport}-hi`);
    await ctx.close();
  });
});
