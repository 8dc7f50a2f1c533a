/**
 * What a question is about, recognised from keywords in the eight answer languages. Keyword
 * lists, not a model: deterministic, offline, and each decision can be traced to a word. The
 * words are in ./keywords/<lang>.ts; this file holds the rules.
 *
 * Matching rules: Latin and Devanagari keywords match whole words (a trailing `*` allows
 * endings: Marathi and Hindi attach case endings, "नोकरीत", "लग्नाची"); Telugu and Tamil
 * keywords match at the start of a word (both agglutinate: "మకరంలో", "மகரத்தில்"); Japanese
 * keywords match anywhere (no spaces between words).
 */
import { GRAHAS } from '@nakshatra/astro';
import { allLanguages, KEYWORDS } from './keywords/index.ts';
import {
  LIFE_TOPICS,
  type AnswerLanguage,
  type ChatTurn,
  type Intent,
  type LifeTopic,
  type SignRef,
  type SmallTalkKind,
} from './types.ts';

type Matcher = (text: string) => number;

const LATIN_OR_DEVANAGARI = /^[\p{Script=Latin}\p{Script=Devanagari}\p{N}\s'’.\-+]+\*?$/u;
const JAPANESE = /[\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF]/u;

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function keywordRegex(keyword: string): RegExp {
  const prefix = keyword.endsWith('*');
  const kw = prefix ? keyword.slice(0, -1) : keyword;
  const body = escape(kw).replace(/\s+/g, '\\s+');
  if (JAPANESE.test(kw)) return new RegExp(body, 'u');
  if (LATIN_OR_DEVANAGARI.test(keyword)) {
    return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${body}${prefix ? '' : '(?![\\p{L}\\p{M}])'}`, 'u');
  }
  // Telugu, Tamil: start of a word, any ending.
  return new RegExp(`(?<![\\p{L}\\p{M}])${body}`, 'u');
}

/** Position of the earliest keyword in the text, or -1. */
function matcher(keywords: readonly string[]): Matcher {
  const res = keywords.map(keywordRegex);
  return (text) => {
    let best = -1;
    for (const re of res) {
      const m = re.exec(text);
      if (m && (best === -1 || m.index < best)) best = m.index;
    }
    return best;
  };
}

// --- Safety ---------------------------------------------------------------------------------

/**
 * Self-harm and suicidal intent, in every answer language. Broad on purpose: a false alarm
 * costs a kind message with helplines, a miss costs far more.
 */
const CRISIS = matcher(allLanguages((w) => w.crisis));

/** Requests for work the assistant does not do, even when an astrology word is present. */
const OUT_OF_SCOPE_TASK = matcher(allLanguages((w) => w.outOfScopeTask));

/** Off-topic subjects: redirected only when no astrology topic is present. */
const OUT_OF_SCOPE_SUBJECT = matcher(allLanguages((w) => w.outOfScopeSubject));

// --- Topics (the words: ./keywords/<lang>.ts) ----------------------------------------------

const LIFE_MATCHERS = LIFE_TOPICS.map(
  (t) => [t, matcher(allLanguages((w) => w.life?.[t]))] as const,
);

const REMEDIES = matcher(allLanguages((w) => w.remedies));
const DASHA = matcher(allLanguages((w) => w.dasha));
const HOROSCOPE = matcher(allLanguages((w) => w.horoscope));
const GENERAL = matcher(allLanguages((w) => w.general));
const NAKSHATRA_WORD = matcher(allLanguages((w) => w.nakshatraWord));
const TIMING = matcher(allLanguages((w) => w.timing));
const NEXT_YEAR = matcher(allLanguages((w) => w.nextYear));
const PRODUCT = matcher(allLanguages((w) => w.product));
/** In this order: the first kind found earliest in the question wins. */
const SMALL_TALK_KINDS: readonly SmallTalkKind[] = ['howAreYou', 'thanks', 'bye', 'hello'];
const SMALL_TALK: readonly [SmallTalkKind, Matcher][] = SMALL_TALK_KINDS.map(
  (k) => [k, matcher(allLanguages((w) => w.smallTalk?.[k]))] as const,
);

// --- Named things ----------------------------------------------------------------------------

const PLANET_MATCHERS = GRAHAS.map(
  (g) => [g, matcher(allLanguages((w) => w.planets?.[g]))] as const,
);
/** 月 alone is "month" in 今月, 来月, 6月, 月曜: the Moon only when no such neighbour. */
const JA_MOON = /(?<![今来先毎ヶヵか0-9一二三四五六七八九十数何正年])月(?![曜末初収給日間])/u;

const SIGN_MATCHERS = Array.from(
  { length: 12 },
  (_, i) => [i, matcher(allLanguages((w) => w.signs?.[i]))] as const,
);

const NAKSHATRA_MATCHERS = Array.from(
  { length: 27 },
  (_, i) => [i, matcher(allLanguages((w) => w.nakshatras?.[i]))] as const,
);

const SIGN_REF_ORDER: readonly SignRef[] = ['sun', 'ascendant', 'moon'];
const SIGN_REFS: readonly [SignRef, Matcher][] = SIGN_REF_ORDER.map(
  (r) => [r, matcher(allLanguages((w) => w.signRefs?.[r]))] as const,
);
/** Hindi reads लग्न as the ascendant; Marathi as marriage (its ascendant is "लग्न रास"). */
const HI_LAGNA = matcher(['लग्न']);
const MR_LAGNA = matcher(['लग्न*']);

const EN_ORDINALS = KEYWORDS.en.houseOrdinals!;
const ES_ORDINALS = KEYWORDS.es.houseOrdinals!;
/** Hindi's and Marathi's forms of each ordinal together. */
const DEVANAGARI_ORDINALS: readonly (readonly string[])[] = KEYWORDS.hi.houseOrdinalForms!.map(
  (forms, i) => [...forms, ...KEYWORDS.mr.houseOrdinalForms![i]!],
);

const HOUSE_PATTERNS: readonly RegExp[] = [
  /(?<![\p{L}\d])(\d{1,2})\s*(?:st|nd|rd|th|va|vaan|van|wa|wan|ve|vey)?\s*(?:house|bhav|bhaav|bhava|ghar)(?![\p{L}])/u,
  /(?<![\p{L}])(?:house|casa|bhav|bhaav)\s*(?:no\.?|number|n[úu]mero)?\s*(\d{1,2})(?!\d)/u,
  /(?<!\d)(\d{1,2})\s*(?:ª|a|º|o)?\s*casa(?![\p{L}])/u,
  /(?<!\d)(\d{1,2})\s*(?:वें|वाँ|वां|वे|वा|व्या|वी)?\s*(?:भाव|घर|स्थान)/u,
  /第?\s*(\d{1,2})\s*(?:ハウス|室|宮)/u,
  /(?<!\d)(\d{1,2})\s*(?:వ|వది|వ\s)?\s*(?:భావ|ఇంటి|ఇల్లు|స్థాన|ఇంట)/u,
  /(?<!\d)(\d{1,2})\s*(?:-?ஆம்|ம்|வது|ஆவது)?\s*(?:வீடு|வீட்டி|வீட்டு|பாவ|இடம்|இடத்)/u,
];

function findHouse(text: string): { house: number; index: number } | null {
  let best: { house: number; index: number } | null = null;
  const consider = (house: number, index: number) => {
    if (house >= 1 && house <= 12 && (best === null || index < best.index)) best = { house, index };
  };
  for (const re of HOUSE_PATTERNS) {
    const m = re.exec(text);
    if (m) consider(Number(m[1]), m.index);
  }
  EN_ORDINALS.forEach((w, i) => {
    const m = new RegExp(`(?<![\\p{L}])${w}\\s+(?:house|bhav)`, 'u').exec(text);
    if (m) consider(i + 1, m.index);
  });
  ES_ORDINALS.forEach((w, i) => {
    const plain = w.normalize('NFD').replace(/\p{M}/gu, '');
    const m = new RegExp(
      `(?<![\\p{L}])(?:${w}|${plain})\\s+casa|casa\\s+(?:${w}|${plain})`,
      'u',
    ).exec(text);
    if (m) consider(i + 1, m.index);
  });
  DEVANAGARI_ORDINALS.forEach((forms, i) => {
    for (const f of forms) {
      const m = new RegExp(`(?<![\\p{L}\\p{M}])${f}\\s*(?:भाव|घर|स्थान)`, 'u').exec(text);
      if (m) consider(i + 1, m.index);
    }
  });
  return best;
}

/** Lower case, compatibility forms folded (full-width digits and letters become ASCII). */
export function normalizeQuestion(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[’‘]/g, "'").trim();
}

function firstOf<T>(entries: readonly (readonly [T, Matcher])[], text: string): [T, number] | null {
  let best: [T, number] | null = null;
  for (const [value, m] of entries) {
    const i = m(text);
    if (i >= 0 && (best === null || i < best[1])) best = [value, i];
  }
  return best;
}

function emptyIntent(topic: Intent['topic']): Intent {
  return {
    topic,
    subject: null,
    timing: false,
    nextYear: false,
    planet: null,
    house: null,
    signIndex: null,
    signRef: null,
    nakshatraIndex: null,
    smallTalk: null,
    followUp: false,
  };
}

/** The intent of one question on its own (no conversation history). */
export function recognise(question: string, lang: AnswerLanguage): Intent {
  const text = normalizeQuestion(question);
  if (CRISIS(text) >= 0) return emptyIntent('crisis');
  if (OUT_OF_SCOPE_TASK(text) >= 0) return emptyIntent('outOfScope');

  const intent = emptyIntent('general');
  intent.timing = TIMING(text) >= 0;
  intent.nextYear = NEXT_YEAR(text) >= 0;
  const planet = firstOf(PLANET_MATCHERS, text);
  intent.planet = planet ? planet[0] : lang === 'ja' && JA_MOON.test(text) ? 'Moon' : null;
  intent.house = findHouse(text)?.house ?? null;
  const sign = firstOf(SIGN_MATCHERS, text);
  intent.signIndex = sign ? sign[0] : null;
  const nak = firstOf(NAKSHATRA_MATCHERS, text);
  intent.nakshatraIndex = nak ? nak[0] : null;
  const ref = firstOf(SIGN_REFS, text);
  intent.signRef = ref ? ref[0] : lang === 'hi' && HI_LAGNA(text) >= 0 ? 'ascendant' : null;

  if (PRODUCT(text) >= 0) return { ...intent, topic: 'product' };

  const life = firstOf(LIFE_MATCHERS, text);
  let subject: LifeTopic | null = life ? life[0] : null;
  if (!subject && lang === 'mr' && MR_LAGNA(text) >= 0 && intent.signRef !== 'ascendant') {
    subject = 'love';
  }
  intent.subject = subject;

  if (REMEDIES(text) >= 0) return { ...intent, topic: 'remedies' };
  if (subject) return { ...intent, topic: subject };
  if (DASHA(text) >= 0) return { ...intent, topic: 'dasha' };
  if (intent.house !== null) return { ...intent, topic: 'house' };
  if (intent.nakshatraIndex !== null || NAKSHATRA_WORD(text) >= 0) {
    return { ...intent, topic: 'nakshatra' };
  }
  if (intent.planet !== null && intent.signRef === null) return { ...intent, topic: 'planet' };
  if (HOROSCOPE(text) >= 0) return { ...intent, topic: 'horoscope' };
  if (intent.signRef !== null) return { ...intent, topic: 'sign' };
  if (intent.signIndex !== null) return { ...intent, topic: 'sign' };
  if (GENERAL(text) >= 0 || intent.timing || intent.nextYear) return intent;
  if (OUT_OF_SCOPE_SUBJECT(text) >= 0) return emptyIntent('outOfScope');
  const small = firstOf(SMALL_TALK, text);
  if (small) return { ...intent, topic: 'smalltalk', smallTalk: small[0] };
  return { ...intent, topic: 'general', followUp: false };
}

/** Topics a follow-up question can continue. */
const CONTINUABLE = new Set<Intent['topic']>([
  ...LIFE_TOPICS,
  'remedies',
  'dasha',
  'horoscope',
  'planet',
  'house',
  'sign',
  'nakshatra',
]);

/** Whether the question named anything of its own (a topic, a planet, a time). */
function isBare(text: string): boolean {
  return GENERAL(normalizeQuestion(text)) < 0;
}

/**
 * The intent of a question in its conversation: a question without a subject of its own
 * ("and what about next year?", "aur agle saal?") continues the previous question's topic.
 */
export function detectIntent(
  question: string,
  lang: AnswerLanguage,
  history: readonly ChatTurn[] = [],
): Intent {
  const intent = inConversation(question, lang, history);
  // "Today's horoscope" cannot be about next year: that is a question about the year ahead.
  return intent.topic === 'horoscope' && intent.nextYear ? { ...intent, topic: 'general' } : intent;
}

function inConversation(
  question: string,
  lang: AnswerLanguage,
  history: readonly ChatTurn[],
): Intent {
  const own = recognise(question, lang);
  if (own.topic !== 'general' || !isBare(question)) return own;
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i]!;
    if (turn.role !== 'user') continue;
    const prev = recognise(turn.text, lang);
    // An earlier bare follow-up ("and after that?") continues what came before it.
    if (prev.topic === 'general' && isBare(turn.text)) continue;
    if (!CONTINUABLE.has(prev.topic)) return own;
    return {
      ...prev,
      timing: own.timing || prev.timing,
      nextYear: own.nextYear,
      followUp: true,
    };
  }
  return own;
}
