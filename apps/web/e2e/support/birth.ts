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
  const option = page.locator('li[role=option]:visible').first();
  // Typed again if no suggestion shows within 5 s: on a loaded CI machine one search in a few
  // hundred never opened its list (a fresh-clone run failed here once), as a person would retype.
  for (let attempt = 1; ; attempt++) {
    await combobox.fill('');
    await combobox.fill(text);
    const shown = await option.waitFor({ state: 'visible', timeout: 5_000 }).then(() => true, () => false);
    if (shown || attempt === 3) break;
  }
  const label = (await option.getAttribute('aria-label')) ?? '';
  await option.click();
  return label;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * Picks a birth date and time with the shared picker (issue 12): opens the calendar of `field`,
 * reaches the year by typing its digits in the year dropdown, chooses the month and day, the
 * half hour from the 30-minute list, then the exact hour and minute from the selects in `scope`.
 */
export async function pickBirth(
  page: Page,
  field: Locator,
  scope: Locator,
  at: { year: number; month: number; day: number; hour: number; minute: number },
): Promise<void> {
  await field.click();
  const calendar = page.locator('.react-datepicker');
  await calendar.waitFor();
  await calendar.getByRole('combobox').nth(1).focus();
  await page.keyboard.type(String(at.year));
  await calendar.getByRole('combobox').first().selectOption({ label: MONTHS[at.month - 1]! });
  const day = String(at.day).padStart(3, '0');
  await page.locator(`.react-datepicker__day--${day}:not(.react-datepicker__day--outside-month)`).first().click();
  const hour12 = at.hour % 12 === 0 ? 12 : at.hour % 12;
  const slotText = `${hour12}:${at.minute < 30 ? '00' : '30'} ${at.hour < 12 ? 'AM' : 'PM'}`;
  const slot = page.locator('.react-datepicker__time-list-item', { hasText: new RegExp(`^${slotText}$`) }).first();
  if (!(await slot.isVisible())) await field.click();
  await slot.click();
  await scope.getByLabel('Hour', { exact: true }).selectOption(String(at.hour));
  await scope.getByLabel('Minute', { exact: true }).selectOption(String(at.minute));
}
