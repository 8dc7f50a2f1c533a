// Debian's Chromium driven by playwright-core (no downloaded browser builds).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  /** The narrowest phones we lay out for. */
  small: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** A fresh context (own cookies and storage) at the given viewport, English UI. */
export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport: ViewportName,
): Promise<BrowserContext> {
  const ctx = await browser.newContext({
    baseURL,
    viewport: VIEWPORTS[viewport],
    locale: 'en-US',
    timezoneId: 'Asia/Kolkata',
  });
  ctx.setDefaultTimeout(15_000);
  ctx.on('page', waitForTheAppOnNavigation);
  return ctx;
}

/**
 * Public pages arrive rendered by the server and are readable before the app's JavaScript has
 * run; a person reads first, a test clicks at once. So `goto` and `reload` also wait until the
 * app has taken the page over (boot.tsx marks <html data-ready>), as a reader's first click
 * would in practice.
 */
export function waitForTheAppOnNavigation(page: Page): void {
  for (const name of ['goto', 'reload'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      if (await page.evaluate(() => document.getElementById('root') !== null).catch(() => false))
        await page.waitForSelector('html[data-ready]', { state: 'attached' });
      return response;
    };
  }
}

let counter = 0;
/** A unique email per call so tests never depend on each other's users. */
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}
