import {
  astrologerSchema,
  bySlugResponseSchema,
  followListResponseSchema,
  LIST_PAGE_SIZE,
  listFilterResponseSchema,
} from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { parsePicId } from '../../../lib/media/pic-id.ts';
import { generateAstrologers, SEED_DEFAULT_COUNT } from './generate.ts';
import { toAstrologer } from './map.ts';

const seeds = [...generateAstrologers(SEED_DEFAULT_COUNT)];
const astrologers = seeds.map(toAstrologer);

describe('toAstrologer', () => {
  it('gives records the API contract accepts, for all 13,000', () => {
    const bad = astrologers
      .map((a) => astrologerSchema.safeParse(a))
      .flatMap((r, i) =>
        r.success
          ? []
          : [
              `${i + 1}: ${r.error.issues.map((x) => `${x.path.join('.')} ${x.message}`).join('; ')}`,
            ],
      )
      .slice(0, 5);
    expect(bad).toEqual([]);
  });

  it('uses the spec field names and formats', () => {
    const seed = seeds.find(
      (s) => s.skills.length > 1 && s.offerPriceRupeesPerMin !== null && s.albumPicIds.length > 1,
    );
    expect(seed).toBeDefined();
    if (!seed) return;
    const a = toAstrologer(seed);
    expect(a).toMatchObject({
      id: seed.id,
      name: seed.name,
      picId: seed.picId,
      rating: seed.rating,
      order: seed.orders,
      skill: seed.skills.join(', '),
      lang: seed.languages.join(', '),
      exp: seed.experienceYears,
      price: seed.priceRupeesPerMin,
      callPrice: seed.callPriceRupeesPerMin,
      tick: seed.verified,
      slug: seed.slug,
      isShowOffer: true,
      offerPrice: seed.offerPriceRupeesPerMin,
      problemArea: seed.problemAreas.join(', '),
      totalCallDurationInMin: seed.totalCallDurationMin,
      totalChatDurationInMin: seed.totalChatDurationMin,
      online: seed.online,
    });
    expect(a.skill).toContain(', ');
    expect(a.album.map((x) => x.url)).toEqual(
      seed.albumPicIds.map((p) => `/api/media/astrologers/${p}`),
    );
    // Every picture URL names a picture the media route can draw.
    for (const x of a.album) expect(parsePicId(x.url.split('/').at(-1))).not.toBeNull();
    expect(parsePicId(a.picId)).toEqual({ kind: 'avatar', astrologerId: a.id });
  });

  it('fits the list, by-slug and follow responses', () => {
    const content = astrologers.slice(0, LIST_PAGE_SIZE);
    const page = {
      content,
      pageNo: 0,
      pageSize: LIST_PAGE_SIZE,
      totalElements: astrologers.length,
      totalPages: Math.ceil(astrologers.length / LIST_PAGE_SIZE),
    };
    expect(listFilterResponseSchema.parse(JSON.parse(JSON.stringify(page)))).toEqual(page);
    expect(bySlugResponseSchema.parse({ data: astrologers[0] }).data.slug).toBe(seeds[0]?.slug);
    expect(followListResponseSchema.parse({ data: content.slice(0, 3) }).data).toHaveLength(3);
  });
});
