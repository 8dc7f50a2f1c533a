import {
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_PER_HOUR,
  feedbackCreatedResponseSchema,
  feedbackListResponseSchema,
} from '@nakshatra/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccountsSeeder } from '../../db/seed/demo-accounts.ts';
import { testBackends, useBackend } from '../../test/backends.ts';
import {
  bearer,
  cookieHeader,
  expectSafeError,
  registerUser,
  type TestUser,
} from '../../test/factories.ts';

const note = { topic: 'app', rating: 4, message: 'The kundli page is lovely, thank you!' };

describe.each(testBackends())('feedback on $name', (backend) => {
  const ctx = useBackend(backend);
  let app: FastifyInstance;
  let admin: TestUser;
  beforeAll(async () => {
    app = await ctx.app();
    admin = await registerUser(app, { name: 'Site Admin' });
    await app.db.execute(sql`update nakshatra.users set role = 'admin' where id = ${admin.id}`);
  });

  const send = (u: TestUser, payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/feedback', headers: bearer(u.token), payload: payload as object });
  const list = (u: TestUser, query = '') =>
    app.inject({ method: 'GET', url: `/api/feedback${query}`, headers: bearer(u.token) });

  it('stores a note and lists it to admins, newest first, with its author', async () => {
    const user = await registerUser(app, { name: 'Meera Iyer' });
    const res = await send(user, note);
    expect(res.statusCode, res.body).toBe(201);
    const created = feedbackCreatedResponseSchema.parse(res.json());
    expect(created.feedback).toMatchObject({ topic: 'app', rating: 4, message: note.message });
    await send(user, { topic: 'payment', message: 'Second note, without a rating.' });
    const page = feedbackListResponseSchema.parse((await list(admin)).json());
    const mine = page.content.filter((f) => f.user.email === user.email);
    expect(mine.map((f) => f.topic)).toEqual(['payment', 'app']);
    expect(mine[0]!.rating).toBeNull();
    expect(mine[1]!.user.name).toBe('Meera Iyer');
    expect(page.totalElements).toBeGreaterThanOrEqual(2);
  });

  it('keeps markup as text and trims the message', async () => {
    const user = await registerUser(app);
    const hostile = '  <img src=x onerror=alert(1)><script>alert(2)</script> please fix  ';
    const res = await send(user, { topic: 'other', message: hostile });
    expect(res.statusCode, res.body).toBe(201);
    expect(feedbackCreatedResponseSchema.parse(res.json()).feedback.message).toBe(hostile.trim());
  });

  it('refuses guests, non-admin readers and cookie posts without the CSRF header', async () => {
    expectSafeError(await app.inject({ method: 'POST', url: '/api/feedback', payload: note }), 401);
    expectSafeError(await app.inject({ method: 'GET', url: '/api/feedback' }), 401);
    const user = await registerUser(app);
    const forbidden = await list(user);
    expectSafeError(forbidden, 403);
    expect(forbidden.json().code).toBe('forbidden');
    const noCsrf = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie: cookieHeader({ access_token: user.token, csrf_token: user.csrf }) },
      payload: note,
    });
    expectSafeError(noCsrf, 403);
  });

  it('answers bad input with 400 and stores nothing', async () => {
    const user = await registerUser(app);
    const bad: unknown[] = [
      {},
      { topic: 'app' },
      { topic: 'app', message: 'short' },
      { topic: 'app', message: 'x'.repeat(FEEDBACK_MESSAGE_MAX + 1) },
      { topic: 'spam', message: note.message },
      { topic: 'app', rating: 6, message: note.message },
      { topic: 'app', rating: 2.5, message: note.message },
      { topic: 'app', rating: '5', message: note.message },
      { topic: 'app', message: 42 },
      { ...note, userId: admin.id },
      [note],
    ];
    for (const payload of bad) expectSafeError(await send(user, payload), 400);
    const invalidJson = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { ...bearer(user.token), 'content-type': 'application/json' },
      payload: '{"topic": "app", "message": ',
    });
    expectSafeError(invalidJson, 400);
    const res = (await app.db.execute(sql`
      select count(*)::int as n from nakshatra.feedback where user_id = ${user.id}`)) as unknown as {
      rows: { n: number }[];
    };
    expect(res.rows[0]!.n).toBe(0);
  });

  it(`takes ${FEEDBACK_PER_HOUR} notes an hour per user, even sent at once`, async () => {
    const user = await registerUser(app);
    const results = await Promise.all(
      Array.from({ length: FEEDBACK_PER_HOUR + 3 }, (_, i) =>
        send(user, { topic: 'app', message: `Parallel note number ${i}` }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(FEEDBACK_PER_HOUR);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
    expect(results.find((r) => r.statusCode === 429)!.json().code).toBe('rate_limited');
    // Another user is not limited by this one.
    expect((await send(await registerUser(app), note)).statusCode).toBe(201);
  });

  it('seeds the demo logins once, linked to their directory entries, and they sign in', async () => {
    await demoAccountsSeeder.run(app.db, { astrologers: 0, demoAccounts: true });
    await demoAccountsSeeder.run(app.db, { astrologers: 0, demoAccounts: true });
    const rows = (await app.db.execute(sql`
      select u.email, u.role, u.astrologer_id, u.name, a.name as directory_name
      from nakshatra.users u left join nakshatra.astrologers a on a.id = u.astrologer_id
      where u.email like '%@nakshatra.local' order by u.email`)) as unknown as {
      rows: { email: string; role: string; astrologer_id: number | null; name: string; directory_name: string | null }[];
    };
    // The test database seeds a directory only when asked: astrologers missing are skipped.
    const astrologers = (await app.db.execute(sql`select count(*)::int as n from nakshatra.astrologers`)) as unknown as {
      rows: { n: number }[];
    };
    const expected = DEMO_ACCOUNTS.filter(
      (a) => a.astrologerId === null || a.astrologerId <= astrologers.rows[0]!.n,
    );
    expect(rows.rows.map((r) => r.email)).toEqual(expected.map((a) => a.email).sort());
    for (const row of rows.rows) {
      if (row.role === 'astrologer') expect(row.name).toBe(row.directory_name);
      else expect(row).toMatchObject({ role: 'admin', astrologer_id: null });
    }
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'admin@nakshatra.local', password: DEMO_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user.role).toBe('admin');
  });
});
