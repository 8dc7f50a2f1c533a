// Issue 12: public pages are rendered by the server (apps/server plugins/ssr.ts, web
// src/ssr/entry-server.tsx), readable before any script runs, in the reader's language, and then
// taken over by the app without a mismatch.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser.ts';
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

async function page(path: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(`${server.baseUrl}${path}`, { headers: { accept: 'text/html', ...headers } });
  expect(res.status, path).toBe(200);
  return res.text();
}

/** Errors the page logs (React reports a hydration mismatch as one) and uncaught exceptions. */
function collectErrors(p: Page): string[] {
  const errors: string[] = [];
  p.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  p.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

describe('server rendering', () => {
  it('sends the home, Chat, login and about pages as HTML, the app named but fetched after the paint', async () => {
    const home = await page('/');
    expect(home).toContain('data-ssr-lang="en"');
    expect(home).toContain('Ask our AI astrologer anything');
    // The app's scripts load after the first paint on these pages (main.tsx): named, not fetched.
    expect(home).toMatch(/<link crossorigin href="\/assets\/boot-[\w-]+\.js" data-app-preload="entry">/);
    expect(home).not.toMatch(/rel="modulepreload"[^>]*data-app-preload/);
    expect(await page('/chat')).toContain('<title>Chat · Nakshatra</title>');
    expect(await page('/login')).toMatch(/<form[^>]*>/);
    expect(await page('/about')).toContain('Nakshatra brings astrology into everyday life');
    // A page only the browser renders keeps the preloads and an empty root.
    const wallet = await page('/buy-coin');
    expect(wallet).toContain('<div id="root"></div>');
    expect(wallet).toMatch(/<link rel="modulepreload"[^>]*data-app-preload="entry">/);
  });

  it("renders in the browser's language, and in the one the reader picked (cookie)", async () => {
    const hindi = await page('/', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(hindi).toContain('<html lang="hi"');
    expect(hindi).toContain('data-ssr-lang="hi"');
    const picked = await page('/', { 'accept-language': 'hi', cookie: 'nakshatra.lang=ta' });
    expect(picked).toContain('data-ssr-lang="ta"');
    const unknown = await page('/', { 'accept-language': 'fr-FR,de;q=0.5' });
    expect(unknown).toContain('data-ssr-lang="en"');
  });

  it('is readable with scripts off: the home hero and a profile with its name', async () => {
    const list = (await (await fetch(`${server.baseUrl}/api/consultants/list-filter`)).json()) as {
      content: { slug: string; name: string }[];
    };
    const { slug, name } = list.content[0]!;
    const ctx = await browser.newContext({ baseURL: server.baseUrl, javaScriptEnabled: false });
    const p = await ctx.newPage();
    await p.goto('/');
    await expect(p.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
    await p.goto(`/astroProfile/${slug}`);
    expect(await p.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    expect(await p.title()).toBe(`${name} · Nakshatra`);
    await ctx.close();
  });

  it('the app takes each page over without a mismatch, and it works', async () => {
    const ctx = await newContext(browser, server.baseUrl, 'mobile');
    const p = await ctx.newPage();
    const errors = collectErrors(p);
    for (const path of ['/', '/chat', '/login', '/about']) {
      await p.goto(path);
      await p.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
    // Client-side navigation from a hydrated page.
    await p.goto('/');
    await p.locator('footer a[href="/about"]').click();
    await p.waitForURL('**/about');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it("a reader on another day than the server's takes its page over on the server's day, then sees their own", async () => {
    const SUN = /The Sun is in (\w+) today/;
    const html = await page('/');
    const rendered = { day: /data-ssr-day="(\d{4}-\d{2}-\d{2})"/.exec(html)?.[1], sign: SUN.exec(html)?.[1] };
    // India's day (the page may come from the server's one-minute cache).
    const indiaDay = (ms: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(ms);
    expect([indiaDay(Date.now()), indiaDay(Date.now() - 61_000)]).toContain(rendered.day);
    expect(rendered.sign).toBeTruthy();
    // The reader's clock 400 days on: another year, and another sign (none lasts 35 days).
    const later = new Date(Date.now() + 400 * 86_400_000);
    const ctx = await newContext(browser, server.baseUrl, 'mobile');
    await ctx.clock.setFixedTime(later);
    const p = await ctx.newPage();
    const errors = collectErrors(p);
    await p.goto('/');
    await p.waitForLoadState('networkidle');
    const year = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(later);
    await expect
      .poll(() => p.locator('footer').textContent())
      .toContain(`© ${year} Nakshatra`);
    const sign = SUN.exec((await p.locator('main').textContent()) ?? '')?.[1];
    expect(sign).toBeTruthy();
    expect(sign).not.toBe(rendered.sign);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a reader who picked another language before gets their language, not a mismatch', async () => {
    const ctx = await newContext(browser, server.baseUrl, 'mobile');
    await ctx.addInitScript(() => localStorage.setItem('nakshatra.lang', 'hi'));
    const p = await ctx.newPage();
    const errors = collectErrors(p);
    await p.goto('/about');
    await expect(p.locator('html').getAttribute('lang')).resolves.toBe('hi');
    await p.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
