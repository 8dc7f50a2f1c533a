import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

let counter = 0;

/** A unique address per call, so tests never collide on the unique email index. */
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}.${Date.now().toString(36)}.${counter}.${randomBytes(3).toString('hex')}@example.com`;
}

export const TEST_PASSWORD = 'correct horse 7';

/** Cookies from Set-Cookie headers: name -> { value, attributes (lower-cased keys) }. */
export type CookieJar = Record<string, { value: string; attrs: Record<string, string | true> }>;

export function cookiesOf(res: LightMyRequestResponse): CookieJar {
  const raw = res.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const jar: CookieJar = {};
  for (const line of list) {
    const [pair, ...attrParts] = line.split(';');
    const eq = pair!.indexOf('=');
    const name = pair!.slice(0, eq).trim();
    const attrs: Record<string, string | true> = {};
    for (const part of attrParts) {
      const [k, ...v] = part.trim().split('=');
      attrs[k!.toLowerCase()] = v.length ? v.join('=') : true;
    }
    jar[name] = { value: pair!.slice(eq + 1), attrs };
  }
  return jar;
}

/** A Cookie request header from name -> value. */
export function cookieHeader(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
}

export interface TestUser {
  email: string;
  password: string;
  name: string;
  token: string;
  csrf: string;
  id: string;
  res: LightMyRequestResponse;
}

export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
): Promise<TestUser> {
  const body = { name: 'Asha Rao', email: uniqueEmail(), password: TEST_PASSWORD, ...overrides };
  const res = await app.inject({ method: 'POST', url: '/api/register', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  const json = res.json();
  const jar = cookiesOf(res);
  return {
    email: body.email,
    password: body.password,
    name: body.name,
    token: json.tokens.access_token,
    csrf: jar.csrf_token!.value,
    id: json.user.id,
    res,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A complete, valid PUT /api/profile body (spec "Profile, as sent on save"). */
export function validProfile(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Asha Rao',
    gender: 'female',
    date_of_birth: '15/08/1991',
    birth_time: '06:45',
    latitude: 17.385,
    longitude: 78.4867,
    location_name: 'Hyderabad, Telangana, India',
    ...overrides,
  };
}

/**
 * No internals leak: no 5xx, JSON error shape, no stack frames or file paths.
 * `at foo (/path/file.ts:1:2)` and `file:///...` are what Node's stacks look like.
 */
export function expectSafeError(res: LightMyRequestResponse, status?: number): void {
  expect(res.statusCode, res.body).toBeLessThan(500);
  if (status !== undefined) expect(res.statusCode, res.body).toBe(status);
  expect(res.body).not.toMatch(
    /\bat [\w.<>]+ \(|\bat (file|node):|file:\/\/|\/work\/|node_modules|\.ts:\d+|Error:/,
  );
  const json = res.json();
  expect(typeof json.error).toBe('string');
  expect(typeof json.code).toBe('string');
}
