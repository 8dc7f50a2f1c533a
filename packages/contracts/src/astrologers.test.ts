import { describe, expect, it } from 'vitest';
import {
  type Astrologer,
  astrologerSchema,
  bySlugQuerySchema,
  LIST_PAGE_SIZE,
  listFilterMessages,
  listFilterQuerySchema,
  listFilterResponseSchema,
} from './astrologers.ts';

// A hand-written record in the spec's shape (spec section 3 field list).
const astrologer: Astrologer = {
  id: 7,
  name: 'Acharya Ramesh Sharma',
  picId: 'a-000007',
  rating: 4.8,
  order: 12_450,
  skill: 'Vedic, Vastu',
  lang: 'English, Hindi',
  exp: 14,
  price: 25,
  callPrice: 30,
  tick: true,
  slug: 'acharya-ramesh-sharma',
  isShowOffer: true,
  shortBio: 'Vedic astrologer from Varanasi.',
  longBio: 'Ramesh has read charts for fourteen years.',
  problemArea: 'Marriage, Career',
  album: [{ url: '/api/media/astrologers/al-000007-1' }],
  totalCallDurationInMin: 9000,
  totalChatDurationInMin: 41_000,
  online: false,
  skills: ['Vedic', 'Vastu'],
  languages: ['English', 'Hindi'],
  offerPrice: 5,
};

function issues(
  schema: {
    safeParse(v: unknown): {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  input: unknown,
) {
  const r = schema.safeParse(input);
  return r.success
    ? {}
    : Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.') || '_', i.message]));
}

describe('astrologerSchema', () => {
  it('accepts a record with the spec field names', () => {
    expect(astrologerSchema.parse(astrologer)).toEqual(astrologer);
    expect(
      listFilterResponseSchema.parse({
        content: [astrologer],
        pageNo: 0,
        pageSize: 18,
        totalElements: 1,
        totalPages: 1,
      }).content,
    ).toHaveLength(1);
  });

  it('rejects ratings outside 0-5 or with two decimals', () => {
    expect(issues(astrologerSchema, { ...astrologer, rating: 5.1 })).toHaveProperty('rating');
    expect(issues(astrologerSchema, { ...astrologer, rating: 4.75 })).toHaveProperty('rating');
    expect(issues(astrologerSchema, { ...astrologer, rating: 0.3 })).toEqual({});
  });

  it('keeps skill/lang text and offer fields consistent with the structured fields', () => {
    expect(issues(astrologerSchema, { ...astrologer, skill: 'Vedic' })).toHaveProperty('skill');
    expect(issues(astrologerSchema, { ...astrologer, lang: 'Hindi, English' })).toHaveProperty(
      'lang',
    );
    expect(issues(astrologerSchema, { ...astrologer, offerPrice: null })).toHaveProperty(
      'offerPrice',
    );
    expect(issues(astrologerSchema, { ...astrologer, offerPrice: 25 })).toHaveProperty(
      'offerPrice',
    );
    expect(
      issues(astrologerSchema, { ...astrologer, isShowOffer: false, offerPrice: null }),
    ).toEqual({});
    expect(
      issues(astrologerSchema, { ...astrologer, skills: ['Astrology'], skill: 'Astrology' }),
    ).toHaveProperty('skills.0');
  });
});

describe('listFilterQuerySchema', () => {
  it('applies the spec defaults (pageNo 0, pageSize 18)', () => {
    expect(listFilterQuerySchema.parse({})).toEqual({
      pageNo: 0,
      pageSize: LIST_PAGE_SIZE,
      sort: 'popular',
      service: 'chat',
    });
  });

  it('parses query-string text into typed values and canonical names', () => {
    expect(
      listFilterQuerySchema.parse({
        pageNo: '3',
        pageSize: '60',
        q: '  sharma ',
        skill: 'face-reading',
        topRated: 'true',
        offer: '0',
        language: 'hi',
        online: '1',
        minPrice: '10',
        maxPrice: '49.5',
        sort: 'PRICE_ASC',
        service: 'call',
      }),
    ).toEqual({
      pageNo: 3,
      pageSize: 60,
      q: 'sharma',
      skill: 'Face Reading',
      topRated: true,
      offer: false,
      language: 'Hindi',
      online: true,
      minPrice: 10,
      maxPrice: 49.5,
      sort: 'price_asc',
      service: 'call',
    });
    expect(listFilterQuerySchema.parse({ language: 'Hinglish', skill: 'tarot' })).toMatchObject({
      language: 'Hinglish',
      skill: 'Tarot',
    });
  });

  it('treats blank parameters as not set', () => {
    expect(listFilterQuerySchema.parse({ q: '  ', skill: '', topRated: '' })).toEqual({
      pageNo: 0,
      pageSize: 18,
      sort: 'popular',
      service: 'chat',
    });
  });

  it('rejects bad values with a message naming the parameter', () => {
    expect(issues(listFilterQuerySchema, { pageNo: '-1' })).toEqual({
      pageNo: 'pageNo must be a whole number from 0 to 1000000',
    });
    expect(issues(listFilterQuerySchema, { pageNo: '1.5' })).toEqual({
      pageNo: 'pageNo must be a whole number from 0 to 1000000',
    });
    expect(issues(listFilterQuerySchema, { pageSize: '0' })).toEqual({
      pageSize: 'pageSize must be a whole number from 1 to 60',
    });
    expect(issues(listFilterQuerySchema, { pageSize: '61' })).toEqual({
      pageSize: 'pageSize must be a whole number from 1 to 60',
    });
    expect(issues(listFilterQuerySchema, { q: 'x'.repeat(101) })).toEqual({
      q: listFilterMessages.q,
    });
    expect(issues(listFilterQuerySchema, { skill: 'Astrology' })).toEqual({
      skill: listFilterMessages.skill,
    });
    expect(issues(listFilterQuerySchema, { language: 'Klingon' })).toEqual({
      language: listFilterMessages.language,
    });
    expect(issues(listFilterQuerySchema, { topRated: 'yes' })).toEqual({
      topRated: 'topRated must be true, false, 1 or 0',
    });
    expect(issues(listFilterQuerySchema, { minPrice: '-5' })).toHaveProperty('minPrice');
    expect(issues(listFilterQuerySchema, { maxPrice: 'abc' })).toHaveProperty('maxPrice');
    expect(issues(listFilterQuerySchema, { minPrice: '50', maxPrice: '20' })).toEqual({
      maxPrice: listFilterMessages.priceOrder,
    });
    expect(issues(listFilterQuerySchema, { sort: 'random' })).toEqual({
      sort: listFilterMessages.sort,
    });
    expect(issues(listFilterQuerySchema, { service: 'video' })).toEqual({
      service: listFilterMessages.service,
    });
  });

  it('rejects a parameter given twice', () => {
    expect(issues(listFilterQuerySchema, { skill: ['Vedic', 'Tarot'] })).toEqual({
      skill: 'skill must be given once',
    });
  });

  it('rejects unknown parameters and names them', () => {
    const r = issues(listFilterQuerySchema, { pageNo: '0', bizId: '1', tz: 'Asia/Kolkata' });
    expect(r._).toMatch(/^Unknown query parameters: bizId, tz\. Allowed: pageNo, /);
    expect(r._).toContain('(accepted and ignored: appId, businessId, consultantTypeId, ');
  });

  it("accepts and ignores the spec client's own parameters (spec section 7)", () => {
    const specClient = {
      appId: '1',
      businessId: '2',
      consultantTypeId: '3',
      timezone: 'Asia/Kolkata',
      userId: '64f0c0ffee',
      sortBy: 'order',
      sortOrder: 'desc',
      pageNo: '0',
      pageSize: '18',
    };
    const parsed = listFilterQuerySchema.parse(specClient);
    expect(parsed).toMatchObject({ pageNo: 0, pageSize: 18, sort: 'popular', service: 'chat' });
    expect(issues(listFilterQuerySchema, { ...specClient, userId: 'x'.repeat(201) })).toEqual({
      userId: 'userId must be at most 200 characters',
    });
    expect(issues(listFilterQuerySchema, { appId: ['1', '2'] })).toEqual({
      appId: 'appId must be given once',
    });
  });
});

describe('bySlugQuerySchema', () => {
  it('accepts slugs and rejects anything else', () => {
    expect(bySlugQuerySchema.parse({ slug: 'ramesh-sharma-2' })).toEqual({
      slug: 'ramesh-sharma-2',
    });
    expect(bySlugQuerySchema.parse({ slug: 'Ramesh-Sharma' })).toEqual({ slug: 'ramesh-sharma' });
    expect(issues(bySlugQuerySchema, {})).toEqual({ slug: 'slug is required' });
    expect(issues(bySlugQuerySchema, { slug: '../etc/passwd' })).toHaveProperty('slug');
    expect(issues(bySlugQuerySchema, { slug: 'a'.repeat(121) })).toHaveProperty('slug');
    expect(issues(bySlugQuerySchema, { slug: 'x', lang: 'en' })._).toBe(
      'Unknown query parameter: lang. Allowed: slug (accepted and ignored: appId, businessId, timezone, appVersion, language, service)',
    );
    expect(
      bySlugQuerySchema.parse({
        slug: 'x',
        language: 'hi',
        timezone: 'Asia/Kolkata',
        appVersion: '1.0.3',
        businessId: '2',
        appId: '1',
        service: 'chat',
      }).slug,
    ).toBe('x');
  });
});
