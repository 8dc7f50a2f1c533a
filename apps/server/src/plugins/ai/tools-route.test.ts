import type { AddressInfo } from 'node:net';
import { listFilterResponseSchema } from '@nakshatra/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { testBackends, useBackend } from '../../test/backends.ts';
import { bearer, registerUser, validProfile } from '../../test/factories.ts';
import { loadConfigFromEnv } from '../env.ts';
import { fakeModel, scripted, streamPieces, streamToolCalls } from './testing/fake-model.ts';
import { parseSse } from './testing/sse.ts';

const NOW = new Date('2026-01-15T06:00:00Z');

const models: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(models.map((m) => m.close()));
});

interface ToolAstrologer {
  name: string;
  slug: string;
  skills: string[];
  languages: string[];
  pricePerMinuteRupees: number;
  rating: number;
  profilePath: string;
}

async function rows<T>(app: FastifyInstance, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe.each(testBackends())(
  'assistant tools through POST /api/chat/stream on $name',
  (backend) => {
    const ctx = useBackend(backend, { now: () => NOW });

    it('search_astrologers answers from the seeded directory', async () => {
      // The model asks for Hindi-speaking Tarot readers, then names the first one it was given.
      const model = await fakeModel(
        scripted([
          streamToolCalls([
            {
              id: 'dir',
              name: 'search_astrologers',
              pieces: ['{"skill":"tarot",', '"language":"Hindi",', '"limit":3}'],
            },
          ]),
          (req, res, call) => {
            const result = JSON.parse(call.body.messages.at(-1)!.content!) as {
              astrologers: ToolAstrologer[];
            };
            const first = result.astrologers[0]!;
            return streamPieces([`You could talk to ${first.name} `, `(${first.profilePath}).`])(
              req,
              res,
              call,
            );
          },
        ]),
      );
      models.push(model);
      // The configuration a deployment gets from AI_BASE_URL, AI_API_KEY and AI_MODEL.
      const { config } = loadConfigFromEnv({
        AI_BASE_URL: model.baseUrl,
        AI_API_KEY: 'sk-route-test',
        AI_MODEL: 'fake-astro-7b',
      });
      const app = await ctx.build({ ai: config.ai, aiTimeoutMs: 5000 });
      const user = await registerUser(app);
      const profile = await app.inject({
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
      expect(profile.statusCode).toBe(200);

      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const res = await fetch(`${base}/api/chat/stream`, {
        method: 'POST',
        headers: { ...bearer(user.token), 'content-type': 'application/json' },
        body: JSON.stringify({ question: 'Suggest a tarot reader who speaks Hindi', lang: 'en' }),
      });
      expect(res.status).toBe(200);
      const events = parseSse(await res.text());
      const text = events
        .filter((e) => e.event === 'token')
        .map((e) => (e.data as { t: string }).t)
        .join('');
      expect(events.at(-1)).toMatchObject({
        event: 'done',
        data: { provider: 'openai-compatible', fallback: false },
      });

      expect(model.calls).toHaveLength(2);
      const tool = model.calls[1]!.body.messages.at(-1)!;
      expect(tool).toMatchObject({ role: 'tool', tool_call_id: 'dir' });
      const listed = (JSON.parse(tool.content!) as { astrologers: ToolAstrologer[] }).astrologers;
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.length).toBeLessThanOrEqual(3);
      expect(text).toBe(`You could talk to ${listed[0]!.name} (/astroProfile/${listed[0]!.slug}).`);

      // The same astrologers, in the same order, as the directory's own list filter shows.
      const page = listFilterResponseSchema.parse(
        (
          await app.inject({
            method: 'GET',
            url: '/api/consultants/list-filter?skill=Tarot&language=Hindi&pageSize=3',
          })
        ).json(),
      );
      expect(listed.map((a) => a.slug)).toEqual(page.content.map((a) => a.slug));

      // Each row as the database holds it.
      for (const a of listed) {
        const [row] = await rows<{
          name: string;
          skills: string[];
          languages: string[];
          price_rupees_per_min: number;
          rating_tenths: number;
        }>(
          app,
          sql`select name, skills, languages, price_rupees_per_min, rating_tenths
            from nakshatra.astrologers where slug = ${a.slug}`,
        );
        expect(row).toBeDefined();
        expect(row!.skills).toContain('Tarot');
        expect(row!.languages).toContain('Hindi');
        expect(a).toEqual({
          name: row!.name,
          slug: a.slug,
          skills: row!.skills,
          languages: row!.languages,
          pricePerMinuteRupees: row!.price_rupees_per_min,
          rating: row!.rating_tenths / 10,
          profilePath: `/astroProfile/${a.slug}`,
        });
      }
    });
  },
);
