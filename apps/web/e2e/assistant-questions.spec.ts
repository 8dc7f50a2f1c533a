// Issue 11 in real Chromium against the real server and its built-in assistant: five different
// questions in the overlay, in English and in Hindi, get five specific, different answers, each
// starting with what was asked (yes/no, a date, a number) instead of a chart overview.
// Screenshots go to /tmp/shots-11 (not the repo).
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { memberWithProfile } from './support/members.ts';
import { startServer, type RunningServer } from './support/server.ts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-11';
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
  expect.poll(read, { timeout: 30_000, interval: 100 });

const input = (page: Page) => page.getByRole('textbox', { name: /question|प्रश्न/ });
const lastBot = (page: Page) =>
  page.locator('[data-testid="chat-message"][data-sender="bot"]').last();

/** Asks in the overlay and returns the finished answer's text. */
async function ask(page: Page, question: string): Promise<string> {
  const before = await page.locator('[data-testid="chat-message"][data-sender="bot"]').count();
  await input(page).fill(question);
  await input(page).press('Enter');
  await poll(() =>
    page.locator('[data-testid="chat-message"][data-sender="bot"]').count(),
  ).toBeGreaterThan(before);
  await poll(() => lastBot(page).getAttribute('data-status')).toBe('done');
  return (await lastBot(page).innerText()).trim();
}

const firstParagraph = (text: string) => text.split(/\n\s*\n/)[0]!.trim();

interface Case {
  q: string;
  /** What the answer must start with or contain: the thing asked, first. */
  check: (answer: string) => void;
}

const YEAR = /\b20[2-9]\d\b/;

const CASES: Record<'en' | 'hi', Case[]> = {
  en: [
    { q: 'Am I manglik?', check: (a) => expect(a).toMatch(/^(Yes|No)\b/) },
    { q: 'When does my current mahadasha end?', check: (a) => expect(a).toMatch(YEAR) },
    { q: 'What is my lucky number?', check: (a) => expect(firstParagraph(a)).toMatch(/\b[1-9]\b/) },
    { q: 'When will I buy a house?', check: (a) => expect(a).toMatch(YEAR) },
    { q: 'asdfgh', check: (a) => expect(a).toMatch(/understand/i) },
  ],
  hi: [
    { q: 'क्या मैं मांगलिक हूँ?', check: (a) => expect(a).toMatch(/^(हाँ|हां|नहीं)/) },
    { q: 'मेरी महादशा कब खत्म होगी?', check: (a) => expect(a).toMatch(YEAR) },
    { q: 'मेरा लकी नंबर क्या है?', check: (a) => expect(firstParagraph(a)).toMatch(/[1-9]/) },
    { q: 'मेरी शादी कब होगी?', check: (a) => expect(a).toMatch(YEAR) },
    { q: 'नक्षत्र क्या होता है?', check: (a) => expect(a).toMatch(/27/) },
  ],
};

describe.each(['en', 'hi'] as const)('the assistant answers the question asked (%s)', (lang) => {
  it('five questions, five specific and different answers', async () => {
    const { ctx } = await memberWithProfile(browser, server.baseUrl, { lang, tag: 'ask' });
    const page = await ctx.newPage();
    await page.goto('/chatbot');
    await page.getByRole('dialog').waitFor();
    // The greeting first: it is a bot message too, and must not be taken for an answer.
    await poll(() => page.locator('[data-testid="chat-message"][data-sender="bot"]').count()).toBe(
      1,
    );
    const answers: string[] = [];
    for (const [i, c] of CASES[lang].entries()) {
      const answer = await ask(page, c.q);
      c.check(answer);
      answers.push(answer);
      await page.screenshot({ path: `${SHOTS}/answer-${lang}-${i + 1}.png` });
    }
    const openings = answers.map(firstParagraph);
    expect(new Set(openings).size).toBe(openings.length);
    // In the asker's language: Hindi answers are written in Devanagari.
    if (lang === 'hi') for (const a of answers) expect(a).toMatch(/[\u0900-\u097F]/);
    await ctx.close();
  });
});
