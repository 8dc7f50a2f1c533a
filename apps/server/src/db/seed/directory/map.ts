import { type Astrologer, astrologerMediaUrl } from '@nakshatra/contracts';
import type { AstrologerSeed } from './generate.ts';

/**
 * A generated astrologer in the API's shape (spec field names, DESIGN.md "Astrologer"):
 * comma-separated `skill`/`lang` text beside the arrays, album pictures as media URLs.
 */
export function toAstrologer(seed: AstrologerSeed): Astrologer {
  return {
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
    isShowOffer: seed.offerPriceRupeesPerMin !== null,
    shortBio: seed.shortBio,
    longBio: seed.longBio,
    problemArea: seed.problemAreas.join(', '),
    album: seed.albumPicIds.map((picId) => ({ url: astrologerMediaUrl(picId) })),
    totalCallDurationInMin: seed.totalCallDurationMin,
    totalChatDurationInMin: seed.totalChatDurationMin,
    online: seed.online,
    skills: [...seed.skills],
    languages: [...seed.languages],
    offerPrice: seed.offerPriceRupeesPerMin,
  };
}
