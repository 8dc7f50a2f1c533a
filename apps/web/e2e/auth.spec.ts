// Issue 2 journeys in real Chromium against the real server and embedded database:
// validation messages, sign-up -> profile guard -> profile save -> logout (token revoked) ->
// login, and the protected-route gate, at a phone width and a desktop width.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, uniqueEmail, type ViewportName } from './support/browser.ts';
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

async function visibleText(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible' });
}

async function fillSignUp(page: Page, name: string, email: string, password: string) {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

/** Opens the profile menu the way the viewport allows: hover on desktop, tap/focus on mobile. */
async function openProfileMenu(page: Page, viewport: ViewportName) {
  const trigger = page.getByRole('button', { name: 'Profile' });
  if (viewport === 'desktop') await trigger.hover();
  else await trigger.click();
  await page.getByRole('menuitem', { name: 'Logout' }).waitFor({ state: 'visible' });
}

describe.each(['mobile', 'desktop'] as const)('accounts at %s width', (viewport) => {
  let ctx: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ctx = await newContext(browser, server.baseUrl, viewport);
    page = await ctx.newPage();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('shows every login and sign-up validation message after submit and after touch', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
    await visibleText(page, 'Email is required');
    await visibleText(page, 'Password is required');

    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByLabel('Password', { exact: true }).blur();
    await visibleText(page, 'Invalid email format');
    await visibleText(page, 'Password must be at least 6 characters');

    await page.getByRole('button', { name: "Don't have an account? Sign Up" }).click();
    await page.getByRole('button', { name: 'SIGN UP NOW' }).click();
    await visibleText(page, 'Name is required');

    // Show/hide toggles the input type, so the user can check what they typed.
    const password = page.getByLabel('Password', { exact: true });
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
  });

  it('reports a wrong password with the server message', async () => {
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'));
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
    await visibleText(page, 'Invalid email or password');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('signs up, is held on the profile until it is complete, saves it, logs out and logs in', async () => {
    const email = uniqueEmail(`journey-${viewport}`);
    const password = 'correct horse 42';

    await page.goto('/login?mode=signup');
    await fillSignUp(page, 'Asha Rao', email, password);
    await page.getByRole('button', { name: 'SIGN UP NOW' }).click();
    await visibleText(page, 'Registration successful');
    await page.waitForURL('**/edit_profile');

    // The access token is httpOnly: the page's scripts cannot read it.
    const cookies = await ctx.cookies();
    const access = cookies.find((c) => c.name === 'access_token');
    expect(access?.httpOnly).toBe(true);
    expect(access?.sameSite).toBe('Lax');
    expect(await page.evaluate(() => document.cookie)).not.toContain('access_token');

    // The guard: any other page sends an incomplete profile back to /edit_profile.
    await page.goto('/about');
    await visibleText(page, 'Please complete your profile first !');
    await page.waitForURL('**/edit_profile');
    await expect(page.getByRole('button', { name: 'Profile' }).count()).resolves.toBe(0);

    // Prefilled with the first name only; the rest is required.
    await expect.poll(() => page.getByLabel('First Name').inputValue()).toBe('Asha');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await visibleText(page, 'Last Name is required');
    await visibleText(page, 'Gender is required');
    await visibleText(page, 'Date and Time are required');
    await visibleText(page, 'Location is required');

    await page.getByLabel('Last Name').fill('Rao');
    await page.getByLabel('Date & Time of Birth').click();
    // The 10th of last month: this month's 10th is still in the future (and disabled) on the
    // 1st to the 9th.
    await page.locator('.react-datepicker__navigation--previous').click();
    await page
      .locator('.react-datepicker__day--010:not(.react-datepicker__day--outside-month)')
      .first()
      .click();
    // The time column stays open after the day is picked (the popup closes on the time).
    const times = page.locator(
      '.react-datepicker__time-list-item:not(.react-datepicker__time-list-item--disabled)',
    );
    if (!(await times.first().isVisible())) await page.getByLabel('Date & Time of Birth').click();
    await times.filter({ hasText: /^5:30 AM$/ }).click();
    await expect
      .poll(() => page.getByLabel('Date & Time of Birth').inputValue())
      .toMatch(/^[A-Z][a-z]{2} 10, \d{4}, 5:30 AM$/);
    await page.getByLabel('Gender').selectOption({ label: 'Female' });
    await page.getByLabel('Location').fill('Pune, Maharashtra, India');
    await page.getByLabel('Location').press('Escape');
    await page.getByLabel('Latitude').fill('18.5196');
    await page.getByLabel('Longitude').fill('73.8553');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await visibleText(page, 'Profile updated successfully!');
    await page.waitForURL((url) => url.pathname === '/');

    // What the server stored is what the user picked.
    const saved = await page.evaluate(async () => (await fetch('/api/profile')).json());
    expect(saved.data).toMatchObject({
      name: 'Asha Rao',
      gender: 'female',
      birth_time: '05:30',
      latitude: 18.5196,
      longitude: 73.8553,
      location_name: 'Pune, Maharashtra, India',
    });
    expect(saved.data.date_of_birth).toMatch(/^\d{4}-\d{2}-10$/);

    // Logout from the profile menu revokes the token on the server.
    const token = (await ctx.cookies()).find((c) => c.name === 'access_token')!.value;
    await openProfileMenu(page, viewport);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await visibleText(page, 'Logged out successfully!');
    await page.waitForURL('**/login');
    const me = await fetch(`${server.baseUrl}/api/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
    expect((await ctx.cookies()).some((c) => c.name === 'access_token' || c.name === 'user')).toBe(false);

    // The protected-route gate sends a guest to /login and back after login.
    await page.goto('/edit_profile');
    await page.waitForURL('**/login?next=*');
    await page.getByLabel('Email', { exact: true }).fill(email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
    await visibleText(page, 'Login successful');
    await page.waitForURL('**/edit_profile');
    // A complete profile is loaded from the server, name split at the space.
    await expect.poll(() => page.getByLabel('Last Name').inputValue()).toBe('Rao');
    await expect.poll(() => page.getByLabel('Location').inputValue()).toBe('Pune, Maharashtra, India');
  });

  it('logging out twice says there is no session the second time', async () => {
    await page.goto('/logout');
    await visibleText(page, 'Logged out successfully!');
    await page.waitForURL('**/login');
    await page.goto('/logout');
    await visibleText(page, 'No token found. You are already logged out.');
    await page.waitForURL('**/login');
  });
});
