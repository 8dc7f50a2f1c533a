/**
 * The words one answer language names a question's slots with (../slots.ts reads them). Planet,
 * sign, nakshatra and house-ordinal names come from ../../keywords/<lang>.ts (the keyword
 * tables the topic recogniser uses); these tables add what slots need besides: dates, ages,
 * relations, yogas, terms, muhurta events, directory skills and languages.
 *
 * Matching (../slots.ts): Latin and Devanagari words match whole words (a trailing `*` allows
 * endings: "मार्चमध्ये"); Telugu and Tamil words match at the start of a word, any ending (a
 * trailing `$` asks for the whole word: Telugu "మే" (May) is also the start of "మేష" (Aries));
 * Japanese words match anywhere. A space in a word matches a space, a hyphen or nothing
 * ("gaja kesari", "gaja-kesari", "gajakesari").
 */
import type { Graha } from '@nakshatra/astro';
import type { MuhurtaEvent, ReferralSkill, Relation, Slots, Term } from '../../kinds.ts';
import type { AnswerLanguage } from '../../types.ts';

type Words = readonly string[];

/** The directory languages a referral can ask for. */
export type SpokenLanguage = NonNullable<Slots['speaks']>;

/** Slots whose names a mask hides: phrases where a name's word means something else. */
export type Masked = 'planet' | 'sign' | 'nakshatra' | 'relation' | 'speaks';

export interface SlotWords {
  /**
   * Languages whose words (keyword tables and these) also count in this one: Hindi speakers type "Saturn" and
   * "7th house", Indian English speakers "Shani" and "Simha".
   */
  alsoWordsOf: readonly AnswerLanguage[];
  /** Keyword-table words that are ordinary words here (Spanish "hasta" is "until"). */
  notNames?: Words;
  /** Names the keyword tables lack, added to them. */
  planets?: Partial<Record<Graha, Words>>;
  signs?: Readonly<Partial<Record<number, Words>>>;
  nakshatras?: Readonly<Partial<Record<number, Words>>>;
  /**
   * After a planet name, a regex source that makes it a weekday instead: Telugu "శనివారం"
   * (Saturday), Tamil "செவ்வாய்க்கிழமை" (Tuesday).
   */
  weekdayAfter?: string;
  /** Phrases in which a planet, sign, nakshatra or language word is not one ("Rahu Kaal"). */
  masks?: Partial<Record<Masked, Words>>;

  /** House ordinals, first to twelfth, every form (12 lists), when the keywords lack them. */
  houseOrdinals?: readonly Words[];
  /** Nouns for a house: "house", "भाव", "ఇంట". */
  houseNouns: Words;
  /**
   * Regex sources for a numbered house ("7th house", "第7ハウス"): `#` is the number (1-2
   * digits), `%` any house noun of `houseNouns`.
   */
  houseNumbered: Words;

  /** Month names, January first (12 lists). */
  months: readonly Words[];
  /**
   * Month names that are also ordinary words (English "may"), with regex sources around them
   * (`%`) that make them a month: "in %", "% \\d{4}".
   */
  ambiguousMonths?: { words: Words; contexts: Words };
  thisYear: Words;
  nextYear: Words;
  thisMonth: Words;
  nextMonth: Words;
  /** Regex sources with `#` (the age) that name an age outright: "# years old", "#歳". */
  ageExplicit: Words;
  /**
   * Regex sources with `#` that name an age only for a grown person's age (16-99): "after #"
   * and "# ke baad" also say "after # days/years", and do so for small numbers.
   */
  ageLoose: Words;

  relations: Readonly<Record<Relation, Words>>;
  /**
   * Relation words that are also a plain "boy" or "girl": they count only after an owner ("मेरा
   * लड़का", "మా అమ్మాయి" (our daughter); not "a Scorpio girl", "the girl I love").
   */
  ownedRelations?: Readonly<Partial<Record<Relation, Words>>>;
  /** Possessives before a relation word ("my", "मेरी"), up to one word between. */
  owners: Words;
  /** Case endings or particles after a relation word that make it the subject ("बेटे की"). */
  ownedAfter: Words;
  /** Whether a relation word needs an owner or a particle to count (it does in English). */
  ownerRequired: boolean;
  /** Words after a relation word that make the asker the subject ("a son is born to me"). */
  notAboutAfter: Words;
  /** Words between owner and relation that make it the asker's wish ("my future wife"). */
  notAboutBetween: Words;

  /** Yoga names by @nakshatra/astro yoga id (packages/astro/src/yogas.ts). */
  yogas: Readonly<Record<string, Words>>;
  /** Terms the assistant explains. */
  terms: Readonly<Partial<Record<Term, Words>>>;
  /**
   * Regex sources around a term (`%`) that ask what it means: "what is %", "% क्या होता है",
   * "%とは". Only then is the term read: "when does my dasha end" names no term to explain.
   */
  explain: Words;
  /**
   * Words before a term that make it a fact of a chart or a day, not a definition: "what is my
   * nakshatra", "bete ka lagna kya hai", "aaj ki tithi kya hai". After it, the owners count
   * ("rashi kya hai meri").
   */
  mine: Words;

  /** Muhurta events named by a word that also names the event itself ("wedding"). */
  events: Readonly<Partial<Record<MuhurtaEvent, Words>>>;
  /** Rites that are their own muhurta ("griha pravesh", "namkaran"). */
  rites: Readonly<Partial<Record<MuhurtaEvent, Words>>>;
  /** Words that make a question about choosing a date: "muhurat", "auspicious", "शुभ". */
  muhurta: Words;

  /** The person a referral asks for ("tarot reader", "numerologist"). */
  skillPeople: Readonly<Partial<Record<ReferralSkill, Words>>>;
  /** The field alone ("tarot"): a skill only with a referral word in the question. */
  skillFields: Readonly<Partial<Record<ReferralSkill, Words>>>;
  /** Words of a referral: "astrologer", "expert", "talk to", "ज्योतिषी". */
  referral: Words;

  /** Language names. */
  languages: Readonly<Partial<Record<SpokenLanguage, Words>>>;
  /**
   * Regex sources around a language name (`%`) that make it the language someone speaks
   * ("speaks %", "% bolne", "% में"); none: every language name counts (Japanese "タミル語").
   */
  speaking?: Words;
}
