import type { AstrologerSkill, ContentLanguage } from '@nakshatra/contracts';
import type { Rng } from '../../../lib/random.ts';

/**
 * Short and long bios composed from phrase banks. Every sentence about a practice names one of
 * the astrologer's own skills, and generic sentences name none, so a tarot reader's bio never
 * talks about birth charts. Indian English spelling (practise, counselling, programme).
 */

/** The practice as a noun phrase: "She has practised ___ for 12 years." */
export const PRACTICE: Record<AstrologerSkill, string> = {
  Vedic: 'Vedic astrology',
  Numerology: 'numerology',
  Tarot: 'tarot reading',
  'Face Reading': 'face reading',
  Vastu: 'Vastu Shastra',
  'Life Coach': 'life coaching',
  Psychologist: 'counselling psychology',
  Palmistry: 'palmistry',
};

/** The practitioner: "a ___ from Pune". All start with a consonant sound, so "a" always fits. */
export const PRACTITIONER: Record<AstrologerSkill, string> = {
  Vedic: 'Vedic astrologer',
  Numerology: 'numerologist',
  Tarot: 'tarot reader',
  'Face Reading': 'face reader',
  Vastu: 'Vastu consultant',
  'Life Coach': 'life coach',
  Psychologist: 'psychologist',
  Palmistry: 'palmist',
};

/** How a problem area reads inside a sentence ("questions of marriage, career and children"). */
export const AREA_PHRASE: Record<string, string> = {
  Marriage: 'marriage',
  Career: 'career',
  Health: 'health',
  Finance: 'finance',
  Love: 'love',
  Education: 'education',
  Legal: 'legal matters',
  Business: 'business',
  Child: 'children',
  Property: 'property',
  Relationships: 'relationships',
  Stress: 'stress',
  Family: 'family',
  'Foreign Travel': 'travel abroad',
};

export interface BioInput {
  /** How the bio names the person: "Acharya Ramesh", "Dr. Iyer", "Neha". */
  callName: string;
  female: boolean;
  doctor: boolean;
  skills: readonly AstrologerSkill[];
  languages: readonly ContentLanguage[];
  experienceYears: number;
  town: string;
  state: string;
  problemAreas: readonly string[];
  orders: number;
}

/** "a, b and c" */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Digits grouped the Indian way: 1,24,500. */
export function indianNumber(n: number): string {
  const s = String(Math.trunc(n));
  if (s.length <= 3) return s;
  const head = s.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${s.slice(-3)}`;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const years = (n: number) => (n === 1 ? '1 year' : `${n} years`);
const place = (town: string, state: string) => (town === state ? town : `${town}, ${state}`);

interface Pronouns {
  he: string;
  him: string;
  his: string;
}

type Template = (b: BioInput, p: Pronouns, rng: Rng) => string;

/** One or two sentences on how each practice is done, in the person's own words. */
const TRAINING: Record<AstrologerSkill, readonly Template[]> = {
  Vedic: [
    (b, p) =>
      `${capitalise(p.he)} reads the birth chart (kundli) with Parashari methods, using dashas and transits to time important decisions.`,
    (b, p) =>
      `Trained in the classical texts of Parashara and Jaimini, ${p.he} pays close attention to the Moon sign, the nakshatra and the running dasha.`,
    (b, p) =>
      `${capitalise(p.his)} Vedic readings combine the lagna chart with divisional charts such as the Navamsa, and ${p.his} remedies are simple: mantras, charity and fasting rather than costly rituals.`,
  ],
  Numerology: [
    (b, p) =>
      `${capitalise(p.he)} works with both the Chaldean and Pythagorean systems of numerology, reading names, birth dates and mobile numbers.`,
    (b, p) =>
      `Using numerology, ${p.he} suggests name spellings and favourable dates for launches, weddings and moves.`,
  ],
  Tarot: [
    (b, p) =>
      `${capitalise(p.his)} tarot sessions use the Rider-Waite deck and focus on clear, practical next steps.`,
    (b, p) =>
      `${capitalise(p.he)} reads tarot intuitively and explains each card so clients understand the message for themselves.`,
  ],
  'Face Reading': [
    (b, p) =>
      `${capitalise(p.he)} practises face reading in the tradition of Samudrika Shastra, studying the forehead, eyes and features.`,
    (b, p) =>
      `Through face reading ${p.he} looks at the shape of the forehead, brows and chin to describe temperament and timing.`,
  ],
  Vastu: [
    (b, p) =>
      `As a Vastu consultant ${p.he} has advised on homes, shops and offices, suggesting corrections that need no demolition.`,
    (b, p) =>
      `${capitalise(p.his)} Vastu Shastra advice covers entrance directions, the placement of kitchens and bedrooms, and remedies with colours and mirrors.`,
  ],
  Palmistry: [
    (b, p) =>
      `In palmistry ${p.he} studies the lines, mounts and shape of the hand, and can read from a clear photo of your palm.`,
    (b, p) =>
      `${capitalise(p.he)} reads the heart, head and life lines of the palm together with its mounts to describe the years ahead.`,
  ],
  'Life Coach': [
    (b, p) =>
      `As a certified life coach ${p.he} helps clients set goals, build steady habits and find clarity in difficult phases.`,
    (b, p) =>
      `${capitalise(p.his)} life coaching sessions are structured and practical, ending with one or two actions to try before the next call.`,
  ],
  Psychologist: [
    (b, p) =>
      `${capitalise(p.he)} holds a ${b.doctor ? 'doctorate' : "master's degree"} in psychology and offers a safe, non-judgemental space to talk through anxiety, stress and relationship difficulties.`,
    (b, p) =>
      `Trained in psychology and cognitive behavioural therapy, ${p.he} listens first and helps clients find their own way forward.`,
  ],
};

const INTRO: readonly Template[] = [
  (b) =>
    `${b.callName} is a ${listText(b.skills.map((s) => PRACTITIONER[s]))} from ${place(b.town, b.state)} with ${years(b.experienceYears)} of experience.`,
  (b) =>
    `Based in ${place(b.town, b.state)}, ${b.callName} has practised ${listText(b.skills.map((s) => PRACTICE[s]))} for ${years(b.experienceYears)}.`,
  (b) => {
    const primary = b.skills[0] as AstrologerSkill;
    const start =
      primary === 'Psychologist'
        ? 'at university'
        : primary === 'Tarot' || primary === 'Life Coach'
          ? 'through a certified programme'
          : 'under a traditional guru';
    return `${b.callName} learnt ${PRACTICE[primary]} ${start} and has been consulting from ${b.town} for ${years(b.experienceYears)}.`;
  },
];

const SECONDARY: readonly Template[] = [
  (b, p) =>
    `Alongside ${PRACTICE[b.skills[0] as AstrologerSkill]}, ${p.he} offers ${listText(b.skills.slice(1).map((s) => PRACTICE[s]))}.`,
  (b, p) =>
    `Many clients also consult ${p.him} for ${listText(b.skills.slice(1).map((s) => PRACTICE[s]))}.`,
];
// Only where every practice is a reading, so "cross-check" makes sense.
const SECONDARY_READING: Template = (b, p) =>
  `${capitalise(p.he)} also draws on ${listText(b.skills.slice(1).map((s) => PRACTICE[s]))} to cross-check what a reading shows.`;

const TRAITS = [
  'patient and easy to talk to',
  'direct but kind',
  'calm and reassuring',
  'practical and precise',
  'warm and encouraging',
  'thorough and honest',
] as const;

const areasText = (b: BioInput) =>
  listText(b.problemAreas.map((a) => AREA_PHRASE[a] ?? a.toLowerCase()));

const AREAS: readonly Template[] = [
  (b, p) => `Clients come to ${p.him} most often about ${areasText(b)}.`,
  (b, p) => `${capitalise(p.his)} guidance is most sought on ${areasText(b)}.`,
];

const LANGUAGES: readonly Template[] = [
  (b, p) => `${capitalise(p.he)} consults in ${listText(b.languages)}.`,
  (b) => `Sessions are available in ${listText(b.languages)}.`,
];

const CHARACTER: Template = (b, p, rng) => `Clients describe ${p.him} as ${rng.pick(TRAITS)}.`;

/** Rounds an order count down to two significant figures: 12,450 -> 12,000. */
function roundedOrders(orders: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(orders)) - 1);
  return Math.floor(orders / step) * step;
}

const ORDERS: Template = (b) =>
  `${b.callName} has completed more than ${indianNumber(roundedOrders(b.orders))} consultations here.`;

function pronouns(female: boolean): Pronouns {
  return female ? { he: 'she', him: 'her', his: 'her' } : { he: 'he', him: 'him', his: 'his' };
}

/** One sentence: practice, place and experience, or practice and what people ask about. */
export function shortBio(b: BioInput, rng: Rng): string {
  const primary = b.skills[0] as AstrologerSkill;
  const second = b.skills[1];
  const who = second
    ? `${PRACTITIONER[primary]} and ${PRACTITIONER[second]}`
    : PRACTITIONER[primary];
  const areas = b.problemAreas.slice(0, 2).map((a) => AREA_PHRASE[a] ?? a.toLowerCase());
  const adjectives =
    b.experienceYears >= 10
      ? ['Experienced', 'Trusted', 'Seasoned']
      : ['Thoughtful', 'Practical', 'Compassionate'];
  switch (rng.int(0, 3)) {
    case 0:
      return `${capitalise(who)} from ${b.town} with ${years(b.experienceYears)} of experience.`;
    case 1:
      return `${years(b.experienceYears)} of ${PRACTICE[primary]}, helping clients with ${listText(areas)}.`;
    case 2:
      return `${capitalise(PRACTICE[primary])} consultations in ${listText(b.languages.slice(0, 3))}.`;
    default:
      return `${rng.pick(adjectives)} ${who} from ${b.state} for ${listText(areas)}.`;
  }
}

/** Three to five sentences: who and where, how they work, then a few of: other practices, what clients ask about, languages, manner, track record. */
export function longBio(b: BioInput, rng: Rng): string {
  const p = pronouns(b.female);
  const primary = b.skills[0] as AstrologerSkill;
  const sentences = [rng.pick(INTRO)(b, p, rng), rng.pick(TRAINING[primary])(b, p, rng)];
  const extras: string[] = [];
  if (b.skills.length > 1) {
    // "Cross-check a reading" only when every practice involved is a kind of reading.
    const readings: readonly AstrologerSkill[] = [
      'Vedic',
      'Numerology',
      'Tarot',
      'Face Reading',
      'Palmistry',
    ];
    const reading = b.skills.every((s) => readings.includes(s));
    extras.push((reading && rng.chance(0.4) ? SECONDARY_READING : rng.pick(SECONDARY))(b, p, rng));
  }
  if (b.problemAreas.length > 0) extras.push(rng.pick(AREAS)(b, p, rng));
  extras.push(rng.chance(0.5) ? rng.pick(LANGUAGES)(b, p, rng) : CHARACTER(b, p, rng));
  if (b.orders >= 100) extras.push(ORDERS(b, p, rng));
  const total = rng.int(3, 5);
  // The other practices always stay (the bio must name every skill); the rest fill up to `total`.
  const keep = b.skills.length > 1 ? [extras[0] as string] : [];
  const rest = extras.slice(b.skills.length > 1 ? 1 : 0);
  while (sentences.length + keep.length < total && rest.length > 0) {
    keep.push(rest.splice(rng.int(0, rest.length - 1), 1)[0] as string);
  }
  // Keep the reading order of the bank (practices, areas, languages or manner, record).
  const order = (s: string) => extras.indexOf(s);
  return [...sentences, ...keep.sort((x, y) => order(x) - order(y))].join(' ');
}
