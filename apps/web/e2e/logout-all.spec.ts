// Issue 9, item 8 in real Chromium against the real server and embedded database: "Log out of
// all devices" from the profile menu ends the sessions of every browser the user is signed in
// on. One user on a desktop browser and on a 360 px phone; screenshots of the menu and the
// confirmation in English and Hindi at both widths go to SHOTS_DIR (default /tmp/shots).
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, newContext, type ViewportName } from './support/browser.ts';
import { memberWithProfile } from './support/members.ts';
import { startServer, type RunningServer } from './support/server.ts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

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

const PASSWORD = 'secret123';

/** A new user with a complete profile (so the profile menu shows), signed in in a new context. */
function registeredContext(viewport: ViewportName, lang: 'en' | 'hi' = 'en') {
  return memberWithProfile(browser, server.baseUrl, {
    viewport,
    lang,
    tag: 'everywhere',
    password: PASSWORD,
  });
}

/** The same user signing in on another device (its own cookies). */
async function signedInElsewhere(viewport: ViewportName, email: string): Promise<BrowserContext> {
  const ctx = await newContext(browser, server.baseUrl, viewport);
  const login = await ctx.request.post(`${server.baseUrl}/api/login`, {
    data: { email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  return ctx;
}

/** Hover on desktop, a tap on a phone (the avatar button in the header at every width). */
async function openProfileMenu(page: Page, viewport: ViewportName, buttonName = 'Profile') {
  const trigger = page.getByRole('button', { name: buttonName });
  if (viewport === 'desktop') await trigger.hover();
  else await trigger.click();
  await page.getByRole('menu').waitFor({ state: 'visible' });
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The element lies fully inside the viewport (nothing cut off at the right edge of a phone). */
async function expectInViewport(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  const width = page.viewportSize()!.width;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/** Waits for the element's entrance animation (animate-rise, 180 ms) so a screenshot shows it whole. */
async function settled(page: Page, selector: string) {
  await page
    .locator(selector)
    .first()
    .evaluate((el) =>
      Promise.all(
        (el.closest('.animate-rise') ?? el).getAnimations({ subtree: true }).map((a) => a.finished),
      ),
    );
}

describe('log out of all devices', () => {
  it('from a phone ends the desktop session too: its next protected page is /login', async () => {
    const { ctx: desktop, email } = await registeredContext('desktop');
    const phone = await signedInElsewhere('small', email);
    try {
      const desktopPage = await desktop.newPage();
      const phonePage = await phone.newPage();
      for (const page of [desktopPage, phonePage]) {
        await page.goto('/following');
        await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
        expect(new URL(page.url()).pathname).toBe('/following');
      }

      // On the phone, by keyboard-free taps: menu, item, confirmation.
      await openProfileMenu(phonePage, 'small');
      await phonePage.getByRole('menuitem', { name: 'Log out of all devices' }).click();
      const dialog = phonePage.getByRole('alertdialog', { name: 'Log out of all devices?' });
      await dialog.waitFor({ state: 'visible' });
      await dialog.getByRole('button', { name: 'Log out everywhere' }).click();
      await phonePage
        .getByText('Logged out of all devices: 2 sessions ended.')
        .waitFor({ state: 'visible' });
      await phonePage.waitForURL((url) => url.pathname === '/login');
      expect(
        (await phone.cookies()).some((c) => c.name === 'access_token' || c.name === 'user'),
      ).toBe(false);

      // The desktop browser still holds its cookies, but the server no longer knows the token.
      expect((await desktop.cookies()).some((c) => c.name === 'access_token')).toBe(true);
      await desktopPage.goto('/following');
      await desktopPage.waitForURL((url) => url.pathname === '/login');
      await desktopPage
        .getByRole('button', { name: 'LOGIN', exact: true })
        .waitFor({ state: 'visible' });
      await expect
        .poll(async () => (await desktop.cookies()).some((c) => c.name === 'user'))
        .toBe(false);
      // And it signs in again like anyone else.
      await desktopPage.getByLabel('Email', { exact: true }).fill(email);
      await desktopPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await desktopPage.getByRole('button', { name: 'LOGIN', exact: true }).click();
      await desktopPage
        .getByText('Login successful', { exact: true })
        .first()
        .waitFor({ state: 'visible' });
    } finally {
      await desktop.close();
      await phone.close();
    }
  });

  it('Cancel ends nothing; the keyboard reaches the item and the dialog', async () => {
    const { ctx } = await registeredContext('desktop');
    try {
      const page = await ctx.newPage();
      await page.goto('/following');
      await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
      await page.getByRole('button', { name: 'Profile' }).focus();
      await page.keyboard.press('ArrowUp');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('Log out of all devices');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog', { name: 'Log out of all devices?' });
      await dialog.waitFor({ state: 'visible' });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('Cancel');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup')))
        .toBe('menu');
      const me = await ctx.request.get(`${server.baseUrl}/api/me`);
      expect(me.status()).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  describe.each([
    ['en', 'desktop', 'Profile', 'Log out of all devices', 'Log out of all devices?'],
    ['en', 'small', 'Profile', 'Log out of all devices', 'Log out of all devices?'],
    ['hi', 'desktop', 'प्रोफ़ाइल', 'सभी डिवाइस से लॉग आउट करें', 'सभी डिवाइस से लॉग आउट करें?'],
    ['hi', 'small', 'प्रोफ़ाइल', 'सभी डिवाइस से लॉग आउट करें', 'सभी डिवाइस से लॉग आउट करें?'],
  ] as const)('in %s at %s width', (lang, viewport, profile, item, title) => {
    it('the menu item and the confirmation fit the screen, pass axe, and are photographed', async () => {
      const { ctx } = await registeredContext(viewport, lang);
      try {
        const page = await ctx.newPage();
        await page.goto('/following');
        await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
        await openProfileMenu(page, viewport, profile);
        await page.getByRole('menuitem', { name: item }).waitFor({ state: 'visible' });
        await expectInViewport(page, '[role="menu"]');
        await expectNoHorizontalScroll(page);
        const width = viewport === 'desktop' ? 1280 : 360;
        await settled(page, '[role="menu"]');
        await page.screenshot({ path: `${SHOTS}/logout-all-menu-${lang}-${width}.png` });

        await page.getByRole('menuitem', { name: item }).click();
        const dialog = page.getByRole('alertdialog', { name: title });
        await dialog.waitFor({ state: 'visible' });
        await expectInViewport(page, '[role="alertdialog"]');
        await expectNoHorizontalScroll(page);
        await expectAccessible(page);
        await settled(page, '[role="alertdialog"]');
        await page.screenshot({ path: `${SHOTS}/logout-all-confirm-${lang}-${width}.png` });
      } finally {
        await ctx.close();
      }
    });
  });
});
