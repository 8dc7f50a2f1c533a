// Debian's Chromium driven by playwright-core (no downloaded browser builds).
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

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
  return ctx;
}

let counter = 0;
/** A unique email per call so tests never depend on each other's users. */
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}
