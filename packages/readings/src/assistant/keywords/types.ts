/**
 * The words of one answer language that the assistant recognises questions by: the markers
 * language.ts tells the language by, and the keywords intent.ts finds the topic, planet, sign,
 * nakshatra and house by. Matching rules (whole words, `*` for endings, prefixes in Telugu and
 * Tamil, anywhere in Japanese) are intent.ts's; the words are here, one file per language.
 *
 * A word two languages share is listed once: Hindi and Marathi words under Hindi unless the
 * spelling is Marathi's, English and Hinglish words under English unless they are Hindi in
 * Latin letters. Every table is optional: a language has only the words it needs.
 */
import type { Graha } from '@nakshatra/astro';
import type { LifeTopic, SignRef, SmallTalkKind } from '../types.ts';

type Words = readonly string[];

export interface LanguageWords {
  /** Words that mark a question as this language among those of its script (language.ts). */
  markers?: Words;
  /** Self-harm and suicidal intent. */
  crisis?: Words;
  /** Requests for work the assistant does not do. */
  outOfScopeTask?: Words;
  /** Off-topic subjects. */
  outOfScopeSubject?: Words;
  /** Life areas. */
  life?: Partial<Record<LifeTopic, Words>>;
  remedies?: Words;
  dasha?: Words;
  horoscope?: Words;
  /** The chart as a whole (and words that make a question not bare). */
  general?: Words;
  /** The word "nakshatra" itself. */
  nakshatraWord?: Words;
  timing?: Words;
  nextYear?: Words;
  /** Questions about the assistant or the app. */
  product?: Words;
  smallTalk?: Partial<Record<SmallTalkKind, Words>>;
  planets?: Partial<Record<Graha, Words>>;
  /** Sign names, Aries first (12 lists). */
  signs?: readonly Words[];
  /** Nakshatra names, Ashwini first (27 lists). */
  nakshatras?: readonly Words[];
  /** Which sign a question means: the Sun's, the ascendant's or the Moon's. */
  signRefs?: Partial<Record<SignRef, Words>>;
  /** Ordinals that name a house ("seventh house"), first to twelfth (English, Spanish). */
  houseOrdinals?: Words;
  /** The same with every form of each ordinal (Hindi, Marathi: "सातवाँ", "सातवें", "सातव्या"). */
  houseOrdinalForms?: readonly Words[];
}
