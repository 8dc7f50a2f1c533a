// Issue 3, Edit Profile: the Location field searches the offline gazetteer (GET /api/places) and
// fills Latitude and Longitude, in real Chromium against the real server, at 390 and 1280 px.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, uniqueEmail } from './support/browser.ts';
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

// GeoNames 1259229, Pune: 18.51957 N, 73.85535 E (geonames.org, the gazetteer the server ships).
const PUNE = { label: 'Pune, Maharashtra, India', latitude: '18.51957', longitude: '73.85535' };

async function signUpAndOpenEditProfile(page: Page) {
  const response = await page.request.post(`${server.baseUrl}/api/register`, {
    data: { name: 'Ravi Kumar', email: uniqueEmail('place'), password: 'secret123' },
  });
  expect(response.status()).toBe(201);
  await page.goto('/edit_profile');
  await page.getByRole('heading', { name: 'Edit Profile' }).waitFor();
}

describe.each(['mobile', 'desktop'] as const)('place search on Edit Profile at %s width', (viewport) => {
  let ctx: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ctx = await newContext(browser, server.baseUrl, viewport);
    page = await ctx.newPage();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('typing "Pune" offers "Pune, Maharashtra, India"; picking it fills Latitude and Longitude', async () => {
    await signUpAndOpenEditProfile(page);
    const location = page.getByRole('combobox', { name: 'Location' });
    const searched = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/places');
    // The word at once: key-by-key typing could pause past the 250 ms debounce on a busy machine
    // and search for "Pu" first (the debounce itself is covered by place-combobox.test.tsx).
    await location.fill('Pune');
    expect(new URL((await searched).url()).searchParams.get('q')).toBe('Pune');

    const listbox = page.getByRole('listbox', { name: 'Places' });
    const option = listbox.getByRole('option', { name: PUNE.label });
    await option.waitFor();
    expect(await location.getAttribute('aria-expanded')).toBe('true');
    // The list scrolls into view, clear of the phone's 64 px bottom bar (md:hidden above 768 px).
    const visibleBottom = page.viewportSize()!.height - (viewport === 'mobile' ? 64 : 0);
    await expect
      .poll(async () => {
        const box = await listbox.boundingBox();
        return box ? box.y + box.height : Infinity;
      }, { timeout: 5_000 })
      .toBeLessThanOrEqual(visibleBottom);

    if (viewport === 'mobile') {
      // Keyboard: Down to the first suggestion (the best match), Enter to pick it.
      await page.keyboard.press('ArrowDown');
      expect(await location.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
      await page.keyboard.press('Enter');
    } else {
      await option.click();
    }

    await listbox.waitFor({ state: 'hidden' });
    expect(await location.inputValue()).toBe(PUNE.label);
    expect(await page.getByLabel('Latitude').inputValue()).toBe(PUNE.latitude);
    expect(await page.getByLabel('Longitude').inputValue()).toBe(PUNE.longitude);
    // Still editable by hand.
    await page.getByLabel('Latitude').fill('18.52');
    expect(await page.getByLabel('Latitude').inputValue()).toBe('18.52');
    // The form did not submit on Enter.
    expect(new URL(page.url()).pathname).toBe('/edit_profile');
  });

  it('Escape closes the suggestions and keeps what was typed; the existing message still guards the field', async () => {
    await signUpAndOpenEditProfile(page);
    const location = page.getByRole('combobox', { name: 'Location' });
    await location.pressSequentially('Varanasi', { delay: 30 });
    await page.getByRole('listbox', { name: 'Places' }).getByRole('option').first().waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('listbox', { name: 'Places' }).waitFor({ state: 'hidden' });
    expect(await location.inputValue()).toBe('Varanasi');

    await location.fill('');
    await location.blur();
    await page.getByText('Location is required', { exact: true }).waitFor();
  });
});
