import {
  type Astrologer,
  type AstrologerSkill,
  astrologerMediaUrl,
  type ContentLanguage,
} from '@nakshatra/contracts';
import { sql } from 'drizzle-orm';

/**
 * The astrologer read model: the row every query that shows astrologers returns (the directory's
 * list and profile, the follow list), the SQL that selects it and its mapping to the API's
 * Astrologer. One home, so the astrologers and follows modules show the same record.
 */

/** A row as the list, profile and follow queries return it. */
export interface AstrologerRecord {
  id: number;
  slug: string;
  name: string;
  pic_id: string;
  rating_tenths: number;
  orders: number;
  skills: string[];
  languages: string[];
  experience_years: number;
  price_rupees_per_min: number;
  call_price_rupees_per_min: number;
  offer_price_rupees_per_min: number | null;
  verified: boolean;
  online: boolean;
  short_bio: string;
  long_bio: string;
  problem_area: string;
  total_chat_duration_min: number;
  total_call_duration_min: number;
  /** Album picture ids in display order. */
  album: string[];
}

/**
 * Everything the API shows, plus the album in one correlated subquery (no N+1), from `astrologers
 * a`.
 */
export const RECORD_COLUMNS = sql`a.id, a.slug, a.name, a.pic_id, a.rating_tenths, a.orders, a.skills,
  a.languages, a.experience_years, a.price_rupees_per_min, a.call_price_rupees_per_min,
  a.offer_price_rupees_per_min, a.verified, a.online, a.short_bio, a.long_bio, a.problem_area,
  a.total_chat_duration_min, a.total_call_duration_min,
  array(select al.pic_id from nakshatra.astrologer_album al
        where al.astrologer_id = a.id order by al.position) as album`;

/** The record as the API returns it (spec field names; DESIGN.md "Astrologer"). */
export function toApiAstrologer(r: AstrologerRecord): Astrologer {
  return {
    id: r.id,
    name: r.name,
    picId: r.pic_id,
    // Tenths in the database: 47 / 10 is the same double as the literal 4.7.
    rating: r.rating_tenths / 10,
    order: r.orders,
    skill: r.skills.join(', '),
    lang: r.languages.join(', '),
    exp: r.experience_years,
    price: r.price_rupees_per_min,
    callPrice: r.call_price_rupees_per_min,
    tick: r.verified,
    slug: r.slug,
    isShowOffer: r.offer_price_rupees_per_min !== null,
    shortBio: r.short_bio,
    longBio: r.long_bio,
    problemArea: r.problem_area,
    album: r.album.map((picId) => ({ url: astrologerMediaUrl(picId) })),
    totalCallDurationInMin: r.total_call_duration_min,
    totalChatDurationInMin: r.total_chat_duration_min,
    online: r.online,
    // The seeder only writes names from the contract's lists.
    skills: r.skills as AstrologerSkill[],
    languages: r.languages as ContentLanguage[],
    offerPrice: r.offer_price_rupees_per_min,
  };
}
