/**
 * Types of the built-in astrology assistant: the languages it answers in, the topics it
 * recognises, the chart facts it answers from and the shape of an answer.
 */
import type { Dignity, Graha, NakshatraName, SignName } from '@nakshatra/astro';

/**
 * The seven interface languages plus Hinglish (Hindi written in Latin letters, as typed on
 * Indian phones: "meri shaadi kab hogi"). Hinglish questions are answered in Hinglish.
 */
export const ANSWER_LANGUAGES = ['en', 'hi', 'mr', 'es', 'ja', 'te', 'ta', 'hinglish'] as const;
export type AnswerLanguage = (typeof ANSWER_LANGUAGES)[number];

/** Life areas answered from a house, its lord and a significator (karaka). */
export const LIFE_TOPICS = [
  'career',
  'love',
  'health',
  'money',
  'education',
  'family',
  'travel',
  'legal',
] as const;
export type LifeTopic = (typeof LIFE_TOPICS)[number];

export type SmallTalkKind = 'hello' | 'thanks' | 'howAreYou' | 'bye';
/** Which of the asker's own signs "my sign" refers to. */
export type SignRef = 'ascendant' | 'moon' | 'sun';

/** One turn of the conversation, oldest first. */
export interface ChatTurn {
  role: 'user' | 'assistant';
  text: string;
}

/** "Talk to an AI in this astrologer's style": who the assistant speaks for. */
export interface Persona {
  name: string;
  skills: string;
  /** Years of experience. */
  exp: number;
}

/** A period of the Vimshottari dasha; instants as ISO strings (UTC) so facts are JSON. */
export interface DashaFact {
  lord: Graha;
  start: string;
  end: string;
}

export interface PlanetFact {
  body: Graha;
  sign: SignName;
  signIndex: number;
  /** Degrees within the sign, [0, 30), one decimal. */
  degree: number;
  /** Whole-sign house from the ascendant, 1-12. */
  house: number;
  nakshatra: NakshatraName;
  nakshatraIndex: number;
  pada: number;
  /** Null for Rahu and Ketu. */
  dignity: Dignity | null;
  retrograde: boolean;
  combust: boolean;
}

export interface HouseFact {
  house: number;
  sign: SignName;
  signIndex: number;
  lord: Graha;
  lordHouse: number;
  lordSign: SignName;
  occupants: Graha[];
}

/** The natal side: what a birth chart says, computed once per question. */
export interface NatalFacts {
  ascendant: {
    sign: SignName;
    signIndex: number;
    degree: number;
    nakshatra: NakshatraName;
    nakshatraIndex: number;
    lord: Graha;
  };
  /** The nine grahas, Sun first (Uranus, Neptune and Pluto play no part in Jyotish answers). */
  planets: PlanetFact[];
  /** Houses 1-12. */
  houses: HouseFact[];
  /** Tropical (Western) Sun sign, what people usually mean by "my sun sign". */
  tropicalSunSign: SignName;
  dasha: {
    mahadasha: DashaFact;
    antardasha: DashaFact;
    pratyantardasha: DashaFact | null;
    /** Antardashas starting after now, for 15 years: timing windows. */
    upcoming: { maha: Graha; antar: Graha; start: string; end: string }[];
    /** The periods running a year from now. */
    nextYear: { maha: Graha; antar: Graha } | null;
  };
  /** Yogas present in the chart (ids and English names as @nakshatra/astro gives them). */
  yogas: { id: string; name: string; strength: 'strong' | 'weak' | null; involves: string[] }[];
  manglik: { present: boolean; severity: 'none' | 'low' | 'high' };
  /** Sade Sati phase now (Saturn over the 12th, 1st or 2nd from the Moon), or null. */
  sadeSati: 'rising' | 'peak' | 'setting' | null;
}

export interface TransitPlanetFact {
  body: Graha;
  sign: SignName;
  signIndex: number;
  degree: number;
  retrograde: boolean;
  /** House counted from the natal ascendant (null without a birth chart). */
  houseFromAscendant: number | null;
  /** House counted from the natal Moon sign (null without a birth chart). */
  houseFromMoon: number | null;
}

export interface TransitFacts {
  at: string;
  planets: TransitPlanetFact[];
  /** Jupiter, Saturn, Rahu and Ketu a year from now (the slow planets that set a year's tone). */
  nextYear: { at: string; planets: TransitPlanetFact[] };
}

/** Everything the assistant answers from. `natal` is null when the profile has no birth data. */
export interface AssistantFacts {
  /** Schema version of this object (the LLM prompt embeds it as JSON). */
  version: 1;
  zodiac: 'sidereal-lahiri-whole-sign';
  /** The instant "now" of the answer, ISO. */
  generatedAt: string;
  natal: NatalFacts | null;
  transits: TransitFacts;
}
