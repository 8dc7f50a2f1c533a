import { once } from 'node:events';
import {
  AVAILABILITY_MAX_IDS,
  availabilityResponseSchema,
  bySlugResponseSchema,
  listFilterResponseSchema,
  MINUTE_MS,
  RING_TIMEOUT_MS,
  REVIEWS_PAGE_SIZE,
  reviewListResponseSchema,
} from '@nakshatra/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { testBackends, useBackend } from '../../test/backends.ts';
import { expectSafeError, registerUser } from '../../test/factories.ts';
import { DEFAULT_SESSION_MINUTES } from './availability.ts';

type Rows<T> = { rows: T[] };
const MIN = MINUTE_MS;

describe.each(testBackends())('astrologer reviews and availability on $name', (backend) => {
  const ctx = useBackend(backend);
  let app: FastifyInstance;
  let clock = Date.UTC(2026, 10, 29, 10, 0, 0);
  let pool: { id: number; slug: string }[];

  beforeAll(async () => {
    app = await ctx.build({ now: () => new Date(clock) });
    const res = (await app.db.execute(sql`
      select id, slug from nakshatra.astrologers order by id limit 40`)) as unknown as Rows<{
      id: number;
      slug: string;
    }>;
    pool = res.rows;
  });

  let next = 0;
  /** A directory astrologer no other test uses, online or not, with no consultations yet. */
  async function astrologer(online: boolean) {
    const a = pool[next++]!;
    await app.db.execute(sql`update nakshatra.astrologers set online = ${online} where id = ${a.id}`);
    return a;
  }

  /** A client: registered through the API like any user. */
  const client = async (name = 'Asha Rao') => (await registerUser(app, { name })).id;

  /** A consultation as the consultations module writes it, at times relative to the clock. */
  async function consultation(
    astrologerId: number,
    userId: string,
    status: 'requested' | 'active' | 'ended' | 'missed' | 'cancelled',
    times: { requestedAgoMs: number; acceptedAgoMs?: number; endedAgoMs?: number },
  ): Promise<string> {
    const at = (ago: number | undefined) => (ago === undefined ? null : new Date(clock - ago));
    const res = (await app.db.execute(sql`
      insert into nakshatra.consultations
        (user_id, astrologer_id, status, topic, price_paise_per_min, requested_at, accepted_at, ended_at)
      values (${userId}, ${astrologerId}, ${status}, 'Career', 2500, ${at(times.requestedAgoMs)},
              ${at(times.acceptedAgoMs)}, ${at(times.endedAgoMs)})
      returning id`)) as unknown as Rows<{ id: string }>;
    return res.rows[0]!.id;
  }

  /** Ended sessions of these lengths (minutes), the latest first, an hour apart. */
  async function endedSessions(astrologerId: number, userId: string, minutes: number[], startAgoMs = 0) {
    for (const [i, length] of minutes.entries()) {
      const requestedAgoMs = startAgoMs + (i + 1) * 60 * MIN;
      await consultation(astrologerId, userId, 'ended', {
        requestedAgoMs,
        acceptedAgoMs: requestedAgoMs - 30_000,
        endedAgoMs: requestedAgoMs - 30_000 - length * MIN,
      });
    }
  }

  const availability = async (ids: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/astrologers/availability?ids=${ids}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=5');
    return availabilityResponseSchema.parse(res.json()).astrologers;
  };

  it('busy with a running session: the rest of its median plus one median per ringing request', async () => {
    const a = await astrologer(true);
    const regular = await client();
    // Median of 4, 6 and 9 minutes: 6. Sessions that did not happen do not count.
    await endedSessions(a.id, regular, [4, 6, 9]);
    await consultation(a.id, regular, 'missed', { requestedAgoMs: 10 * 60 * MIN });
    await consultation(a.id, regular, 'cancelled', { requestedAgoMs: 11 * 60 * MIN });
    // Running for 2.5 minutes: 3.5 to go.
    await consultation(a.id, await client(), 'active', {
      requestedAgoMs: 3 * MIN,
      acceptedAgoMs: 2.5 * MIN,
    });
    // Two ringing, one unanswered for longer than the ring timeout (missed, not yet closed).
    await consultation(a.id, await client(), 'requested', { requestedAgoMs: 30_000 });
    await consultation(a.id, await client(), 'requested', { requestedAgoMs: 90_000 });
    await consultation(a.id, await client(), 'requested', { requestedAgoMs: RING_TIMEOUT_MS + 1 });

    // 3.5 + 2 x 6 = 15.5, rounded up.
    expect(await availability(String(a.id))).toEqual([
      { id: a.id, status: 'busy', waitMinutes: 16, queueLength: 2 },
    ]);
  });

  it('measures the latest 50 ended sessions only', async () => {
    const a = await astrologer(true);
    const regular = await client();
    // 60 hour-long sessions long ago, then 50 of 8 minutes: the median of all 110 would be 60.
    const hour = Array.from({ length: 60 }, () => 60);
    await endedSessions(a.id, regular, hour, 60 * 24 * 60 * MIN);
    await endedSessions(a.id, regular, Array.from({ length: 50 }, () => 8));
    await consultation(a.id, await client(), 'requested', { requestedAgoMs: 10_000 });
    expect(await availability(String(a.id))).toEqual([
      { id: a.id, status: 'online', waitMinutes: 8, queueLength: 1 },
    ]);
  });

  it('online and free: no wait; offline: no wait whatever rings; busy beats the console switch', async () => {
    const free = await astrologer(true);
    const away = await astrologer(false);
    const overrun = await astrologer(false);
    const newcomer = await astrologer(true);
    await endedSessions(free.id, await client(), [5]);
    await consultation(away.id, await client(), 'requested', { requestedAgoMs: 5_000 });
    // No ended session yet: DEFAULT_SESSION_MINUTES; running past it, at least a minute is left.
    await consultation(overrun.id, await client(), 'active', {
      requestedAgoMs: 26 * MIN,
      acceptedAgoMs: 25 * MIN,
    });
    await consultation(newcomer.id, await client(), 'requested', { requestedAgoMs: 5_000 });

    const ids = [overrun.id, free.id, 999_999, away.id, newcomer.id];
    // In the order asked; unknown ids are left out.
    expect(await availability(ids.join(','))).toEqual([
      { id: overrun.id, status: 'busy', waitMinutes: 1, queueLength: 0 },
      { id: free.id, status: 'online', waitMinutes: 0, queueLength: 0 },
      { id: away.id, status: 'offline', waitMinutes: 0, queueLength: 1 },
      { id: newcomer.id, status: 'online', waitMinutes: DEFAULT_SESSION_MINUTES, queueLength: 1 },
    ]);
    // Repeated ids are answered once.
    expect(await availability(`${free.id},${free.id}`)).toHaveLength(1);
  });

  it('refuses malformed ids with 400 and a message, never 500', async () => {
    const tooMany = Array.from({ length: AVAILABILITY_MAX_IDS + 1 }, (_, i) => i + 1).join(',');
    const queries = [
      'ids=abc',
      'ids=',
      '',
      'ids=1,,2',
      'ids=1,',
      'ids=-1',
      'ids=1.5',
      'ids=1e3',
      'ids=9999999999',
      `ids=${tooMany}`,
      `ids=${'1'.repeat(100_000)}`,
      `ids=${'1,'.repeat(5_000)}1`,
      `ids=${encodeURIComponent('1;drop table x')}`,
      'ids=1&ids=2',
      'ids=1&extra=1',
    ];
    for (const query of queries) {
      const res = await app.inject({ method: 'GET', url: `/api/astrologers/availability?${query}` });
      expectSafeError(res, 400);
      expect(res.json().error.length, query).toBeLessThan(200);
    }
    const res = await app.inject({ method: 'GET', url: '/api/astrologers/availability?ids=abc' });
    expect(res.json().error).toBe(
      `ids is a comma-separated list of up to ${AVAILABILITY_MAX_IDS} numbers`,
    );
    const sixty = Array.from({ length: AVAILABILITY_MAX_IDS }, (_, i) => i + 1).join(',');
    expect(await availability(sixty)).toHaveLength(AVAILABILITY_MAX_IDS);
  });

  /** A review of an ended session of `astrologerId`, written `agoMs` before the clock. */
  async function review(astrologerId: number, userId: string, rating: number, body: string, agoMs: number) {
    const consultationId = await consultation(astrologerId, userId, 'ended', {
      requestedAgoMs: agoMs + 20 * MIN,
      acceptedAgoMs: agoMs + 19 * MIN,
      endedAgoMs: agoMs + 5 * MIN,
    });
    await app.db.execute(sql`
      insert into nakshatra.consultation_reviews (consultation_id, astrologer_id, user_id, rating, body, created_at)
      values (${consultationId}, ${astrologerId}, ${userId}, ${rating}, ${body}, ${new Date(clock - agoMs)})`);
  }

  const reviews = async (slug: string, query = '') => {
    const res = await app.inject({ method: 'GET', url: `/api/astrologers/${slug}/reviews${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.body, ...reviewListResponseSchema.parse(res.json()) };
  };

  it('reviews: newest first, 10 a page, with the total; authors by first name only', async () => {
    const a = await astrologer(true);
    const other = await astrologer(true);
    const reviewers = [
      await registerUser(app, { name: 'Asha Rao' }),
      await registerUser(app, { name: '  Vikram   Singh Rathore ' }),
      await registerUser(app, { name: 'Priya' }),
    ];
    // 23 reviews, the i-th written i hours ago; one of another astrologer's in between.
    for (let i = 0; i < 23; i++) {
      const who = reviewers[i % 3]!;
      await review(a.id, who.id, (i % 5) + 1, `Review ${i} <b>not bold</b>`, i * 60 * MIN);
    }
    await review(other.id, reviewers[0]!.id, 1, 'Elsewhere', 30 * MIN);

    const first = await reviews(a.slug);
    expect(first.total).toBe(23);
    expect(first.reviews).toHaveLength(REVIEWS_PAGE_SIZE);
    expect(first.reviews.map((r) => r.text)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Review ${i} <b>not bold</b>`),
    );
    expect(first.reviews.slice(0, 3).map((r) => [r.author, r.rating])).toEqual([
      ['Asha', 1],
      ['Vikram', 2],
      ['Priya', 3],
    ]);
    expect(first.reviews[0]!.createdAt).toBe(new Date(clock).toISOString());
    // Nothing else of the reviewers leaves the server.
    for (const who of reviewers) expect(first.body).not.toContain(who.email);
    expect(first.body).not.toMatch(/Rao|Singh|Rathore/);

    const third = await reviews(a.slug, '?pageNo=2');
    expect(third.total).toBe(23);
    expect(third.reviews.map((r) => r.text)).toEqual([20, 21, 22].map((i) => `Review ${i} <b>not bold</b>`));
    expect(await reviews(a.slug, '?pageNo=3')).toMatchObject({ total: 23, reviews: [] });

    const none = await astrologer(true);
    expect(await reviews(none.slug)).toMatchObject({ total: 0, reviews: [] });
  });

  it('reviews: 404 for an unknown slug, 400 for a malformed one or a bad page', async () => {
    const a = pool[0]!;
    expectSafeError(
      await app.inject({ method: 'GET', url: '/api/astrologers/no-such-astrologer/reviews' }),
      404,
    );
    for (const url of [
      `/api/astrologers/${a.slug}/reviews?pageNo=-1`,
      `/api/astrologers/${a.slug}/reviews?pageNo=abc`,
      `/api/astrologers/${a.slug}/reviews?pageNo=1.5`,
      `/api/astrologers/${a.slug}/reviews?pageNo=10001`,
      `/api/astrologers/${a.slug}/reviews?pageNo=${'9'.repeat(5_000)}`,
      `/api/astrologers/${a.slug}/reviews?other=1`,
      `/api/astrologers/Bad%20Slug!/reviews`,
    ]) {
      expectSafeError(await app.inject({ method: 'GET', url }), 400);
    }
    // Longer than any slug and than the router takes: refused before the route, as URI Too Long.
    expectSafeError(
      await app.inject({ method: 'GET', url: `/api/astrologers/${'a'.repeat(5_000)}/reviews` }),
      414,
    );
  });

  /** A review moves the rating as the consultations module does, then tells the others. */
  async function reviewAndAnnounce(target: FastifyInstance, a: { id: number }, ratingTenths: number) {
    await review(a.id, await client('Meena Das'), 5, 'Clear and kind', 0);
    await target.db.execute(sql`
      update nakshatra.astrologers set rating_tenths = ${ratingTenths}, orders = orders + 1
      where id = ${a.id}`);
    const refreshed = once(target.events, 'astrologer.refreshed');
    target.events.emit('astrologer.changed', a.id);
    return refreshed;
  }

  const profileRating = async (target: FastifyInstance, slug: string) => {
    const res = await target.inject({ method: 'GET', url: `/api/consultants/by-slug?slug=${slug}` });
    expect(res.statusCode).toBe(200);
    return bySlugResponseSchema.parse(res.json()).data.rating;
  };

  const listRating = async (target: FastifyInstance, slug: string) => {
    const res = await target.inject({ method: 'GET', url: `/api/consultants/list-filter?q=${slug}` });
    const page = listFilterResponseSchema.parse(res.json());
    return page.content.find((x) => x.slug === slug)!.rating;
  };

  it('a review shows on the profile at once (directory in memory); lists catch up at the next check', async () => {
    const a = await astrologer(true);
    const before = await profileRating(app, a.slug);
    expect(await listRating(app, a.slug)).toBe(before);
    const tenths = Math.round(before * 10) === 43 ? 44 : 43;

    const [refreshed] = await reviewAndAnnounce(app, a, tenths);
    expect(refreshed).toEqual({ id: a.id, slug: a.slug });
    expect(await profileRating(app, a.slug)).toBe(tenths / 10);
    expect((await reviews(a.slug)).reviews[0]).toMatchObject({
      author: 'Meena',
      text: 'Clear and kind',
    });
    // The list page answered before is kept until the next check reloads the directory.
    expect(await listRating(app, a.slug)).toBe(before);
    clock += 31_000;
    await listRating(app, a.slug);
    await expect.poll(() => listRating(app, a.slug), { timeout: 10_000 }).toBe(tenths / 10);
    expect(await profileRating(app, a.slug)).toBe(tenths / 10);
  });

  it('a review shows on the profile at once (directory queried through SQL)', async () => {
    const sqlApp = await ctx.build({ now: () => new Date(clock), directoryMemoryMaxRows: 0 });
    const a = await astrologer(true);
    await sqlApp.db.execute(sql`update nakshatra.astrologers set rating_tenths = 38 where id = ${a.id}`);
    expect(await profileRating(sqlApp, a.slug)).toBe(3.8);
    await reviewAndAnnounce(sqlApp, a, 41);
    expect(await profileRating(sqlApp, a.slug)).toBe(4.1);
    // An id no astrologer has changes nothing and fails nothing.
    sqlApp.events.emit('astrologer.changed', 999_999);
    expect(await profileRating(sqlApp, a.slug)).toBe(4.1);
  });
});
