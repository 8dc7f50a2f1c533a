// Shared steps of the issue 5 journeys: a signed-in context and the place search pick.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { newContext, uniqueEmail, type ViewportName } from './browser.ts';

/** A new user (registered through the API), with the sign-up profile marker cleared. */
export async function signedInContext(browser: Browser, baseUrl: string, viewport: ViewportName): Promise<BrowserContext> {
  const ctx = await newContext(browser, baseUrl, viewport);
  const registered = await ctx.request.post(`${baseUrl}/api/register`, {
    data: { name: 'Asha Rao', email: uniqueEmail('issue5'), password: 'secret123' },
  });
  if (registered.status() !== 201) throw new Error(`register: ${registered.status()}`);
  await ctx.clearCookies({ name: 'signup_profile' });
  return ctx;
}

/** Types into a place combobox and picks the first suggestion (GeoNames, most populous first). */
export async function pickPlace(page: Page, combobox: Locator, text: string): Promise<string> {
  await combobox.fill(text);
  const option = page.locator('li[role=option]:visible').first();
  const label = (await option.getAttribute('aria-label')) ?? '';
  await option.click();
  return label;
}
