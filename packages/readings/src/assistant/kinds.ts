/**
 * The question taxonomy: every kind of question the assistant tells apart, each with its own
 * computed answer and its own opening in every language. The classifier (./nlu) is trained on
 * ./nlu/corpus/<lang>.ts, at least 25 utterances per kind per language; the answers are in
 * ./answers. `about` says what the kind covers and how it is answered (for the corpus writers,
 * the model's tool descriptions and the docs).
 */
import type { Graha } from '@nakshatra/astro';

export const QUESTION_KINDS = [
  // --- Yes/no checks on the natal chart and the present transits
  'dosha.manglik',
  'dosha.sadeSati',
  'dosha.kaalSarp',
  'dosha.pitra',
  'dosha.list',
  'yoga.check',
  'yoga.list',
  // --- Periods
  'dasha.current',
  'dasha.planet',
  'dasha.next',
  'sadeSati.when',
  'dhaiya.when',
  // --- Timing of events (dasha + transit windows with dates)
  'timing.marriage',
  'timing.love',
  'timing.job',
  'timing.promotion',
  'timing.foreign',
  'timing.house',
  'timing.vehicle',
  'timing.child',
  'timing.business',
  'timing.wealth',
  'timing.goodTime',
  // --- Life areas read from their houses, lords, karakas and vargas
  'area.career',
  'area.careerField',
  'area.business',
  'area.marriage',
  'area.love',
  'area.children',
  'area.property',
  'area.wealth',
  'area.health',
  'area.education',
  'area.family',
  'area.siblings',
  'area.foreign',
  'area.spirituality',
  'area.legal',
  'area.personality',
  // --- Remedies (free ones first; gemstones only with the caution)
  'remedy.general',
  'remedy.gemstone',
  'remedy.mantra',
  'remedy.rudraksha',
  // --- Lucky things
  'lucky.number',
  'lucky.colour',
  'lucky.day',
  // --- Compatibility
  'match.sign',
  'match.partner',
  // --- Panchang and muhurta
  'panchang.today',
  'panchang.rahuKaal',
  'muhurta.event',
  // --- Transits and horoscopes
  'transit.period',
  'transit.planet',
  'horoscope.today',
  'horoscope.year',
  // --- The natal chart itself
  'chart.ascendant',
  'chart.moonSign',
  'chart.sunSign',
  'chart.nakshatra',
  'chart.planet',
  'chart.house',
  'chart.retrograde',
  'chart.overview',
  // --- Explanations, the product, referral to a human
  'explain.term',
  'product.about',
  'product.quota',
  'referral.astrologer',
  // --- Guarded: answered without the prediction asked for
  'guard.death',
  'guard.gambling',
  // --- Conversation
  'followup.when',
  'followup.why',
  'followup.nextYear',
  'smalltalk.hello',
  'smalltalk.thanks',
  'smalltalk.howAreYou',
  'smalltalk.bye',
  'outOfScope',
] as const;

export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const QUESTION_KIND_SET: ReadonlySet<string> = new Set(QUESTION_KINDS);

export function isQuestionKind(value: string): value is QuestionKind {
  return QUESTION_KIND_SET.has(value);
}

/** Who "my ..." can be about besides the asker: their birth details are needed for a reading. */
export const RELATIONS = [
  'spouse',
  'partner',
  'son',
  'daughter',
  'child',
  'mother',
  'father',
  'brother',
  'sister',
  'friend',
] as const;
export type Relation = (typeof RELATIONS)[number];

/** Events a muhurta question can be for. */
export const MUHURTA_EVENTS = [
  'wedding',
  'housewarming',
  'vehicle',
  'business',
  'property',
  'travel',
  'naming',
] as const;
export type MuhurtaEvent = (typeof MUHURTA_EVENTS)[number];

/** Terms the assistant explains. */
export const TERMS = [
  'nakshatra',
  'retrograde',
  'dasha',
  'ascendant',
  'rashi',
  'house',
  'yoga',
  'dosha',
  'manglik',
  'sadeSati',
  'kaalSarp',
  'panchang',
  'tithi',
  'rahuKaal',
  'ayanamsa',
  'navamsa',
  'transit',
  'combust',
  'kundli',
  'muhurta',
] as const;
export type Term = (typeof TERMS)[number];

/** Skills of the astrologer directory (the referral's filter). */
export const REFERRAL_SKILLS = [
  'vedic',
  'numerology',
  'tarot',
  'face-reading',
  'vastu',
  'life-coach',
  'psychologist',
  'palmistry',
] as const;
export type ReferralSkill = (typeof REFERRAL_SKILLS)[number];

/**
 * What a question names besides its kind, read from its words (./nlu/slots.ts). Dates are
 * resolved against the answer's "now": "next year" becomes a year, "after 30" an age.
 */
export interface Slots {
  planet: Graha | null;
  /** 1-12. */
  house: number | null;
  /** 0 = Aries. */
  signIndex: number | null;
  /** 0 = Ashwini. */
  nakshatraIndex: number | null;
  /** A calendar year ("in 2027", "next year"). */
  year: number | null;
  /** 1-12, with `year` ("March 2027"); null when the question names no month. */
  month: number | null;
  /** An age in years ("after 30"). */
  age: number | null;
  relation: Relation | null;
  /** A yoga id as @nakshatra/astro names it (e.g. 'gaja-kesari'), for yoga.check. */
  yoga: string | null;
  term: Term | null;
  event: MuhurtaEvent | null;
  /** The directory skill a referral asks for ("a tarot reader"). */
  skill: ReferralSkill | null;
  /** A directory language a referral asks for ("who speaks Tamil"), as a UI language code. */
  speaks: 'en' | 'hi' | 'mr' | 'es' | 'ja' | 'te' | 'ta' | null;
}

export const EMPTY_SLOTS: Readonly<Slots> = Object.freeze({
  planet: null,
  house: null,
  signIndex: null,
  nakshatraIndex: null,
  year: null,
  month: null,
  age: null,
  relation: null,
  yoga: null,
  term: null,
  event: null,
  skill: null,
  speaks: null,
});

/** What each kind covers and how it is answered (English, for writers and tool descriptions). */
export const KIND_INFO: Readonly<Record<QuestionKind, string>> = {
  'dosha.manglik':
    'Am I manglik / do I have Mangal dosha? Yes or no from Mars in 1, 2, 4, 7, 8 or 12 from lagna (and Moon, Venus), with cancellations.',
  'dosha.sadeSati':
    'Do I have Sade Sati now? Yes or no from transit Saturn in the 12th, 1st or 2nd from the natal Moon, with the phase and its dates.',
  'dosha.kaalSarp':
    'Do I have Kaal Sarp dosha? Yes or no: all seven planets between Rahu and Ketu.',
  'dosha.pitra':
    'Do I have Pitra dosha? Yes or no from Sun/9th house afflicted by Rahu, Ketu or Saturn.',
  'dosha.list': 'Which doshas are in my chart? Manglik, Kaal Sarp, Pitra, Sade Sati: each yes/no.',
  'yoga.check':
    'Do I have Gaja Kesari / Raj yoga / a named yoga? Yes or no with the planets that form it.',
  'yoga.list': 'Which yogas are in my chart? The list with the planets of each.',
  'dasha.current':
    'Which dasha am I running? Current mahadasha and antardasha, their lords and end dates.',
  'dasha.planet':
    'When does my Saturn / Rahu / Jupiter period start or end? The named planet’s mahadasha (or antardasha) with start and end dates.',
  'dasha.next': 'What is my next mahadasha / antardasha? Its lord and start date.',
  'sadeSati.when':
    'When does Sade Sati start / end? The three phases (rising, peak, setting) with dates.',
  'dhaiya.when':
    'When is my Dhaiya / small panoti (Saturn 4th or 8th from the Moon)? Dates of the next or current one.',
  'timing.marriage':
    'When will I marry? Dasha windows of the 7th lord, Venus and Jupiter with dates, plus Jupiter’s transit.',
  'timing.love': 'When will I find love / a partner? 5th and 7th house windows with dates.',
  'timing.job': 'When will I get a (new) job / change jobs? 10th and 6th house windows with dates.',
  'timing.promotion': 'When will I get a promotion / raise? 10th and 11th house windows.',
  'timing.foreign':
    'When will I go abroad / settle abroad? 12th and 9th house and Rahu windows with dates.',
  'timing.house':
    'When will I buy a house / property? 4th house, its lord, Mars and Venus windows.',
  'timing.vehicle': 'When will I buy a car / vehicle? 4th house and Venus windows.',
  'timing.child':
    'When will I have a child / will I have children? 5th house, Jupiter and D7 windows with dates.',
  'timing.business': 'When should I start my business? 7th and 10th house windows.',
  'timing.wealth':
    'When will I become rich / when will money come? 2nd and 11th house windows with dates.',
  'timing.goodTime':
    'When will my good time / bad phase end? The next favourable period with dates.',
  'area.career': 'How is my career? 10th house, its lord, Sun/Saturn, D10.',
  'area.careerField':
    'Which career / field suits me? Professions from the 10th lord, planets in the 10th and the D10.',
  'area.business': 'Is business good for me / job or business? 7th and 10th houses, Mercury.',
  'area.marriage': 'How will my married life be? 7th house, its lord, Venus/Jupiter, D9.',
  'area.love': 'How is my love life? Will my love marriage happen? 5th and 7th houses, Venus.',
  'area.children': 'What does my chart say about children? 5th house, its lord, Jupiter, D7.',
  'area.property': 'Property, land and home: 4th house, its lord, Mars, D4.',
  'area.wealth': 'Will I be wealthy / how is my money? 2nd and 11th houses, Jupiter, D2.',
  'area.health': 'How is my health? 1st, 6th and 8th houses, Sun; always a doctor pointer.',
  'area.education': 'How are my studies / exams? 4th and 5th houses, Mercury, Jupiter, D24.',
  'area.family': 'Parents and family: 2nd, 4th and 9th houses, Moon and Sun.',
  'area.siblings': 'Brothers and sisters: 3rd and 11th houses, Mars.',
  'area.foreign': 'Is foreign settlement in my chart? 12th, 9th and 4th houses, Rahu.',
  'area.spirituality': 'My spiritual path: 9th and 12th houses, Jupiter, Ketu.',
  'area.legal': 'Will I win my court case? 6th house and its lord; always a lawyer pointer.',
  'area.personality': 'What is my nature / personality? Lagna, its lord, Moon and Sun.',
  'remedy.general':
    'What remedies should I do (for a topic)? Free remedies first (mantra, charity, fasting, habits) for the weak lord; no upselling.',
  'remedy.gemstone':
    'Which gemstone should I wear? The lagna lord’s stone and functional benefics’, with the caution to consult and test first.',
  'remedy.mantra': 'Which mantra should I chant? The mantra of the lagna lord or the dasha lord.',
  'remedy.rudraksha': 'Which rudraksha suits me? By the lagna lord.',
  'lucky.number': 'What is my lucky number? The number of the lagna lord (and Moon sign lord).',
  'lucky.colour': 'What is my lucky colour? The colour of the lagna lord.',
  'lucky.day': 'What is my lucky day? The weekday of the lagna lord.',
  'match.sign':
    'Am I compatible with a Leo / a named sign? Moon-sign compatibility with the named sign.',
  'match.partner':
    'Match my kundli with my partner / are we compatible? Guna milan needs the partner’s birth details: ask for them, link to matching.',
  'panchang.today': 'What is today’s tithi / nakshatra / panchang? Today’s five limbs.',
  'panchang.rahuKaal': 'When is Rahu Kaal today? Today’s Rahu Kaal and other inauspicious windows.',
  'muhurta.event':
    'Good date / muhurta for a wedding, housewarming, car purchase: auspicious days in the coming weeks.',
  'transit.period':
    'How is March 2027 / next month / this week for me? Transits over the natal chart for that date.',
  'transit.planet':
    'Where is Saturn now / effect of the Jupiter transit on me? The planet’s transit house from lagna and Moon.',
  'horoscope.today':
    'How is my day today / today’s horoscope? The Moon’s transit from the natal Moon.',
  'horoscope.year': 'How will 2027 / next year be for me? Dasha and slow transits of that year.',
  'chart.ascendant': 'What is my ascendant / lagna? The rising sign and degree.',
  'chart.moonSign': 'What is my moon sign / rashi? The Moon’s sidereal sign.',
  'chart.sunSign': 'What is my sun sign / zodiac sign? Sidereal and tropical Sun sign.',
  'chart.nakshatra': 'What is my nakshatra / birth star? The Moon’s nakshatra and pada.',
  'chart.planet': 'Where is Mars in my chart? The named planet’s sign, house, dignity.',
  'chart.house': 'What is in my 7th house? The house’s sign, lord, occupants.',
  'chart.retrograde': 'Which planets are retrograde in my chart? The list.',
  'chart.overview': 'Read my chart / tell me about my kundli: the overview.',
  'explain.term': 'What is a nakshatra / what does retrograde mean? A plain explanation.',
  'product.about': 'What can you do / how does this work / is it free? The product.',
  'product.quota': 'How many questions do I have left today? The daily quota.',
  'referral.astrologer':
    'I want to talk to a real astrologer / a tarot reader who speaks Tamil: a directory search with links.',
  'guard.death':
    'When will I die / how long will I live / will my father die? No such prediction, kindly said, and what the chart can speak to instead.',
  'guard.gambling':
    'Which stock / lottery number / cricket bet will win? No picks, and what the chart can say about money instead.',
  'followup.when': 'And when? / by when? (continues the previous question’s topic with timing)',
  'followup.why': 'Why? / how do you know? (the reasons of the previous answer)',
  'followup.nextYear': 'What about next year? (the previous topic, next year)',
  'smalltalk.hello': 'Hi / namaste / good morning',
  'smalltalk.thanks': 'Thank you / thanks a lot',
  'smalltalk.howAreYou': 'How are you?',
  'smalltalk.bye': 'Bye / see you / good night',
  outOfScope: 'Write my essay / what is the weather / cook a recipe: not astrology.',
};
