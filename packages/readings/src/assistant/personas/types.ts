/**
 * Types of the persona answers: "an AI assistant in the style of <astrologer>" answers in that
 * astrologer's own discipline (numerology, tarot, vastu...) instead of the plain Vedic bot.
 */
import type { QuestionKind, Slots } from '../kinds.ts';
import type { AnswerLanguage, Persona } from '../types.ts';

export const DISCIPLINES = [
  'vedic',
  'numerology',
  'tarot',
  'vastu',
  'palmistry',
  'face-reading',
  'life-coach',
  'psychologist',
] as const;
export type Discipline = (typeof DISCIPLINES)[number];
/** Disciplines with their own answer (Vedic is the built-in engine's). */
export type OwnDiscipline = Exclude<Discipline, 'vedic'>;

export interface PersonaAsk {
  persona: Persona;
  discipline: Discipline;
  kind: QuestionKind;
  slots: Slots;
  lang: AnswerLanguage;
  question: string;
  /** The asker's full name (profile), for numerology. */
  name: string | null;
  /** 'YYYY-MM-DD' local birth date, for numerology. */
  birthDate: string | null;
  now: Date;
  /** A [0, 1) source for the tarot draw (the server passes a crypto-based one, tests a seeded one). */
  random: () => number;
  /** The persona's directory slug, for the "/astroProfile/<slug>" link of a human session. */
  slug?: string | null;
}

export interface PersonaAnswer {
  text: string;
  suggestions: string[];
  /** True: the caller appends its Vedic answer after `text`. */
  vedicFollows: boolean;
}

/** Numbers that carry a meaning: 1-9 and the master numbers kept unreduced. */
export type NumberKey = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 11 | 22 | 33;
export type Digit = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** The life area a reading speaks to, from the question kind. */
export const READING_TOPICS = [
  'career',
  'love',
  'money',
  'health',
  'education',
  'family',
  'travel',
  'legal',
  'spiritual',
  'general',
] as const;
export type ReadingTopic = (typeof READING_TOPICS)[number];

export type Leaning = 'yes' | 'maybe' | 'no';
export type Tone = 'bright' | 'mixed' | 'hard';

export const MAJOR_ARCANA = [
  'fool',
  'magician',
  'high-priestess',
  'empress',
  'emperor',
  'hierophant',
  'lovers',
  'chariot',
  'strength',
  'hermit',
  'wheel',
  'justice',
  'hanged-man',
  'death',
  'temperance',
  'devil',
  'tower',
  'star',
  'moon',
  'sun',
  'judgement',
  'world',
] as const;
export type MajorId = (typeof MAJOR_ARCANA)[number];

/** The four suits of the Minor Arcana (Waite 1910) and their fourteen ranks, Ace first. */
export const SUITS = ['wands', 'cups', 'swords', 'pentacles'] as const;
export type Suit = (typeof SUITS)[number];
export const RANKS = [
  'ace',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'page',
  'knight',
  'queen',
  'king',
] as const;
export type Rank = (typeof RANKS)[number];
export type MinorId = `${Rank}-${Suit}`;
export const MINOR_ARCANA: readonly MinorId[] = SUITS.flatMap((s) =>
  RANKS.map((r): MinorId => `${r}-${s}`),
);
export type CardId = MajorId | MinorId;
/** The full 78-card deck: 22 Major and 56 Minor Arcana. */
export const TAROT_DECK: readonly CardId[] = [...MAJOR_ARCANA, ...MINOR_ARCANA];

/** Fourteen entries, one per rank in RANKS order: [upright, reversed]. */
export type SuitMeanings = readonly (readonly [string, string])[];

export interface MinorTexts {
  name: (rank: Rank, suit: Suit) => string;
  meanings: Readonly<Record<Suit, SuitMeanings>>;
}
export type SpreadPosition = 'past' | 'present' | 'future' | 'answer';

export const VASTU_ROOMS = [
  'entrance',
  'kitchen',
  'bedroom',
  'study',
  'pooja',
  'toilet',
  'living',
  'locker',
  'mirror',
  'colour',
] as const;
export type VastuRoom = (typeof VASTU_ROOMS)[number];

/** Compound directions first: they are matched before the cardinal ones they contain. */
export const DIRECTIONS = [
  'north-east',
  'south-east',
  'south-west',
  'north-west',
  'north',
  'east',
  'south',
  'west',
] as const;
export type Direction = (typeof DIRECTIONS)[number];

export interface NumberText {
  /** The number's nature, one sentence. */
  trait: string;
  career: string;
  love: string;
}

export interface NumerologyTexts {
  needName: string;
  needBirthDate: string;
  /** The profile name is not in Latin letters: numerology needs its Latin spelling. */
  latinName: (name: string) => string;
  /** `line` is the worked sum, e.g. "ANITA: A1+N5+I1+T4+A1 = 12 -> 3". */
  chaldean: (line: string) => string;
  pythagorean: (line: string) => string;
  lifePath: (line: string) => string;
  birthday: (day: number, n: number) => string;
  personalYear: (year: number, line: string) => string;
  numbers: Readonly<Record<NumberKey, NumberText>>;
  /** The theme of a personal year 1-9. */
  years: Readonly<Record<Digit, string>>;
  /** The colour and weekday of each number's planet (1 Sun ... 9 Mars). */
  colours: Readonly<Record<Digit, string>>;
  days: Readonly<Record<Digit, string>>;
  luckyNumber: (n: number, friends: string) => string;
  luckyColour: (n: number, colour: string) => string;
  luckyDay: (n: number, day: string) => string;
  career: (n: number, text: string) => string;
  love: (n: number, text: string) => string;
  timing: (year: number, n: number, text: string) => string;
  profile: (n: number, text: string) => string;
  closing: string;
}

export interface CardText {
  name: string;
  upright: string;
  reversed: string;
}

export interface TarotTexts {
  cards: Readonly<Record<MajorId, CardText>>;
  minor: MinorTexts;
  positions: Readonly<Record<SpreadPosition, string>>;
  upright: string;
  reversed: string;
  spreadIntro: string;
  singleIntro: string;
  leaning: Readonly<Record<Leaning, string>>;
  topics: Readonly<Record<ReadingTopic, string>>;
  synthesis: Readonly<Record<Tone, (topic: string) => string>>;
  healthNote: string;
  legalNote: string;
  closing: string;
}

export interface VastuTexts {
  roomNames: Readonly<Record<VastuRoom, string>>;
  directionNames: Readonly<Record<Direction, string>>;
  /** The classical placement of each room and why. */
  rules: Readonly<Record<VastuRoom, string>>;
  /** Simple non-structural fixes for each room. */
  fixes: Readonly<Record<VastuRoom, string>>;
  placementGood: (room: string, direction: string) => string;
  placementFix: (room: string, direction: string) => string;
  /** A house or entrance facing each direction. */
  facing: Readonly<Record<Direction, string>>;
  general: string;
  closing: string;
  words: {
    rooms: Readonly<Record<VastuRoom, readonly string[]>>;
    directions: Readonly<Record<Direction, readonly string[]>>;
  };
}

export interface PersonaPack {
  /** "Speaking as <name>'s numerology: ..." */
  opening: Readonly<Record<OwnDiscipline, (name: string) => string>>;
  suggestions: Readonly<Record<OwnDiscipline, readonly [string, string, string]>>;
  numerology: NumerologyTexts;
  tarot: TarotTexts;
  vastu: VastuTexts;
  /** Palmistry and face reading need a look; `link` is the site path of a human session. */
  look: {
    palmistry: (link: string) => string;
    'face-reading': (link: string) => string;
    meanwhile: string;
  };
  /** Framing sentences of a life coach and a psychologist (never a diagnosis). */
  care: { 'life-coach': string; psychologist: string; meanwhile: string };
  /**
   * Words that ask for numerology or tarot by name ("my name number", "draw a card"): such a
   * question is answered in the discipline whatever kind the classifier gave it.
   */
  askWords: { numerology: readonly string[]; tarot: readonly string[] };
  /** A yes/no question: a marker matches and no question word does. */
  yesNo: { marker: RegExp; wh: RegExp };
}
