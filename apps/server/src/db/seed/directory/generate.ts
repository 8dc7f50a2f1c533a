import {
  type AstrologerSkill,
  CONTENT_LANGUAGES,
  type ContentLanguage,
} from '@nakshatra/contracts';
// The seed and the picture generators agree on picture ids and on what each portrait shows;
// both live in pure modules with no state, so importing them does not couple the plugins.
import { portraitTraits } from '../../../lib/media/portrait-traits.ts';
import { ALBUM_MAX_PICTURES, albumPicId, avatarPicId } from '../../../lib/media/pic-id.ts';
import { type BioInput, longBio, shortBio } from './bios.ts';
import { drawDistinct, type Rng, rngFor, Weighted } from '../../../lib/random.ts';
import { type Region, type RegionId, REGIONS, SIKH } from './regions.ts';

/** The spec's marketing claim is "13000+ top astrologers" (spec section 1). */
export const SEED_DEFAULT_COUNT = 13_000;
/** Ids stay within what picture ids can address. */
export const SEED_MAX_COUNT = 999_999_999;

export type AstrologerTitle = 'Acharya' | 'Pandit' | 'Dr.';

/** One generated astrologer, in the seed's own terms (units in names); see map.ts for the API shape. */
export interface AstrologerSeed {
  /** 1-based, dense: the n-th generated record has id n. */
  id: number;
  slug: string;
  /** Display name with title: "Acharya Ramesh Sharma". */
  name: string;
  title: AstrologerTitle | null;
  givenName: string;
  /** Family name; empty for Tamil names written with an initial ("R. Karthik"). */
  surname: string;
  /** The father's or village initial Tamil names put first, without the dot; null otherwise. */
  initial: string | null;
  gender: 'male' | 'female';
  region: RegionId;
  town: string;
  state: string;
  /** Most important first. */
  skills: AstrologerSkill[];
  /** In the order of CONTENT_LANGUAGES. */
  languages: ContentLanguage[];
  experienceYears: number;
  priceRupeesPerMin: number;
  callPriceRupeesPerMin: number;
  /** Discounted chat price while the offer runs; null without an offer. */
  offerPriceRupeesPerMin: number | null;
  /** 3.0 to 5.0, one decimal. */
  rating: number;
  orders: number;
  verified: boolean;
  online: boolean;
  shortBio: string;
  longBio: string;
  problemAreas: string[];
  picId: string;
  albumPicIds: string[];
  totalChatDurationMin: number;
  totalCallDurationMin: number;
}

const TAMIL_INITIALS = ['A', 'B', 'G', 'K', 'M', 'N', 'P', 'R', 'S', 'T', 'V'] as const;

const NORTH_MIDDLE_NAMES = [
  'Kumar',
  'Prasad',
  'Nath',
  'Chandra',
  'Narayan',
  'Prakash',
  'Shankar',
] as const;

const REGION_DRAW = new Weighted(REGIONS.map((r) => [r, r.weight] as const));

// First skill by gender, in percent. Vedic dominates Indian marketplaces; tarot and numerology
// lean female; psychologists and life coaches are a small minority.
const PRIMARY_SKILL = {
  male: new Weighted<AstrologerSkill>([
    ['Vedic', 48],
    ['Numerology', 12],
    ['Tarot', 6],
    ['Vastu', 11],
    ['Palmistry', 10],
    ['Face Reading', 7],
    ['Life Coach', 3.5],
    ['Psychologist', 2.5],
  ]),
  female: new Weighted<AstrologerSkill>([
    ['Vedic', 30],
    ['Numerology', 16],
    ['Tarot', 28],
    ['Vastu', 4],
    ['Palmistry', 6],
    ['Face Reading', 4],
    ['Life Coach', 7],
    ['Psychologist', 5],
  ]),
};

// Which further skills go with a first skill (relative weights): combinations practitioners
// actually advertise, e.g. Vedic with Vastu, palmistry with face reading, psychology with coaching.
const AFFINITY: Record<AstrologerSkill, readonly (readonly [AstrologerSkill, number])[]> = {
  Vedic: [
    ['Vastu', 3],
    ['Numerology', 3],
    ['Palmistry', 2.5],
    ['Face Reading', 1.5],
    ['Tarot', 1],
  ],
  Numerology: [
    ['Vedic', 3],
    ['Tarot', 2.5],
    ['Vastu', 2],
    ['Palmistry', 1],
  ],
  Tarot: [
    ['Numerology', 3],
    ['Life Coach', 1.5],
    ['Vedic', 1.5],
    ['Palmistry', 1],
  ],
  'Face Reading': [
    ['Palmistry', 5],
    ['Vedic', 2.5],
    ['Numerology', 1],
  ],
  Vastu: [
    ['Vedic', 4],
    ['Numerology', 2.5],
    ['Palmistry', 0.5],
  ],
  Palmistry: [
    ['Face Reading', 4],
    ['Vedic', 3],
    ['Numerology', 1.5],
  ],
  'Life Coach': [
    ['Psychologist', 2],
    ['Tarot', 2],
    ['Numerology', 1],
  ],
  Psychologist: [['Life Coach', 5]],
};

const AREAS_BY_SKILL: Record<AstrologerSkill, readonly (readonly [string, number])[]> = {
  Vedic: [
    ['Marriage', 5],
    ['Career', 5],
    ['Health', 3],
    ['Finance', 3],
    ['Love', 3],
    ['Education', 2],
    ['Legal', 1],
    ['Business', 3],
    ['Child', 2],
    ['Property', 2],
    ['Foreign Travel', 2],
    ['Family', 2],
  ],
  Numerology: [
    ['Career', 4],
    ['Business', 5],
    ['Finance', 4],
    ['Marriage', 2],
    ['Love', 2],
    ['Education', 2],
    ['Property', 1],
  ],
  Tarot: [
    ['Love', 5],
    ['Relationships', 5],
    ['Career', 4],
    ['Marriage', 2],
    ['Finance', 2],
    ['Stress', 2],
    ['Family', 1],
  ],
  'Face Reading': [
    ['Marriage', 3],
    ['Career', 3],
    ['Health', 2],
    ['Love', 2],
    ['Business', 2],
    ['Family', 2],
  ],
  Vastu: [
    ['Property', 5],
    ['Business', 4],
    ['Finance', 3],
    ['Health', 3],
    ['Family', 3],
    ['Marriage', 1],
  ],
  Palmistry: [
    ['Marriage', 4],
    ['Career', 4],
    ['Health', 3],
    ['Love', 3],
    ['Finance', 2],
    ['Education', 2],
    ['Child', 1],
    ['Foreign Travel', 1],
  ],
  'Life Coach': [
    ['Career', 5],
    ['Relationships', 4],
    ['Stress', 4],
    ['Education', 3],
    ['Family', 2],
    ['Business', 2],
  ],
  Psychologist: [
    ['Stress', 5],
    ['Relationships', 5],
    ['Family', 4],
    ['Career', 3],
    ['Education', 2],
    ['Health', 2],
    ['Love', 1],
  ],
};

// Foreign languages are rare (about 3.5 % of astrologers); Arabic first for clients in the Gulf.
const FOREIGN = new Weighted<ContentLanguage>([
  ['Arabic', 3],
  ['French', 2],
  ['German', 2],
  ['Russian', 1.5],
  ['Italian', 1],
  ['Portuguese', 1],
  ['Dutch', 1],
  ['Chinese', 1],
]);

// Price points sellers actually use, rupees per minute (round numbers and charm prices).
const PRICE_POINTS = [
  5, 8, 10, 12, 15, 18, 20, 21, 25, 28, 30, 35, 39, 40, 45, 49, 50, 55, 59, 60, 69, 75, 79, 80, 89,
  99, 100, 110, 120, 125, 149, 150, 175, 199, 200, 225, 249, 250, 299, 300, 349, 399,
] as const;
export const CHAT_PRICE_MIN = 5;
export const CHAT_PRICE_MAX = 300;

const LOG_PRICE_POINTS = PRICE_POINTS.map((p) => Math.log(p));

/** The price point nearest to `raw` by ratio, within [min, max]. */
function snapPrice(raw: number, min: number, max: number): number {
  const target = Math.log(raw);
  let best: number = min;
  let bestDistance = Infinity;
  for (let i = 0; i < PRICE_POINTS.length; i++) {
    const p = PRICE_POINTS[i] as number;
    if (p < min || p > max) continue;
    const distance = Math.abs((LOG_PRICE_POINTS[i] as number) - target);
    if (distance < bestDistance) {
      best = p;
      bestDistance = distance;
    }
  }
  return best;
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

function skillsFor(rng: Rng, gender: 'male' | 'female'): AstrologerSkill[] {
  const primary = PRIMARY_SKILL[gender].draw(rng);
  const u = rng.next();
  const count = primary === 'Psychologist' ? (u < 0.6 ? 1 : 2) : u < 0.38 ? 1 : u < 0.8 ? 2 : 3;
  const skills: AstrologerSkill[] = [primary];
  if (count >= 2) skills.push(...drawDistinct(rng, AFFINITY[primary], 1));
  // Psychology sits only beside coaching, never beside fortune-telling.
  if (count >= 3 && !skills.includes('Psychologist')) {
    // The third skill goes with either of the first two (never psychology: see above).
    const weights = new Map<AstrologerSkill, number>();
    for (const s of skills) {
      for (const [k, w] of AFFINITY[s]) {
        if (skills.includes(k) || k === 'Psychologist') continue;
        weights.set(k, (weights.get(k) ?? 0) + w);
      }
    }
    skills.push(...drawDistinct(rng, [...weights], 1));
  }
  return skills;
}

function languagesFor(
  rng: Rng,
  region: Region,
  skills: readonly AstrologerSkill[],
  doctor: boolean,
): ContentLanguage[] {
  // [language, keep priority]: when more than four are drawn the highest numbers go first.
  const drawn: [ContentLanguage, number][] = [];
  const add = (l: ContentLanguage, priority: number) => {
    if (!drawn.some(([x]) => x === l)) drawn.push([l, priority]);
  };
  if (region.language && rng.chance(region.hindi > 0.6 ? 0.85 : 0.92)) add(region.language, 0);
  const hindi = rng.chance(region.hindi);
  if (hindi) add('Hindi', 1);
  const modern =
    skills[0] === 'Tarot' || skills[0] === 'Life Coach' || skills[0] === 'Psychologist';
  if (rng.chance(Math.min(0.97, 0.6 + (modern ? 0.3 : 0) + (doctor ? 0.1 : 0)))) add('English', 2);
  if (rng.chance(0.035)) {
    add(FOREIGN.draw(rng), 3);
    add('English', 2);
  }
  if (hindi && rng.chance(region.hinglish)) add('Hinglish', 4);
  if (region.neighbours.length > 0 && rng.chance(region.neighbourChance))
    add(rng.pick(region.neighbours), 5);
  // Someone from a region whose own language is not offered (Odia, Assamese, Kashmiri) still
  // consults in Hindi or English.
  if (!region.language && !drawn.some(([l]) => l === 'Hindi' || l === 'English')) add('Hindi', 1);
  if (drawn.length === 0) add(region.language ?? 'Hindi', 0);
  drawn.sort((a, b) => a[1] - b[1]);
  const kept = new Set(drawn.slice(0, 4).map(([l]) => l));
  return CONTENT_LANGUAGES.filter((l) => kept.has(l));
}

function kebab(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function titleFor(
  rng: Rng,
  primary: AstrologerSkill,
  gender: 'male' | 'female',
  experienceYears: number,
  region: RegionId,
  sikh: boolean,
): AstrologerTitle | null {
  if (primary === 'Psychologist') return experienceYears >= 3 && rng.chance(0.6) ? 'Dr.' : null;
  if (primary === 'Life Coach') return experienceYears >= 5 && rng.chance(0.08) ? 'Dr.' : null;
  if (sikh) return null;
  const traditional = primary === 'Vedic' || primary === 'Vastu' || primary === 'Numerology';
  if (traditional && experienceYears >= 8 && rng.chance(gender === 'male' ? 0.2 : 0.1))
    return 'Acharya';
  const panditRegions: readonly RegionId[] = [
    'north',
    'maharashtra',
    'gujarat',
    'bengal',
    'odisha',
    'kashmir',
  ];
  if (
    primary === 'Vedic' &&
    gender === 'male' &&
    experienceYears >= 5 &&
    panditRegions.includes(region) &&
    rng.chance(0.22)
  ) {
    return 'Pandit';
  }
  return null;
}

/** Who the astrologer is: the portrait's gender, a region, a name in its style, a home town. */
function drawIdentity(rng: Rng, id: number) {
  const { gender, turban } = portraitTraits(id);
  const female = gender === 'female';
  const region: Region = turban
    ? (REGIONS.find((r) => r.id === 'punjab') as Region)
    : REGION_DRAW.draw(rng);

  const sikh = region.id === 'punjab' && (turban || rng.chance(female ? 0.45 : 0.25));
  let givenName: string;
  let surname: string;
  let initial: string | null = null;
  if (sikh) {
    givenName = rng.pick(female ? SIKH.female : SIKH.male);
    surname = (female ? 'Kaur' : 'Singh') + (rng.chance(0.75) ? ` ${rng.pick(SIKH.families)}` : '');
  } else {
    givenName = rng.pick(female ? region.female : region.male);
    // Many Tamil names are written as an initial and a given name, with no family name.
    const initialStyle = region.id === 'tamil' && rng.chance(0.4);
    initial = initialStyle ? rng.pick(TAMIL_INITIALS) : null;
    surname = initialStyle ? '' : rng.pick(region.surnames);
    // "Rajesh Kumar Sharma": a second given name is common for men in the Hindi belt.
    if (region.id === 'north' && !female && rng.chance(0.25))
      givenName += ` ${rng.pick(NORTH_MIDDLE_NAMES)}`;
  }
  const [town, state] = rng.pick(region.places);
  return { gender, female, region, sikh, givenName, surname, initial, town, state };
}

/** The rating (about 8 % exactly 5.0) and the orders, both growing with experience. */
function drawTrackRecord(rng: Rng, experienceYears: number) {
  // About 8 % are rated exactly 5.0 (the spec's "top rated"); the rest cluster at 4.3-4.8.
  const rating = rng.chance(0.08)
    ? 5
    : clamp(
        Math.round((4.45 + 0.28 * rng.gaussian() + 0.006 * (experienceYears - 10)) * 10) / 10,
        3,
        4.9,
      );
  // Orders: log-normal, growing with experience; the busiest few pass 100,000.
  const orders = Math.min(
    500_000,
    Math.round(
      experienceYears ** 1.1 * 45 * Math.exp(1.15 * rng.gaussian()) * (rating === 5 ? 1.3 : 1),
    ),
  );
  return { rating, orders };
}

/** Chat and call prices per minute and an optional offer price. */
function drawPrices(
  rng: Rng,
  primary: AstrologerSkill,
  experienceYears: number,
  orders: number,
  rating: number,
) {
  const skillPremium =
    primary === 'Psychologist'
      ? 1.8
      : primary === 'Life Coach'
        ? 1.4
        : primary === 'Tarot'
          ? 1.1
          : 1;
  const rawPrice =
    8 *
    Math.exp(0.045 * experienceYears) *
    Math.exp(0.4 * rng.gaussian()) *
    (1 + 0.12 * Math.log10(orders + 1)) *
    skillPremium *
    (rating === 5 ? 1.15 : 1);
  const priceRupeesPerMin = snapPrice(rawPrice, CHAT_PRICE_MIN, CHAT_PRICE_MAX);
  // Calls cost 10-40 % more than chat: the astrologer cannot take other clients meanwhile.
  let callPriceRupeesPerMin = snapPrice(
    priceRupeesPerMin * rng.range(1.1, 1.4),
    priceRupeesPerMin,
    399,
  );
  if (callPriceRupeesPerMin <= priceRupeesPerMin) {
    callPriceRupeesPerMin =
      PRICE_POINTS.find((p) => p > priceRupeesPerMin) ?? priceRupeesPerMin + 50;
  }

  // About 15 % run an offer: mostly the familiar 5 rupees/min first session, else a percentage off.
  let offerPriceRupeesPerMin: number | null = null;
  if (rng.chance(0.15)) {
    offerPriceRupeesPerMin =
      priceRupeesPerMin > 10 && rng.chance(0.6)
        ? 5
        : Math.max(
            1,
            Math.floor((priceRupeesPerMin * (100 - rng.pick([20, 25, 30, 40, 50]))) / 100),
          );
  }
  return { priceRupeesPerMin, callPriceRupeesPerMin, offerPriceRupeesPerMin };
}

/** 3-6 problem areas, weighted by the skills (the primary skill's areas count half again). */
function drawProblemAreas(rng: Rng, skills: readonly AstrologerSkill[]): string[] {
  const areaWeights = new Map<string, number>();
  skills.forEach((s, i) => {
    for (const [area, w] of AREAS_BY_SKILL[s])
      areaWeights.set(area, (areaWeights.get(area) ?? 0) + w * (i === 0 ? 1.5 : 1));
  });
  return drawDistinct(rng, [...areaWeights], rng.int(3, 6));
}

function makeRecord(seed: number, id: number): Omit<AstrologerSeed, 'slug'> {
  // Every step draws from `rng` in turn: they must run in this order for the same record.
  const rng = rngFor(seed, id);
  const who = drawIdentity(rng, id);
  const { gender, female, region, sikh, givenName, surname, initial, town, state } = who;

  const skills = skillsFor(rng, gender);
  const primary = skills[0] as AstrologerSkill;
  // Years of experience, 1-40, skewed young (median about 8): most sellers are new, a few are veterans.
  const experienceYears = 1 + Math.floor(40 * rng.next() ** 1.8);
  const title = titleFor(rng, primary, gender, experienceYears, region.id, sikh);
  const doctor = title === 'Dr.';
  const { rating, orders } = drawTrackRecord(rng, experienceYears);
  const prices = drawPrices(rng, primary, experienceYears, orders, rating);

  // Verification grows with track record: about 60 % overall.
  const verified = rng.chance(clamp(0.12 + 0.17 * Math.log10(orders + 1), 0.1, 0.97));
  const online = rng.chance(0.25);
  const languages = languagesFor(rng, region, skills, doctor);
  const problemAreas = drawProblemAreas(rng, skills);

  const albumCount = rng.chance(0.2) ? 0 : rng.int(1, ALBUM_MAX_PICTURES);
  const albumPicIds = Array.from({ length: albumCount }, (_, i) => albumPicId(id, i + 1));

  // Chat is most of the business; a chat averages 7-14 minutes, a call 9-18.
  const chatOrders = Math.round(orders * rng.range(0.55, 0.85));
  const totalChatDurationMin = Math.round(chatOrders * rng.range(7, 14));
  const totalCallDurationMin = Math.round((orders - chatOrders) * rng.range(9, 18));

  const name = [title, initial ? `${initial}.` : null, givenName, surname]
    .filter(Boolean)
    .join(' ');
  const bio: BioInput = {
    callName: doctor
      ? `Dr. ${surname.split(' ')[0] || givenName}`
      : title
        ? `${title} ${givenName}`
        : givenName,
    female,
    doctor,
    skills,
    languages,
    experienceYears,
    town,
    state,
    problemAreas,
    orders,
  };
  return {
    id,
    name,
    title,
    givenName,
    surname,
    initial,
    gender,
    region: region.id,
    town,
    state,
    skills,
    languages,
    experienceYears,
    ...prices,
    rating,
    orders,
    verified,
    online,
    shortBio: shortBio(bio, rng),
    longBio: longBio(bio, rng),
    problemAreas,
    picId: avatarPicId(id),
    albumPicIds,
    totalChatDurationMin,
    totalCallDurationMin,
  };
}

/**
 * Streams `count` astrologers (ids 1..count), the same for a given seed on every machine.
 * Record n does not depend on `count`, so a longer run extends a shorter one. Slugs are the
 * kebab-case display name; a repeat gets "-2", "-3"... (names contain no digits, so these never
 * collide with a plain name). Memory grows with the number of distinct names (tens of
 * thousands), not with `count`.
 */
export function* generateAstrologers(count: number, seed = 1): Generator<AstrologerSeed> {
  if (!Number.isInteger(count) || count < 0 || count > SEED_MAX_COUNT) {
    throw new RangeError(`count must be an integer from 0 to ${SEED_MAX_COUNT}, got ${count}`);
  }
  if (!Number.isInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  const seen = new Map<string, number>();
  for (let id = 1; id <= count; id++) {
    const record = makeRecord(seed, id);
    const base = kebab(record.name);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    const { id: recordId, ...rest } = record;
    yield { id: recordId, slug: n === 1 ? base : `${base}-${n}`, ...rest };
  }
}
