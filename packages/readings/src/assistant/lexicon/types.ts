/**
 * A language's phrase bank for the assistant: names, and sentence builders that take names
 * already in that language. Builders (functions), not templates, because word order and case
 * endings differ: Hindi puts the verb last, Japanese needs particles, Marathi and Tamil attach
 * endings to the house noun.
 */
import type { Dignity, Graha } from '@nakshatra/astro';
import type { AnswerLanguage, LifeTopic, SmallTalkKind } from '../types.ts';

export type Five = readonly [string, string, string, string, string];
export type Twelve = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

export interface TopicBank {
  /** Which houses and planets decide this area. */
  intro: string;
  /** The verdict by the score of the area's houses. */
  strong: string;
  mixed: string;
  challenging: string;
  advice: string;
  suggestions: Five;
}

export interface Lexicon {
  lang: AnswerLanguage;
  /** BCP 47 locale for month names, Latin digits. */
  locale: string;
  /** Between sentences: a space, or nothing for Japanese. */
  sep: string;
  signs: Twelve;
  planets: Readonly<Record<Graha, string>>;
  /** Ashwini first. */
  nakshatras: readonly string[];
  dignity: Readonly<Record<Dignity, string>>;
  /** What each house governs, as a noun phrase (1st first). */
  houseMeaning: Twelve;
  planetMeaning: Readonly<Record<Graha, string>>;
  list(items: readonly string[]): string;

  ascMoon(asc: string, moon: string, nak: string): string;
  houseLord(
    house: number,
    sign: string,
    lord: string,
    lordHouse: number,
    lordSign: string,
    dignity: string | null,
  ): string;
  occupants(house: number, planets: readonly string[]): string;
  emptyHouse(house: number): string;
  planetPlacement(
    planet: string,
    sign: string,
    house: number,
    nak: string,
    dignity: string | null,
    retro: boolean,
  ): string;
  lordships(planet: string, houses: readonly number[]): string;
  dasha(maha: string, antar: string, antarEnd: string): string;
  dashaActive: string;
  dashaQuiet: string;
  timingNow(lord: string, end: string): string;
  timingNext(lord: string, start: string, end: string): string;
  timingNone: string;
  /** Today's transit; `house` counted from the ascendant, null without a birth chart. */
  transit(planet: string, sign: string, house: number | null): string;
  nextYearIntro: string;
  nextYearDasha(maha: string, antar: string): string;
  nextYearTransit(planet: string, sign: string, house: number | null): string;
  /** Verdicts for a single house or planet. */
  tone: { strong: string; mixed: string; challenging: string };
  topics: Readonly<Record<LifeTopic, TopicBank>>;

  planetIntro(planet: string, meaning: string): string;
  planetDasha(planet: string): string;
  planetSuggestions(planet: string): Five;
  houseIntro(house: number, meaning: string): string;
  houseSuggestions(house: number): Five;
  sign: {
    intro(sign: string): string;
    asc(sign: string): string;
    moon(sign: string): string;
    /** Tropical (Western) Sun sign. */
    sun(sign: string): string;
    inHouse(sign: string, house: number, meaning: string): string;
    suggestions(sign: string): Five;
  };
  nakshatra: {
    intro(nak: string, lord: string): string;
    planets(nak: string, planets: readonly string[]): string;
    none(nak: string): string;
    moon(nak: string, pada: number, lord: string): string;
    asc(nak: string): string;
    suggestions: Five;
  };
  dashaTopic: {
    intro: string;
    next(maha: string, antar: string, start: string): string;
    suggestions: Five;
  };
  horoscope: {
    intro(sign: string): string;
    /** The Moon's sign today and its house from `sign`. */
    moon(moonSign: string, house: number): string;
    favourable: string;
    neutral: string;
    unfavourable: string;
    /** Slow planet's house counted from the horoscope sign. */
    slow(planet: string, sign: string, house: number): string;
    /** Added to other answers on the horoscope page. */
    context(sign: string, moonHouse: number): string;
    suggestions: Five;
  };
  remedies: {
    intro: string;
    dashaLord(planet: string): string;
    weakPlanet(planet: string): string;
    forPlanet: Readonly<Record<Graha, string>>;
    caution: string;
    suggestions: Five;
  };
  general: {
    intro: string;
    yogas(names: string): string;
    noYogas: string;
    manglik(present: boolean): string;
    sadeSati(phase: 'rising' | 'peak' | 'setting'): string;
    suggestions: Five;
  };
  hedges: { medical: string; financial: string; legal: string };
  noProfile: string;
  crisis: string;
  outOfScope: string;
  outOfScopeSuggestions: Five;
  smallTalk: Readonly<Record<SmallTalkKind, string>>;
  smallTalkInvite: string;
  smallTalkSuggestions: Five;
  product(dailyLimit: number | undefined): string;
  productSuggestions: Five;
  persona: {
    /** Opens every answer in an astrologer's style: says it is an AI. */
    answer(name: string, skills: string, exp: number): string;
    greeting(name: string, skills: string, exp: number): string;
  };
  /** The bot's first message (spec: 'Namaste! How can I help you today?'). */
  greeting: string;
  /** Appended when an external model's stream breaks off mid-answer. */
  interrupted: string;
}
