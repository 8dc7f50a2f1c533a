import {
  type Astrologer,
  bySlugResponseSchema,
  type ListFilterResponse,
  listFilterResponseSchema,
} from '@nakshatra/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { testBackends, useBackend } from '../../test/backends.ts';
import { expectSafeError } from '../../test/factories.ts';
import { createDirectoryRepository, type DirectoryFilter } from './repository.ts';
import { generateAstrologers, SEED_DEFAULT_COUNT } from '../../db/seed/directory/generate.ts';
import { toAstrologer } from '../../db/seed/directory/map.ts';

// The oracle: the seed generator's records in the API shape, filtered and sorted here in plain
// TypeScript by the rules of spec section 5 and DESIGN.md, independently of the server's SQL.
// Every comparison walks the whole result set page by page, so ordering, tie-breakers, paging
// and totals are all checked against it.
const ALL: Astrologer[] = [...generateAstrologers(SEED_DEFAULT_COUNT)].map(toAstrologer);
const BY_ID = new Map(ALL.map((a) => [a.id, a]));

type Cmp = (a: Astrologer, b: Astrologer) => number;
const desc =
  (f: (a: Astrologer) => number): Cmp =>
  (a, b) =>
    f(b) - f(a);
const asc =
  (f: (a: Astrologer) => number): Cmp =>
  (a, b) =>
    f(a) - f(b);
const then =
  (...cmps: Cmp[]): Cmp =>
  (a, b) => {
    for (const c of cmps) {
      const r = c(a, b);
      if (r !== 0) return r;
    }
    return 0;
  };
// Every sort ends with popularity and then the id, so no two records ever tie.
const byPopular = then(
  desc((a) => a.order),
  asc((a) => a.id),
);
const SORTS: Record<string, Cmp> = {
  popular: byPopular,
  rating: then(
    desc((a) => a.rating),
    byPopular,
  ),
  experience: then(
    desc((a) => a.exp),
    byPopular,
  ),
  'price_asc/chat': then(
    asc((a) => a.price),
    byPopular,
  ),
  'price_desc/chat': then(
    desc((a) => a.price),
    byPopular,
  ),
  'price_asc/call': then(
    asc((a) => a.callPrice),
    byPopular,
  ),
  'price_desc/call': then(
    desc((a) => a.callPrice),
    byPopular,
  ),
};

function expected(filter: (a: Astrologer) => boolean, sort = 'popular'): number[] {
  const cmp = SORTS[sort];
  if (!cmp) throw new Error(`no comparator for ${sort}`);
  return ALL.filter(filter)
    .sort(cmp)
    .map((a) => a.id);
}

async function get(app: FastifyInstance, url: string) {
  return app.inject({ method: 'GET', url });
}

/**
 * Every page of a query, checking each page's bookkeeping on the way: the same totals on every
 * page, full pages until the last, the page beyond the end empty, no id twice.
 */
async function fetchAll(app: FastifyInstance, query: string, pageSize = 60): Promise<number[]> {
  const ids: number[] = [];
  let total = -1;
  for (let pageNo = 0; ; pageNo++) {
    const res = await get(
      app,
      `/api/consultants/list-filter?${query}${query ? '&' : ''}pageNo=${pageNo}&pageSize=${pageSize}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body: ListFilterResponse = listFilterResponseSchema.parse(res.json());
    if (total < 0) total = body.totalElements;
    expect(body.totalElements).toBe(total);
    expect(body.totalPages).toBe(Math.ceil(total / pageSize));
    expect(body.pageNo).toBe(pageNo);
    expect(body.pageSize).toBe(pageSize);
    const remaining = total - pageNo * pageSize;
    expect(body.content.length).toBe(Math.max(0, Math.min(pageSize, remaining)));
    if (body.content.length === 0) break;
    ids.push(...body.content.map((a) => a.id));
  }
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.length).toBe(total);
  return ids;
}

// Each backend twice: the directory of 13,000 held in memory (snapshot.ts, the default at this
// size) and answered by SQL alone (repository.ts): both must give the oracle's answers.
const MODES = testBackends().flatMap((backend) => [
  { ...backend, mode: 'in memory', memoryMaxRows: 25_000 },
  { ...backend, mode: 'SQL', memoryMaxRows: 0 },
]);

describe.each(MODES)('astrologer directory on $name, $mode', (backend) => {
  const ctx = useBackend(backend, {
    seedAstrologers: SEED_DEFAULT_COUNT,
    directoryMemoryMaxRows: backend.memoryMaxRows,
  });
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.app();
  });

  describe('GET /api/consultants/list-filter', () => {
    it("defaults to page 0 of 18, most popular first (spec section 9), in the spec's record shape", async () => {
      const res = await get(app, '/api/consultants/list-filter');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=30');
      const body = listFilterResponseSchema.parse(res.json());
      expect(body.pageNo).toBe(0);
      expect(body.pageSize).toBe(18);
      expect(body.totalElements).toBe(13_000);
      expect(body.totalPages).toBe(723);
      const ids = expected(() => true).slice(0, 18);
      expect(body.content.map((a) => a.id)).toEqual(ids);
      // Every field as the seed made it (a record with an album and an offer among them).
      expect(body.content).toEqual(ids.map((id) => BY_ID.get(id)));
    });

    it('returns every seeded record exactly as generated, over all 217 pages', async () => {
      const ids: number[] = [];
      for (let pageNo = 0; pageNo * 60 < 13_000; pageNo++) {
        const res = await get(app, `/api/consultants/list-filter?pageSize=60&pageNo=${pageNo}`);
        const body = listFilterResponseSchema.parse(res.json());
        for (const a of body.content) expect(a).toEqual(BY_ID.get(a.id));
        ids.push(...body.content.map((a) => a.id));
      }
      expect(ids).toEqual(expected(() => true));
    });

    it.each(Object.keys(SORTS))('sorts the whole directory by %s, stably', async (key) => {
      const [sort, service] = key.split('/');
      const query = `sort=${sort}${service ? `&service=${service}` : ''}`;
      expect(await fetchAll(app, query)).toEqual(expected(() => true, key));
    });

    it('pages with any size: 7 per page gives the same order without gaps or repeats', async () => {
      const query = 'skill=Psychologist&sort=rating';
      const want = expected((a) => a.skills.includes('Psychologist'), 'rating');
      expect(await fetchAll(app, query, 7)).toEqual(want);
      expect(await fetchAll(app, query, 60)).toEqual(want);
    });

    it.each([
      ['skill=Tarot', (a: Astrologer) => a.skills.includes('Tarot'), 'popular'],
      [
        'skill=face-reading&sort=rating',
        (a: Astrologer) => a.skills.includes('Face Reading'),
        'rating',
      ],
      [
        'skill=Psychologist&sort=experience',
        (a: Astrologer) => a.skills.includes('Psychologist'),
        'experience',
      ],
      ['topRated=true', (a: Astrologer) => a.rating === 5, 'popular'],
      ['topRated=1&sort=price_asc', (a: Astrologer) => a.rating === 5, 'price_asc/chat'],
      ['offer=true', (a: Astrologer) => a.isShowOffer, 'popular'],
      ['online=true&sort=rating', (a: Astrologer) => a.online, 'rating'],
      ['language=Tamil', (a: Astrologer) => a.languages.includes('Tamil'), 'popular'],
      [
        'language=mr&sort=experience',
        (a: Astrologer) => a.languages.includes('Marathi'),
        'experience',
      ],
      ['language=Dutch', (a: Astrologer) => a.languages.includes('Dutch'), 'popular'],
      [
        'topRated=true&offer=true&language=Tamil',
        (a: Astrologer) => a.rating === 5 && a.isShowOffer && a.languages.includes('Tamil'),
        'popular',
      ],
      [
        'skill=Vedic&language=Bengali&online=true&sort=price_desc&service=call',
        (a: Astrologer) =>
          a.skills.includes('Vedic') && a.languages.includes('Bengali') && a.online,
        'price_desc/call',
      ],
      ['minPrice=20&maxPrice=40', (a: Astrologer) => a.price >= 20 && a.price <= 40, 'popular'],
      [
        'minPrice=20&maxPrice=40&service=call&sort=price_asc',
        (a: Astrologer) => a.callPrice >= 20 && a.callPrice <= 40,
        'price_asc/call',
      ],
      ['minPrice=250', (a: Astrologer) => a.price >= 250, 'popular'],
      ['maxPrice=5.5&sort=rating', (a: Astrologer) => a.price <= 5.5, 'rating'],
      [
        'minPrice=99.01&maxPrice=100',
        (a: Astrologer) => a.price >= 99.01 && a.price <= 100,
        'popular',
      ],
    ])('filters %s over the whole directory', async (query, filter, sort) => {
      const want = expected(filter, sort);
      expect(want.length).toBeGreaterThan(0);
      expect(await fetchAll(app, query)).toEqual(want);
    });

    it('treats false flags as not set: the chips only ever narrow the list', async () => {
      const plain = await get(app, '/api/consultants/list-filter?pageNo=3');
      const flags = await get(
        app,
        '/api/consultants/list-filter?pageNo=3&topRated=false&offer=0&online=false',
      );
      expect(flags.json()).toEqual(plain.json());
      expect(plain.json().totalElements).toBe(13_000);
    });

    it('filters to nothing with totals of zero', async () => {
      const res = await get(
        app,
        '/api/consultants/list-filter?skill=Psychologist&language=Dutch&topRated=true&offer=true',
      );
      const want = expected(
        (a) =>
          a.skills.includes('Psychologist') &&
          a.languages.includes('Dutch') &&
          a.rating === 5 &&
          a.isShowOffer,
      );
      expect(want).toEqual([]);
      expect(res.json()).toEqual({
        content: [],
        pageNo: 0,
        pageSize: 18,
        totalElements: 0,
        totalPages: 0,
      });
    });

    it('returns an empty page beyond the end, with the true totals', async () => {
      const res = await get(app, '/api/consultants/list-filter?skill=Palmistry&pageNo=100000');
      const body = listFilterResponseSchema.parse(res.json());
      const total = expected((a) => a.skills.includes('Palmistry')).length;
      expect(body).toEqual({
        content: [],
        pageNo: 100_000,
        pageSize: 18,
        totalElements: total,
        totalPages: Math.ceil(total / 18),
      });
    });

    describe('q: case-insensitive substring of slug or name (spec section 5)', () => {
      const matches = (q: string) => (a: Astrologer) =>
        a.slug.includes(q.toLowerCase()) || a.name.toLowerCase().includes(q.toLowerCase());
      it.each([
        'sharma',
        'SHARMA',
        'ShArMa',
        'geeta sharma',
        'geeta-sharma',
        'dr. k',
        'patel-2',
        'iyer',
      ])('q=%s', async (q) => {
        const want = expected(matches(q));
        expect(want.length).toBeGreaterThan(0);
        expect(await fetchAll(app, `q=${encodeURIComponent(q)}`)).toEqual(want);
      });

      it('serves one- and two-letter q (too short for trigrams) from the same rules', async () => {
        for (const q of ['a', 'Sh']) {
          const want = expected(matches(q));
          const first = listFilterResponseSchema.parse(
            (await get(app, `/api/consultants/list-filter?q=${q}&pageSize=60`)).json(),
          );
          expect(first.totalElements).toBe(want.length);
          expect(first.content.map((a) => a.id)).toEqual(want.slice(0, 60));
          const lastPage = first.totalPages - 1;
          const last = listFilterResponseSchema.parse(
            (
              await get(app, `/api/consultants/list-filter?q=${q}&pageSize=60&pageNo=${lastPage}`)
            ).json(),
          );
          expect(last.content.map((a) => a.id)).toEqual(want.slice(lastPage * 60));
        }
      });

      it('matches the slug where the name does not, and the name where the slug does not', async () => {
        // "patel-2" exists only in slugs (a repeated name); "dr. " only in names.
        expect(ALL.some((a) => a.name.toLowerCase().includes('patel-2'))).toBe(false);
        expect(ALL.some((a) => a.slug.includes('dr. '))).toBe(false);
        const slugOnly = await get(app, '/api/consultants/list-filter?q=patel-2');
        expect(slugOnly.json().totalElements).toBeGreaterThan(0);
        const nameOnly = await get(app, '/api/consultants/list-filter?q=Dr.%20');
        expect(nameOnly.json().totalElements).toBeGreaterThan(0);
      });

      it('combines with filters and sorts', async () => {
        const want = expected((a) => matches('kumar')(a) && a.skills.includes('Vedic'), 'rating');
        expect(await fetchAll(app, 'q=kumar&skill=Vedic&sort=rating')).toEqual(want);
      });

      it.each([
        ['%', '%'],
        ['_', '_'],
        ["'", "'"],
        ['\\', '\\'],
        ['a%a', 'a%a'],
        ['sha_ma', 'sha_ma'],
        ["' or 1=1 --", "' or 1=1 --"],
        ['%%%%', '%%%%'],
        ['\\%', '\\%'],
      ])('takes hostile q %j literally (LIKE wildcards are not wildcards)', async (q, literal) => {
        expect(ALL.some(matches(literal))).toBe(false);
        const res = await get(app, `/api/consultants/list-filter?q=${encodeURIComponent(q)}`);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ content: [], totalElements: 0 });
      });

      it('never matches across the name/slug boundary, and answers control characters with nothing', async () => {
        // search_text is "name\nslug": "...sharma\nacharya" must not match.
        const first = ALL.find((a) => a.name.toLowerCase().endsWith('sharma'));
        expect(first).toBeDefined();
        const across = `sharma\n${first!.slug.slice(0, 4)}`;
        const res = await get(app, `/api/consultants/list-filter?q=${encodeURIComponent(across)}`);
        expect(res.statusCode).toBe(200);
        expect(res.json().totalElements).toBe(0);
        const tab = await get(app, '/api/consultants/list-filter?q=a%09b');
        expect(tab.json().totalElements).toBe(0);
      });

      it('accepts 100 characters and refuses 101', async () => {
        const ok = await get(app, `/api/consultants/list-filter?q=${'x'.repeat(100)}`);
        expect(ok.statusCode).toBe(200);
        expect(ok.json().totalElements).toBe(0);
        const long = await get(app, `/api/consultants/list-filter?q=${'x'.repeat(101)}`);
        expectSafeError(long, 400);
        expect(long.json()).toMatchObject({
          code: 'validation_failed',
          error: 'q must be at most 100 characters',
        });
      });
    });

    it("accepts and ignores the spec client's own parameters (spec section 7)", async () => {
      const plain = await get(app, '/api/consultants/list-filter?pageNo=2&pageSize=18');
      const spec = await get(
        app,
        '/api/consultants/list-filter?appId=1&businessId=2&consultantTypeId=3&timezone=Asia%2FKolkata' +
          '&pageNo=2&pageSize=18&service=chat&sortBy=order&sortOrder=desc&userId=6533ee2b6f0a',
      );
      expect(spec.statusCode, spec.body).toBe(200);
      expect(spec.json()).toEqual(plain.json());
    });

    it.each([
      ['pageNo=-1', 'pageNo', 'pageNo must be a whole number from 0 to 1000000'],
      ['pageNo=abc', 'pageNo', 'pageNo must be a whole number from 0 to 1000000'],
      ['pageNo=1.5', 'pageNo', 'pageNo must be a whole number from 0 to 1000000'],
      ['pageSize=61', 'pageSize', 'pageSize must be a whole number from 1 to 60'],
      ['pageSize=0', 'pageSize', 'pageSize must be a whole number from 1 to 60'],
      ['pageSize=ten', 'pageSize', 'pageSize must be a whole number from 1 to 60'],
      [
        'skill=Astrology',
        'skill',
        'skill must be one of: Vedic, Numerology, Tarot, Face Reading, Vastu, Life Coach, Psychologist, Palmistry',
      ],
      [
        'sort=random',
        'sort',
        'sort must be one of: popular, rating, price_asc, price_desc, experience',
      ],
      ['topRated=yes', 'topRated', 'topRated must be true, false, 1 or 0'],
      [
        'minPrice=abc',
        'minPrice',
        'minPrice must be a number of rupees per minute from 0 to 100000',
      ],
      ['minPrice=50&maxPrice=20', 'maxPrice', 'maxPrice must be at least minPrice'],
      ['skill=Vedic&skill=Tarot', 'skill', 'skill must be given once'],
    ])('refuses %s with a 400 naming the parameter', async (query, field, message) => {
      const res = await get(app, `/api/consultants/list-filter?${query}`);
      expectSafeError(res, 400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', error: message });
      expect(res.json().fields[field]).toBe(message);
    });

    it('refuses unknown parameters with a 400 that names them', async () => {
      const res = await get(app, '/api/consultants/list-filter?skil=Tarot');
      expectSafeError(res, 400);
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        error: 'Unknown query parameter: skil',
        fields: { skil: 'Unknown query parameter' },
      });
    });
  });

  describe('page strategies (repository.ts): walking the sort index and collecting agree', () => {
    const none: DirectoryFilter = {
      facets: [],
      search: null,
      priceColumn: 'price_rupees_per_min',
      minPrice: null,
      maxPrice: null,
    };
    it.each([
      ['no filter', none, () => true],
      ['Tarot', { ...none, facets: ['Tarot'] }, (a: Astrologer) => a.skills.includes('Tarot')],
      [
        'top rated, offer, Tamil',
        { ...none, facets: ['top', 'offer', 'Tamil'] },
        (a: Astrologer) => a.rating === 5 && a.isShowOffer && a.languages.includes('Tamil'),
      ],
      [
        'q sharma, chat price 20-60',
        { ...none, search: 'sharma', minPrice: 20, maxPrice: 60 },
        (a: Astrologer, price: number) =>
          (a.slug.includes('sharma') || a.name.toLowerCase().includes('sharma')) &&
          price >= 20 &&
          price <= 60,
      ],
    ] as const)('%s', async (_label, filter, match) => {
      const repo = createDirectoryRepository(app.db);
      for (const key of Object.keys(SORTS)) {
        const [sort, service = 'chat'] = key.split('/') as [
          'popular' | 'rating' | 'experience' | 'price_asc' | 'price_desc',
          'chat' | 'call' | undefined,
        ];
        const f = {
          ...filter,
          priceColumn: `${service === 'call' ? 'call_' : ''}price_rupees_per_min`,
        } as DirectoryFilter;
        // With service=call the price bounds apply to callPrice.
        const want = expected((a) => match(a, service === 'call' ? a.callPrice : a.price), key);
        for (const offset of [0, 18, 40]) {
          const walk = await repo.pageIds(f, sort, service, offset, 18, 'walk');
          const collect = await repo.pageIds(f, sort, service, offset, 18, 'collect');
          expect(walk, `${key} @${offset}`).toEqual(want.slice(offset, offset + 18));
          expect(collect, `${key} @${offset}`).toEqual(walk);
        }
      }
    });
  });

  it('sends the same bytes, ETag and Cache-Control with the page cache off, and from the other path', async () => {
    const uncached = await ctx.build({ directoryPageCacheSec: 0 });
    const otherPath = await ctx.build({
      directoryMemoryMaxRows: backend.memoryMaxRows ? 0 : 25_000,
    });
    for (const url of [
      '/api/consultants/list-filter?q=sharma&pageNo=1&pageSize=7',
      '/api/consultants/list-filter?topRated=true&offer=true&language=Tamil',
      '/api/consultants/list-filter?pageNo=50&sort=price_desc&service=call',
      '/api/consultants/list-filter?skill=Vastu&language=Hindi&online=true&sort=experience',
      `/api/consultants/by-slug?slug=${BY_ID.get(77)!.slug}`,
      '/api/consultants/by-slug?slug=nobody-at-all',
    ]) {
      // Twice from the cached app: the second answer comes from its page cache.
      const first = await get(app, url);
      const cached = await get(app, url);
      for (const other of [cached, await get(uncached, url), await get(otherPath, url)]) {
        expect(other.statusCode, url).toBe(first.statusCode);
        expect(other.rawPayload.equals(first.rawPayload), url).toBe(true);
        for (const header of ['etag', 'cache-control', 'content-type', 'vary']) {
          expect(other.headers[header], `${url} ${header}`).toBe(first.headers[header]);
        }
      }
    }
  });

  describe('GET /api/consultants/by-slug', () => {
    it("returns the astrologer in the spec's { data } shape", async () => {
      const a = BY_ID.get(4242)!;
      const res = await get(app, `/api/consultants/by-slug?slug=${a.slug}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=30');
      expect(bySlugResponseSchema.parse(res.json())).toEqual({ data: a });
    });

    it('finds repeated names by their numbered slug, case-insensitively', async () => {
      const repeat = ALL.find((a) => /-2$/.test(a.slug))!;
      const res = await get(app, `/api/consultants/by-slug?slug=${repeat.slug.toUpperCase()}`);
      expect(res.json().data.id).toBe(repeat.id);
    });

    it("ignores the spec client's own parameters", async () => {
      const res = await get(
        app,
        `/api/consultants/by-slug?slug=${BY_ID.get(1)!.slug}&language=hi&timezone=Asia%2FKolkata&appVersion=1.2.0&businessId=2&appId=1&service=chat`,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.id).toBe(1);
    });

    it('answers 404 "Astrologer not found" for an unknown slug', async () => {
      const res = await get(app, '/api/consultants/by-slug?slug=no-such-astrologer');
      expectSafeError(res, 404);
      expect(res.json()).toEqual({ error: 'Astrologer not found', code: 'not_found' });
    });

    it.each([
      ['', 'slug is required'],
      ['slug=', 'slug is required'],
      ['slug=..%2Fetc%2Fpasswd', 'Slug must be 1-120 lower-case letters, digits or hyphens'],
      ['slug=a&slug=b', 'slug must be given once'],
      ['slug=a&lang=en', undefined],
    ])('refuses %j with a 400', async (query, message) => {
      const res = await get(app, `/api/consultants/by-slug?${query}`);
      expectSafeError(res, 400);
      if (message) expect(res.json().error).toBe(message);
    });
  });
});
