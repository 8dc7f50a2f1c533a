import { astrologerSchema, type Astrologer, type ListFilterResponse } from '@nakshatra/contracts';

/**
 * An astrologer for component tests, checked by the contract schema so a test cannot feed the UI
 * a shape the server would never send.
 */
export function makeAstrologer(overrides: Partial<Astrologer> = {}): Astrologer {
  const skills = overrides.skills ?? ['Vedic', 'Numerology'];
  const languages = overrides.languages ?? ['English', 'Hindi'];
  const offerPrice = overrides.offerPrice ?? null;
  return astrologerSchema.parse({
    id: 7,
    name: 'Meera Iyer',
    picId: 'a-000007',
    rating: 4.7,
    order: 1234,
    exp: 12,
    price: 25,
    callPrice: 30,
    tick: true,
    slug: 'meera-iyer',
    shortBio: 'Vedic astrologer from Chennai.',
    longBio: 'Meera reads the birth chart with Parashari methods.',
    problemArea: 'Marriage, Career, Health',
    album: [{ url: '/api/media/astrologers/al-000007-1' }, { url: '/api/media/astrologers/al-000007-2' }],
    totalCallDurationInMin: 100,
    totalChatDurationInMin: 200,
    online: true,
    ...overrides,
    skills,
    languages,
    skill: skills.join(', '),
    lang: languages.join(', '),
    offerPrice,
    isShowOffer: offerPrice !== null,
  });
}

/** One page of GET /api/consultants/list-filter. */
export function makePage(content: Astrologer[], pageNo: number, totalElements: number, pageSize = 18): ListFilterResponse {
  return { content, pageNo, pageSize, totalElements, totalPages: Math.ceil(totalElements / pageSize) };
}
