// Issue 12: axe on every route of app/router.tsx and on the open states that matter (login
// dialog, profile menu, date picker, kundli result, horoscope 'why this reading' and bot panel,
// an assistant answer, the conversation history, toasts), as a guest and signed in, at 390 and
// 1280 px, in English and Hindi (chosen as a user's remembered choice is, in localStorage). Any
// violation of impact serious or critical fails the run, listed per page with its rule, the
// elements and axe's summary, so a failure says what to fix. The language menu is a native
// <select>: its options are in the page and scanned with it; the open list is the platform's.
// One browser; one context per (auth x width x language); pages visited in turn.
import type { ListFilterResponse } from '@nakshatra/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNone, seriousViolations } from './support/axe.ts';
import { launchBrowser, newContext, type ViewportName } from './support/browser.ts';
import { csrfOf, memberWithProfile } from './support/members.ts';
import { startServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
/** An astrologer of the seeded directory, for /astroProfile, /astrologerschat and /following. */
let astrologer: { id: string; slug: string; name: string };

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const list = await fetch(`${server.baseUrl}/api/consultants/list-filter?pageNo=0`);
  expect(list.status).toBe(200);
  const first = ((await list.json()) as ListFilterResponse).content[0]!;
  astrologer = { id: String(first.id), slug: first.slug, name: first.name };
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Auth = 'guest' | 'member';
type Lang = 'en' | 'hi';

/**
 * Waits until the page shows its real content: the interface in `lang`, no loading skeleton,
 * spinner or busy region left, and every finite animation and transition finished (axe reads
 * colours as drawn, so a fade caught half-way reports a contrast that nobody sees).
 */
async function settled(page: Page, lang: Lang): Promise<void> {
  await page.waitForFunction(
    (l) =>
      document.documentElement.lang === l &&
      !document.querySelector('.animate-pulse, .animate-spin, [aria-busy="true"]'),
    lang,
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

interface Visit {
  /** What is on screen, for the report: a route, or a route and the state opened on it. */
  name: string;
  /** The route to open (omitted: the state opens on the page already shown). */
  path?: string;
  /** Waits for the page's own content; opens the state. */
  ready: (page: Page) => Promise<unknown>;
  /**
   * false when the route only redirects to a page this context scans anyway (a guest's protected
   * route to /login, a member's /login to home): the redirect is checked, the scan not repeated.
   */
  scan?: false;
}

const main = (page: Page) => page.locator('main');
const h1 = (page: Page) => main(page).locator('h1').first().waitFor();
const cards = (page: Page) => page.getByTestId('astrologer-card').first().waitFor();
const loginForm = (page: Page) => main(page).locator('input[type=password]').waitFor();
/** A guest opening a protected route lands on /login?next=<route>. */
const toLogin = (route: string) => async (page: Page) => {
  await page.waitForURL(
    (url) => url.pathname === '/login' && url.searchParams.get('next') === route,
  );
  await loginForm(page);
};
const botGreeting = (page: Page) =>
  page.locator('[data-testid="chat-message"][data-sender="bot"]').first().waitFor();
const datePicker = (page: Page) => page.locator('.react-datepicker__input-container input').first();

function visits(auth: Auth): Visit[] {
  const signedIn = auth === 'member';
  /** A protected route: its page when signed in, else the redirect to /login?next=. */
  const guarded = (name: string, path: string, ready: Visit['ready']): Visit =>
    signedIn ? { name, path, ready } : { name, path, ready: toLogin(path), scan: false };
  const profile = `/astroProfile/${astrologer.slug}`;
  const liveChat = `/astrologerschat/${astrologer.slug}`;
  const aiChat = `${liveChat}?mode=ai`;
  return [
    { name: '/', path: '/', ready: async (p) => Promise.all([h1(p), cards(p)]) },
    signedIn
      ? // A signed-in visitor opening /login goes home (spec section 2).
        {
          name: '/login',
          path: '/login',
          ready: async (p) => {
            await p.waitForURL((u) => u.pathname === '/');
            await cards(p);
          },
          scan: false as const,
        }
      : { name: '/login', path: '/login', ready: loginForm },
    { name: '/about', path: '/about', ready: h1 },
    { name: '/zodiacSign', path: '/zodiacSign', ready: h1 },
    { name: '/error', path: '/error', ready: h1 },
    guarded('/edit_profile', '/edit_profile', async (p) => {
      await h1(p);
      await expect.poll(() => main(p).locator('input[role=combobox]').inputValue()).not.toBe('');
    }),
    ...(signedIn ? [{ name: '/edit_profile + date picker open', ready: openDatePicker }] : []),
    { name: '/chat', path: '/chat', ready: cards },
    { name: '/call', path: '/call', ready: cards },
    {
      name: '/astroProfile/:slug',
      path: profile,
      ready: (p) => main(p).getByRole('heading', { level: 1, name: astrologer.name }).waitFor(),
    },
    guarded('/following', '/following', cards),
    // The spec's old address of the kundli page.
    {
      name: '/kundligpt',
      path: '/kundligpt',
      ready: (p) => p.waitForURL((u) => u.pathname === '/aikundali'),
      scan: false,
    },
    {
      name: '/aikundali',
      path: '/aikundali',
      ready: async (p) => {
        await h1(p);
        if (signedIn)
          await expect
            .poll(() => main(p).locator('input[name=name]').inputValue())
            .toBe('Asha Rao');
      },
    },
    { name: '/aikundali + date picker open', ready: openDatePicker },
    signedIn
      ? { name: '/aikundali + kundli result', path: '/aikundali', ready: generateKundli }
      : { name: '/aikundali + login dialog', path: '/aikundali', ready: openLoginDialog },
    { name: '/matching', path: '/matching', ready: h1 },
    { name: '/matching + date picker open', ready: openDatePicker },
    { name: '/panchang', path: '/panchang', ready: (p) => p.locator('#limbs-title').waitFor() },
    guarded('/horoscope/:sign', '/horoscope/leo', (p) => p.locator('[aria-labelledby="h-general"] > p').waitFor()),
    ...(signedIn
      ? [
          { name: '/horoscope/:sign + why this reading', ready: openWhyThisReading },
          { name: '/horoscope/:sign + bot panel', ready: openHoroscopeBot },
        ]
      : []),
    guarded('/chatbot', '/chatbot', botGreeting),
    ...(signedIn
      ? [
          { name: '/chatbot + an answer with suggestions', ready: askStarterQuestion },
          { name: '/chatbot + conversation history open', ready: openConversationHistory },
        ]
      : []),
    guarded('/astrologerschat/:slug (paid live chat intake)', liveChat, (p) =>
      p.getByTestId('intake-birth').waitFor(),
    ),
    guarded('/astrologerschat/:slug?mode=ai', aiChat, botGreeting),
    guarded('/console (not an astrologer)', '/console', h1),
    { name: 'not found', path: '/no-such-page', ready: h1 },
    ...(signedIn ? [{ name: '/ + profile menu open', path: '/', ready: openProfileMenu }] : []),
    // Last: it ends the session. Both land on /login with a toast: 'Logged out successfully!',
    // or for a guest 'No token found. You are already logged out.'
    {
      name: '/logout',
      path: '/logout',
      ready: async (p) => {
        await p.waitForURL((u) => u.pathname === '/login');
        await loginForm(p);
        await p.locator('[data-sonner-toast]').first().waitFor();
      },
    },
  ];
}

async function openDatePicker(page: Page) {
  await datePicker(page).click();
  await page.locator('.react-datepicker').waitFor();
}

async function openLoginDialog(page: Page) {
  await h1(page);
  await main(page).locator('form button[type=submit]').click();
  await page.getByRole('dialog').locator('input[type=password]').waitFor();
}

async function generateKundli(page: Page) {
  const form = main(page).locator('form');
  await expect.poll(() => form.locator('input[role=combobox]').inputValue()).not.toBe('');
  // The gazetteer has no districts for India: the user types it.
  const district = form.locator('input[name=district]');
  if ((await district.inputValue()) === '') await district.fill('Pune');
  await form.locator('button[type=submit]').click();
  await page.locator('[data-chart-style]').first().waitFor({ timeout: 30_000 });
}

async function openWhyThisReading(page: Page) {
  await main(page).locator('details summary').click();
  await main(page).locator('details[open] tbody tr').first().waitFor();
}

async function openHoroscopeBot(page: Page) {
  await page.locator('button[data-floating-action]').click();
  await page.locator('aside h2').waitFor();
}

/** Taps the first starter question and waits for the whole answer and its suggestions. */
async function askStarterQuestion(page: Page) {
  await page.getByTestId('chat-starter').first().click();
  const answer = page.locator('[data-testid="chat-message"][data-sender="bot"]').nth(1);
  await expect.poll(() => answer.getAttribute('data-status'), { timeout: 30_000 }).toBe('done');
  await page.getByTestId('chat-suggestion').first().waitFor();
}

async function openConversationHistory(page: Page) {
  await page.locator('button[aria-controls="chat-history"]').click();
  await page.locator('#chat-history li').first().waitFor();
}

async function openProfileMenu(page: Page) {
  await h1(page);
  await page.locator('header button[aria-haspopup=menu]').click();
  await page.getByRole('menu').waitFor();
}

async function contextFor(auth: Auth, viewport: ViewportName, lang: Lang): Promise<BrowserContext> {
  if (auth === 'guest') {
    const ctx = await newContext(browser, server.baseUrl, viewport);
    if (lang !== 'en')
      await ctx.addInitScript((l) => localStorage.setItem('nakshatra.lang', l), lang);
    return ctx;
  }
  const { ctx } = await memberWithProfile(browser, server.baseUrl, { viewport, lang, tag: 'axe' });
  // One followed astrologer, so /following shows its card list rather than the empty state.
  const followed = await ctx.request.put(`${server.baseUrl}/api/follows/${astrologer.id}`, {
    headers: { 'x-csrf-token': await csrfOf(ctx) },
  });
  expect(followed.ok()).toBe(true);
  return ctx;
}

const combinations = (['guest', 'member'] as const).flatMap((auth) =>
  (['mobile', 'desktop'] as const).flatMap((viewport) =>
    (['en', 'hi'] as const).map((lang) => [auth, viewport, lang] as const),
  ),
);

describe.each(combinations)('axe: %s at %s width in %s', (auth, viewport, lang) => {
  it(
    'every route and open state has no serious or critical violation',
    { timeout: 300_000 },
    async () => {
      const ctx = await contextFor(auth, viewport, lang);
      const found: string[] = [];
      try {
        const page = await ctx.newPage();
        for (const visit of visits(auth)) {
          if (visit.path) await page.goto(visit.path);
          await visit.ready(page);
          if (visit.scan === false) continue;
          await settled(page, lang);
          found.push(
            ...(await seriousViolations(page, `${visit.name} [${auth} ${viewport} ${lang}]`)),
          );
        }
      } finally {
        await ctx.close();
      }
      expectNone(found);
    },
  );
});
