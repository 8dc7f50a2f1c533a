// Issue 12, "What a new user hit" items 1 and 2, in real Chromium against the real server:
// the birth time to the minute on Edit Profile (and the kundli's ascendant from it), the saved
// birth details filling /aikundali, and /matching using the same picker.
import { computeChart } from '@nakshatra/astro';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser.ts';
import { pickBirth, pickPlace, signedInContext } from './support/birth.ts';
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

// GeoNames 1259229, Pune: 18.51957 N, 73.85535 E (the gazetteer the server ships).
const PUNE = { label: 'Pune, Maharashtra, India', latDeg: 18.51957, lonDeg: 73.85535 };

/** Degrees within the sign as the planets table writes them, 1°56′ (minutes truncated). */
function dms(deg: number): string {
  const whole = Math.floor(deg);
  return `${whole}°${String(Math.floor((deg - whole) * 60)).padStart(2, '0')}′`;
}

/**
 * The ascendant from @nakshatra/astro for 15 Aug 1995 at Pune, IST (UTC+05:30, no DST in 1995).
 * At 06:30 it is Leo 0°19′, the boundary chart of the issue; at 06:37 Leo 1°56′: seven minutes
 * move it about 1.6°.
 */
function ascendantAt(utcIso: string) {
  const chart = computeChart({ utc: new Date(utcIso), latDeg: PUNE.latDeg, lonDeg: PUNE.lonDeg });
  return { sign: chart.ascendant.sign, degree: dms(chart.ascendant.degreeInSign) };
}

/** 15 Aug 1995, 06:37: the 6:30 AM half hour from the list, then 6 h 37 min exactly. */
async function pick0637(page: Page, field: Locator, scope: Locator) {
  await pickBirth(page, field, scope, { year: 1995, month: 8, day: 15, hour: 6, minute: 37 });
  await expect.poll(() => field.inputValue()).toBe('Aug 15, 1995, 6:37 AM');
}

describe.each(['mobile', 'desktop'] as const)('birth details at %s width', (viewport) => {
  it('06:37 picked on Edit Profile is saved, fills /aikundali and casts the 06:37 ascendant', async () => {
    const ctx = await signedInContext(browser, server.baseUrl, viewport);
    const page = await ctx.newPage();
    await page.goto('/edit_profile');
    await page.getByRole('heading', { name: 'Edit Profile' }).waitFor();
    await expect.poll(() => page.getByLabel('First Name').inputValue()).toBe('Asha');
    await page.getByLabel('Last Name').fill('Rao');
    const form = page.locator('form');
    await pick0637(page, page.getByLabel('Date & Time of Birth'), form);
    // The calendar's month and year dropdowns are named for screen readers.
    await page.getByLabel('Date & Time of Birth').click();
    await page.getByRole('combobox', { name: 'Year', exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Month', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByLabel('Gender').selectOption({ label: 'Female' });
    expect(await pickPlace(page, page.getByRole('combobox', { name: 'Location' }), 'Pune')).toBe(
      PUNE.label,
    );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully!').first().waitFor();

    const saved = await page.evaluate(async () => (await fetch('/api/profile')).json());
    expect(saved.data).toMatchObject({
      date_of_birth: '1995-08-15',
      birth_time: '06:37',
      location_name: PUNE.label,
    });

    await page.goto('/aikundali');
    const kundli = page.locator('form');
    await expect.poll(() => kundli.locator('input[name=name]').inputValue()).toBe('Asha Rao');
    await expect.poll(() => kundli.locator('input[role=combobox]').inputValue()).toBe(PUNE.label);
    await page.getByText('Time zone: Asia/Kolkata').waitFor();
    expect(await kundli.locator('.react-datepicker__input-container input').inputValue()).toBe(
      'Aug 15, 1995, 6:37 AM',
    );
    expect(await kundli.getByLabel('Female').isChecked()).toBe(true);
    expect(await kundli.locator('input[name=state]').inputValue()).toBe('Maharashtra');
    await kundli.locator('input[name=district]').fill('Pune');
    await page.getByRole('button', { name: 'Generate Kundli' }).click();

    await page.getByRole('heading', { name: 'Planets' }).waitFor({ timeout: 30_000 });
    const exact = ascendantAt('1995-08-15T01:07:00Z');
    const rounded = ascendantAt('1995-08-15T01:00:00Z');
    expect(exact).toEqual({ sign: 'Leo', degree: '1°56′' });
    expect(rounded.degree).toBe('0°19′');
    const row = page.locator('#planets-title ~ div tbody tr').first();
    expect(await row.locator('td').nth(0).textContent()).toBe(exact.sign);
    expect(await row.locator('td').nth(1).textContent()).toBe(exact.degree);
    await ctx.close();
  });

  it('/aikundali starts from the birth details saved through the profile API', async () => {
    const ctx = await signedInContext(browser, server.baseUrl, viewport);
    const csrf = (await ctx.cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
    const saved = await ctx.request.put(`${server.baseUrl}/api/profile`, {
      headers: { 'x-csrf-token': csrf },
      data: {
        name: 'Meera Joshi',
        gender: 'female',
        date_of_birth: '03/11/1962',
        birth_time: '21:05',
        latitude: PUNE.latDeg,
        longitude: PUNE.lonDeg,
        location_name: PUNE.label,
      },
    });
    expect(saved.status()).toBe(200);
    const page = await ctx.newPage();
    await page.goto('/aikundali');
    const kundli = page.locator('form');
    await expect.poll(() => kundli.locator('input[name=name]').inputValue()).toBe('Meera Joshi');
    await expect
      .poll(() => kundli.locator('.react-datepicker__input-container input').inputValue())
      .toBe('Nov 3, 1962, 9:05 PM');
    await expect.poll(() => kundli.locator('input[role=combobox]').inputValue()).toBe(PUNE.label);
    // The place was matched in the gazetteer (not only its text): its time zone shows.
    await page.getByText('Time zone: Asia/Kolkata').waitFor();
    expect(await kundli.getByLabel('Female').isChecked()).toBe(true);
    await ctx.close();
  });

  it('/matching picks both births with the profile picker, to the minute', async () => {
    const ctx = await newContext(browser, server.baseUrl, viewport);
    const page = await ctx.newPage();
    await page.goto('/matching');
    const boy = page.getByRole('group', { name: 'Boy' });
    const girl = page.getByRole('group', { name: 'Girl' });
    // No browser date or time boxes: the calendar picker with the exact-time selects.
    expect(await page.locator('input[type=date], input[type=time]').count()).toBe(0);
    await pick0637(page, boy.getByLabel('Date & Time of Birth'), boy);
    await pickPlace(page, boy.locator('input[role=combobox]'), 'Pune');
    await pick0637(page, girl.getByLabel('Date & Time of Birth'), girl);
    await girl.getByLabel('Hour', { exact: true }).selectOption('21');
    await girl.getByLabel('Minute', { exact: true }).selectOption('15');
    await expect
      .poll(() => girl.getByLabel('Date & Time of Birth').inputValue())
      .toBe('Aug 15, 1995, 9:15 PM');
    await pickPlace(page, girl.locator('input[role=combobox]'), 'Chennai');
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/match'),
    );
    await page.getByRole('button', { name: 'Match kundlis' }).click();
    const body = (await sent).postDataJSON();
    expect(body.boy.birthDateTime).toBe('1995-08-15T06:37');
    expect(body.girl.birthDateTime).toBe('1995-08-15T21:15');
    await page.getByRole('meter').waitFor();
    expect(await page.locator('tbody tr').count()).toBe(8);
    await ctx.close();
  });
});
