// A signed-in member with a saved birth profile (Pune, 5 Jan 1990, 21:30), in a new browser
// context with the interface in `lang`: what the assistant and the profile menu need.
import type { Browser, BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { newContext, uniqueEmail, type ViewportName } from './browser.ts';

export async function csrfOf(ctx: BrowserContext): Promise<string> {
  return (await ctx.cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
}

export async function memberWithProfile(
  browser: Browser,
  baseUrl: string,
  options: { viewport?: ViewportName; lang?: 'en' | 'hi'; tag?: string; password?: string } = {},
): Promise<{ ctx: BrowserContext; email: string }> {
  const { viewport = 'mobile', lang = 'en', tag = 'member', password = 'secret123' } = options;
  const ctx = await newContext(browser, baseUrl, viewport);
  if (lang !== 'en')
    await ctx.addInitScript((l) => localStorage.setItem('nakshatra.lang', l), lang);
  const email = uniqueEmail(tag);
  const registered = await ctx.request.post(`${baseUrl}/api/register`, {
    data: { name: 'Asha Rao', email, password },
  });
  expect(registered.status()).toBe(201);
  const saved = await ctx.request.put(`${baseUrl}/api/profile`, {
    headers: { 'x-csrf-token': await csrfOf(ctx) },
    data: {
      name: 'Asha Rao',
      gender: 'female',
      date_of_birth: '05/01/1990',
      birth_time: '21:30',
      latitude: 18.5196,
      longitude: 73.8554,
      location_name: 'Pune, Maharashtra, India',
    },
  });
  expect(saved.status()).toBe(200);
  return { ctx, email };
}
