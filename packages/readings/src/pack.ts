/**
 * The shape of a language pack: every name and phrase bank the readings use, in one language.
 * The types fix the keys and the number of phrasings, so a pack missing a key or a phrasing does
 * not compile; the tests check the same at run time and that placeholders match English.
 */
import type {
  Dignity,
  GANAS,
  Graha,
  KaranaName,
  KootaName,
  MatchVerdict,
  NADIS,
  SadeSatiPhase,
  TARAS,
  VARNAS,
  VASHYAS,
  YONIS,
} from '@nakshatra/astro';
import type { Lang } from './lang.ts';

/** A fixed-length tuple type. */
export type Tuple<T, N extends number, R extends readonly T[] = []> = R['length'] extends N
  ? R
  : Tuple<T, N, readonly [...R, T]>;

export const SECTIONS = ['general', 'love', 'career', 'money', 'health'] as const;
export type Section = (typeof SECTIONS)[number];

export const YOGA_IDS = [
  'gaja-kesari',
  'budha-aditya',
  'ruchaka',
  'bhadra',
  'hamsa',
  'malavya',
  'sasa',
  'chandra-mangala',
  'raj-yoga',
  'dhana-yoga',
  'neecha-bhanga',
] as const;
export type YogaId = (typeof YOGA_IDS)[number];
export const DOSHA_IDS = ['manglik', 'kaal-sarp', 'sade-sati'] as const;
export type DoshaId = (typeof DOSHA_IDS)[number];
export const MANGLIK_CANCELLATIONS = [
  'own-or-exalted',
  'sign-exception',
  'jupiter',
  'moon-conjunct',
] as const;
export type ManglikCancellation = (typeof MANGLIK_CANCELLATIONS)[number];

type Twelve<T> = Tuple<T, 12>;
type Three = Tuple<string, 3>;

export interface Names {
  /** Aries first. */
  signs: Twelve<string>;
  /** Display names (tables, lists). */
  planets: Record<Graha, string>;
  /** Names as running text uses them when they differ ('the Sun', 'el Sol'). */
  planetsInText?: Record<Graha, string>;
  /** Ashwini first. */
  nakshatras: Tuple<string, 27>;
  /** Colour of each graha (lucky colour). */
  colours: Record<Graha, string>;
  dignities: Record<Dignity, string>;
  /** What each house is about, as a noun phrase (1st first). */
  houseTopics: Twelve<string>;
  /** What each graha stands for, as a single noun (aspect sentences pair two of them). */
  planetKeywords: Record<Graha, string>;
  retrograde: string;
  /** Sunday first. */
  varas: Tuple<string, 7>;
  /** Tithis 1-14 of a fortnight (Pratipada ... Chaturdashi), then Purnima, then Amavasya. */
  tithis: Tuple<string, 16>;
  paksha: { shukla: string; krishna: string };
  /** The 27 nitya yogas, Vishkambha first. */
  panchangYogas: Tuple<string, 27>;
  karanas: Record<KaranaName, string>;
  kootas: Record<KootaName, string>;
  varnas: Record<(typeof VARNAS)[number], string>;
  vashyas: Record<(typeof VASHYAS)[number], string>;
  taras: Record<(typeof TARAS)[number], string>;
  yonis: Record<(typeof YONIS)[number], string>;
  ganas: Record<(typeof GANAS)[number], string>;
  nadis: Record<(typeof NADIS)[number], string>;
  verdicts: Record<MatchVerdict, string>;
  sadeSatiPhases: Record<SadeSatiPhase, string>;
  yogas: Record<YogaId, string>;
  doshas: Record<DoshaId, string>;
  /** The twelve Kaal Sarp varieties by Rahu's house (Anant first), as KAAL_SARP_NAMES in @nakshatra/astro. */
  kaalSarpTypes: Tuple<string, 12>;
}

/** What the horoscope takes from the language pack; its phrase banks are in gochara/banks. */
export interface HoroscopeBank {
  /** 'Why this reading' line of a transit. {planet} {sign} {house} {topic}. */
  transitNote: string;
}

export interface KundliBank {
  /** Qualities of each sign as a noun phrase (Aries first). */
  signTraits: Twelve<string>;
  /** What each sign has to learn, as a noun phrase. */
  signChallenges: Twelve<string>;
  /** Fields of work that suit each sign on the 10th house, as a noun phrase. */
  signCareers: Twelve<string>;
  /** What each sign looks for in a partner (sign on the 7th house), as a noun phrase. */
  signPartners: Twelve<string>;
  /** One sentence per nakshatra (Ashwini first). */
  nakshatraTraits: Tuple<string, 27>;
  /** Appended after "{planet} in {sign}": ", where it is exalted". */
  dignityClauses: Record<Dignity, string>;
  /** One sentence per mahadasha lord. */
  dashaMessages: Record<Graha, string>;
  t: {
    /** {moonSign} {lagna} {nakshatra} {pada} {nakLord} */
    zodiacIntro: string;
    /** {sign} {traits} */
    moonNature: string;
    /** {sign} {house} {tropicalSign} */
    sunSign: string;
    /** {sign} {degree} {traits} */
    lagna: string;
    /** {challenge} */
    challenge: string;
    /** {house} {topic} */
    moonHouse: string;
    /** {lord} {from} {theme} {to} {sign} {dignity} {topic} */
    lordIn: string;
    /** {lord} {from} {theme} {sign} {dignity} */
    lordInOwn: string;
    /** {planets} {house} {keywords} {theme} */
    planetsIn: string;
    /** {house} {lord} {theme} */
    emptyHouse: string;
    /** {sign} {fields} */
    tenth: string;
    /** {lord} */
    dashaCareer: string;
    /** {sign} {wants} */
    seventh: string;
    /** {sign} {house} {dignity} */
    venus: string;
    /** {house}: one Manglik position counted from the ascendant / from the Moon. */
    manglikFromLagna: string;
    manglikFromMoon: string;
    /** {positions} */
    manglikPresent: string;
    /** {positions} {reasons} */
    manglikCancelled: string;
    manglikAbsent: string;
    /** {sign} {house} {dignity} {topic} */
    jupiter: string;
    /** {planets} */
    dhanaPresent: string;
    dhanaAbsent: string;
    /** {sign} {dignity} */
    moonMind: string;
    /** {maha} {mahaEnd} {antar} {antarEnd} */
    running: string;
    /** {lord}: the birth dasha lord, when the 120-year cycle has ended. */
    runningNone: string;
    /** {name} */
    closers: Three;
  };
}

export interface ExplanationBank {
  yogaDefinitions: Record<YogaId, string>;
  /** {planets} */
  yogaPresent: string;
  yogaPresentStrong: string;
  yogaPresentWeak: string;
  yogaAbsent: string;
  doshaDefinitions: Record<DoshaId, string>;
  manglikCancellations: Record<ManglikCancellation, string>;
  /** {lagna} {moon} {venus}: Mars's house from each reference. */
  manglikHouses: string;
  /** {severity} */
  manglikSeverity: { low: string; high: string };
  /** {variety} */
  kaalSarpFull: string;
  /** {planet} */
  kaalSarpPartial: string;
  kaalSarpNone: string;
  /** {reasons} */
  manglikCancelledStatus: string;
  /** {phase} {end} */
  sadeSatiNow: string;
  sadeSatiNotNow: string;
  /** {start} {end} */
  sadeSatiNext: string;
  kootaDefinitions: Record<KootaName, string>;
  /** {points} {max} {boy} {girl} */
  kootaScore: string;
  /** {total} */
  verdictTexts: Record<MatchVerdict, string>;
  manglikBoth: string;
  manglikNeither: string;
  /** {who} */
  manglikMismatch: string;
  boy: string;
  girl: string;
}

export interface LanguagePack {
  lang: Lang;
  names: Names;
  /** House number as templates use it: '5th', '5वें', '5-ஆம்'... */
  ordinal(n: number): string;
  /** A list joined the way the language joins lists: 'A, B and C'. */
  list(items: readonly string[]): string;
  /** Degrees formatted for text, e.g. '12°'. */
  horoscope: HoroscopeBank;
  kundli: KundliBank;
  explain: ExplanationBank;
}
