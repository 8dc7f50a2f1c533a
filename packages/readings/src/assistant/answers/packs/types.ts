/**
 * The phrase bank of the kind answers, one per answer language (./en.ts is the reference).
 * Templates carry named placeholders in braces ("{planet} is in your {house} house."): the
 * composer fills them with names already in the pack's language (planets, house ordinals,
 * dates formatted in the language's locale) and with sign and nakshatra names from the
 * assistant's lexicon. Every language has every key, with the same placeholders as English
 * (answers.test.ts checks both). Strings are plain text: no markdown, no HTML; site paths
 * ("/matching") become links in the chat.
 */
import type { Graha } from '@nakshatra/astro';
import type { MuhurtaEvent, QuestionKind, Relation, Term } from '../../kinds.ts';
import type { AnswerLanguage } from '../../types.ts';

type S = string;
type ByPlanet = Readonly<Record<Graha, S>>;

/** Yoga ids as @nakshatra/astro's findYogas names them. */
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

/** Kinds whose answer is a dasha window ("when will ..."). */
export const TIMING_KINDS = [
  'marriage',
  'love',
  'job',
  'promotion',
  'foreign',
  'house',
  'vehicle',
  'child',
  'business',
  'wealth',
  'goodTime',
] as const;
export type TimingArea = (typeof TIMING_KINDS)[number];

/** Kinds answered from a life area's houses, lords and karakas. */
export const AREA_KINDS = [
  'career',
  'careerField',
  'business',
  'marriage',
  'love',
  'children',
  'property',
  'wealth',
  'health',
  'education',
  'family',
  'siblings',
  'foreign',
  'spirituality',
  'legal',
  'personality',
] as const;
export type AreaName = (typeof AREA_KINDS)[number];

/** Divisional charts the answers name. */
export type VargaKey = 'D2' | 'D4' | 'D7' | 'D9' | 'D10' | 'D24';

/** Verdicts of a timing answer: a window running now or the next one; {window} is common.window. */
export interface TimingBank {
  /** A window is running now. Placeholders: {window}. */
  now: S;
  /** The next window. Placeholders: {window}. */
  next: S;
  /** Which houses and planets decide: {sign} and {lord} of the area's first house. */
  basis: S;
  advice: S;
  /** The area as a noun phrase for the shared timing sentences ("marriage", "a new job"). */
  area: S;
}

/** Verdicts of an area answer by the score of its houses, then its basis and advice. */
export interface AreaBank {
  strong: S;
  mixed: S;
  challenging: S;
  basis: S;
  advice: S;
}

export interface AnswerPack {
  lang: AnswerLanguage;
  /** "1st" ... "12th", as the templates' {house} placeholder. */
  houseOrdinals: readonly S[];
  /** Planet names as a sentence uses them ("the Sun"). */
  planets: ByPlanet;
  relations: Readonly<Record<Relation, S>>;
  phases: Readonly<Record<'rising' | 'peak' | 'setting', S>>;
  tones: Readonly<Record<'strong' | 'mixed' | 'challenging', S>>;
  yogaNames: Readonly<Record<YogaId, S>>;
  /** Pratipada ... Chaturdashi (14), then Purnima, Amavasya. */
  tithis: readonly S[];
  paksha: Readonly<Record<'shukla' | 'krishna', S>>;
  /** The 27 nitya yogas, Vishkambha first. */
  nityaYogas: readonly S[];
  /** The 11 karanas in @nakshatra/astro's KARANAS order. */
  karanas: readonly S[];
  /** Sunday first. */
  weekdays: readonly S[];
  events: Readonly<Record<MuhurtaEvent, S>>;
  colours: ByPlanet;
  gemstones: ByPlanet;
  /** Beej mantras (the same Sanskrit in every language, in its script). */
  mantras: ByPlanet;
  charity: ByPlanet;
  fasting: ByPlanet;
  habits: ByPlanet;
  rudraksha: ByPlanet;
  terms: Readonly<Record<Term, S>>;
  /** A personal line after some explanations; placeholders as in English. */
  termYours: {
    nakshatra: S;
    ascendant: S;
    rashi: S;
    dasha: S;
    manglik: S;
    sadeSati: S;
  };
  /** One natural question per kind, for clarifications and suggestions. */
  samples: Readonly<Record<QuestionKind, S>>;
  common: {
    needBirth: S;
    relation: S;
    window: S;
    jupiterNow: S;
    dashaLordRules: S;
    varga: S;
    askPlanet: S;
    askHouse: S;
    notAdvice: S;
    /** Appended to a placement: " (exalted)". Placeholders: {dignity}. */
    dignityNote: S;
    /** An empty list. */
    listEmpty: S;
    askTerm: S;
  };
  vargaNames: Readonly<Record<VargaKey, S>>;
  manglik: {
    yes: S;
    yesHigh: S;
    cancelled: S;
    no: S;
    why: S;
    cancellation: Readonly<
      Record<'own-or-exalted' | 'sign-exception' | 'jupiter' | 'moon-conjunct', S>
    >;
    fromNames: Readonly<Record<'lagna' | 'moon' | 'venus', S>>;
    advice: S;
  };
  sadeSati: { yes: S; dates: S; no: S; nextStart: S; lastEnded: S; advice: S };
  sadeSatiWhen: { now: S; future: S; phase: S; after: S; basis: S };
  dhaiya: { now: S; next: S; later: S; basis: S; advice: S };
  kaalSarp: { yes: S; partial: S; no: S; note: S; advice: S };
  pitra: {
    yes: S;
    no: S;
    reason: Readonly<Record<'sun-node' | 'sun-saturn' | 'ninth-afflicted' | 'ninth-lord-node', S>>;
    basis: S;
    advice: S;
  };
  doshaList: {
    intro: S;
    manglik: S;
    kaalSarp: S;
    pitra: S;
    sadeSati: S;
    yes: S;
    no: S;
    cancelled: S;
    partial: S;
    sadeSatiYes: S;
    advice: S;
  };
  yoga: {
    yes: S;
    yesStrong: S;
    yesWeak: S;
    no: S;
    unknown: S;
    rule: Readonly<Record<YogaId, S>>;
    listIntro: S;
    listItem: S;
    listNone: S;
    listAdvice: S;
  };
  dasha: {
    current: S;
    pratyantar: S;
    lordPlace: S;
    antarPlace: S;
    nextAntar: S;
    planetNow: S;
    planetPast: S;
    planetFuture: S;
    planetAntar: S;
    planetAntarIsMaha: S;
    planetPlace: S;
    next: S;
    nextMaha: S;
    nextPlace: S;
    advice: S;
  };
  timing: Readonly<Record<TimingArea, TimingBank>> & {
    later: S;
    none: S;
    yearIn: S;
    yearOut: S;
    age: S;
    ageNone: S;
    planets: S;
  };
  area: Readonly<Record<AreaName, AreaBank>>;
  /** Professions by the 10th lord (Phaladeepika ch. 5). */
  fields: ByPlanet;
  remedy: {
    forPlanet: S;
    reasonWeak: S;
    reasonDasha: S;
    reasonAsked: S;
    reasonHouse: S;
    mantra: S;
    charity: S;
    fasting: S;
    habits: S;
    caution: S;
    gemstoneYes: S;
    gemstoneBenefic: S;
    gemstoneAvoid: S;
    gemstoneCaution: S;
    mantraFor: S;
    mantraDasha: S;
    mantraHow: S;
    rudrakshaFor: S;
    rudrakshaDasha: S;
    rudrakshaHow: S;
  };
  lucky: {
    number: S;
    numberMoon: S;
    numberRule: S;
    colour: S;
    colourDasha: S;
    day: S;
    dayMoon: S;
    basis: S;
    advice: S;
  };
  match: {
    good: S;
    mixed: S;
    hard: S;
    lords: S;
    relation: Readonly<Record<'friends' | 'neutral' | 'enemies', S>>;
    note: S;
    askMoon: S;
    askSign: S;
    partner: S;
    partnerYours: S;
    partnerManglik: S;
  };
  panchang: {
    today: S;
    changes: S;
    sun: S;
    rahuLine: S;
    more: S;
    rahuKaal: S;
    yama: S;
    rahuRule: S;
    rahuAdvice: S;
    noSun: S;
    placeDefault: S;
  };
  muhurta: { found: S; none: S; date: S; rule: S; advice: S; askEvent: S };
  transit: {
    period: S;
    good: S;
    mixed: S;
    hard: S;
    dashaAt: S;
    fast: S;
    rule: S;
    planetNow: S;
    planetNoChart: S;
    retro: S;
    planetGood: S;
    planetHard: S;
    planetNeutral: S;
    planetMeaning: S;
    planetNext: S;
    askPlanet: S;
    /**
     * Added after the pack froze (optional: packs without it answer a period question without a
     * chart by asking for the birth details only). Placeholders: {period}, {jSign}, {sSign}.
     */
    periodNoChart: S;
  };
  horoscope: {
    today: S;
    todaySign: S;
    good: S;
    mixed: S;
    hard: S;
    nakshatra: S;
    dasha: S;
    year: S;
    yearGood: S;
    yearMixed: S;
    yearHard: S;
    yearDashaList: S;
    advice: S;
    askSign: S;
  };
  chart: {
    ascendant: S;
    ascLord: S;
    moonSign: S;
    moonNote: S;
    sunSign: S;
    sunNote: S;
    sunPlace: S;
    nakshatra: S;
    nakDasha: S;
    planet: S;
    planetRules: S;
    planetCombust: S;
    retroMark: S;
    house: S;
    houseOccupants: S;
    houseEmpty: S;
    houseTone: S;
    retrograde: S;
    retrogradeNone: S;
    retrogradeNote: S;
    overview: S;
    overviewYogas: S;
    overviewDasha: S;
    overviewStrong: S;
    overviewMore: S;
  };
  product: { about: S; aboutLimit: S; aboutHuman: S; quota: S; quotaUnknown: S; quotaNone: S };
  referral: { intro: S; item: S; none: S; note: S };
  guard: {
    death: S;
    deathInstead: S;
    deathAdvice: S;
    gambling: S;
    gamblingInstead: S;
    gamblingAdvice: S;
  };
  followup: { askWhen: S; askWhy: S; askNextYear: S; why: S; nextYear: S };
  smalltalk: { hello: S; helloName: S; thanks: S; howAreYou: S; bye: S };
  outOfScope: S;
  notUnderstood: S;
  clarify: S;
}
