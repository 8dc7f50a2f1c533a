/**
 * Issue 11 through the real routes: the question is understood once on the server, answered by
 * its kind (the yes/no, the date or the astrologers first), and recorded with that kind.
 */
import { chatResponseSchema, listFilterResponseSchema } from '@nakshatra/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testBackends, useBackend } from '../../test/backends.ts';
import { bearer, registerUser, validProfile, type TestUser } from '../../test/factories.ts';

const NOW = new Date('2026-01-15T06:00:00Z');

async function withProfile(app: FastifyInstance): Promise<TestUser> {
  const user = await registerUser(app);
  const res = await app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: bearer(user.token),
    payload: validProfile({
      date_of_birth: '17/09/1950',
      birth_time: '11:00',
      latitude: 23.78593,
      longitude: 72.63893,
      location_name: 'Vadnagar',
    }),
  });
  expect(res.statusCode).toBe(200);
  return user;
}

async function ask(app: FastifyInstance, user: TestUser, question: string, lang = 'en') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: bearer(user.token),
    payload: { question, lang },
  });
  expect(res.statusCode).toBe(200);
  return chatResponseSchema.parse(res.json());
}

async function topicOf(app: FastifyInstance, messageId: string): Promise<string> {
  const r = (await app.db.execute(
    sql`select topic from nakshatra.chat_messages where id = ${messageId}`,
  )) as unknown as { rows: { topic: string }[] };
  return r.rows[0]!.topic;
}

describe.each(testBackends())('kinds of questions through /api/chat on $name', (backend) => {
  const ctx = useBackend(backend, { now: () => NOW });

  it('a referral lists real astrologers of the asked skill and language, with profile links', async () => {
    const app = await ctx.app();
    const user = await withProfile(app);
    const a = await ask(app, user, 'Find me a tarot reader who speaks Hindi');
    expect(await topicOf(app, a.messageId)).toBe('referral.astrologer');
    const page = listFilterResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/consultants/list-filter?skill=Tarot&language=Hindi&pageSize=3',
        })
      ).json(),
    );
    expect(page.content.length).toBeGreaterThan(0);
    // The directory's own order, one astrologer a line, each with its profile path.
    const lines = a.answer.split('\n').filter((l) => l.includes('/astroProfile/'));
    expect(lines.map((l) => /\/astroProfile\/([a-z0-9-]+)/.exec(l)![1])).toEqual(
      page.content.map((x) => x.slug),
    );
    for (const [i, x] of page.content.entries()) {
      expect(lines[i]).toContain(x.name);
      expect(lines[i]).toContain(`₹${x.price}/min`);
    }
  });

  it('five different questions get five different openings, each recorded with its kind', async () => {
    const app = await ctx.app();
    const user = await withProfile(app);
    const asked = [
      ['Am I manglik?', 'dosha.manglik', /^(Yes|No),/],
      ['When does my Rahu mahadasha start?', 'dasha.planet', /Rahu/],
      ['What is my lucky number?', 'lucky.number', /\b9\b/],
      ['When will I get married?', 'timing.marriage', /\b20[2-9]\d\b/],
      ['What does retrograde mean?', 'explain.term', /retrograde/i],
    ] as const;
    const openings = new Set<string>();
    for (const [q, kind, first] of asked) {
      const a = await ask(app, user, q);
      const opening = a.answer.split('\n\n')[0]!;
      expect(opening, q).toMatch(first);
      openings.add(opening);
      expect(await topicOf(app, a.messageId)).toBe(kind);
    }
    expect(openings.size).toBe(asked.length);
  });

  it('nonsense gets "I didn\'t understand" and is recorded as unknown', async () => {
    const app = await ctx.app();
    const user = await withProfile(app);
    const a = await ask(app, user, 'asdfgh qwerty');
    expect(a.answer).toMatch(/^I didn't understand/);
    expect(await topicOf(app, a.messageId)).toBe('unknown');
  });
});
