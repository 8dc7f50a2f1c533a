/**
 * The slots of a question: what it names besides its kind (a planet, a house, a sign, a date, a
 * relation, a yoga, a term, a muhurta event, a directory skill or language). A classifier
 * decides the kind; this reads the words. Deterministic and cheap: every table is compiled once
 * per language into one regex, and a slot is set only when its words are in the question.
 *
 * Planet, sign, nakshatra and house-ordinal names are the keyword tables of the topic
 * recogniser (../keywords/<lang>.ts); the rest are in ./slot-words/<lang>.ts. A language also
 * reads the words of the languages typed beside it (Hindi questions name "Saturn" and "7th
 * house", Indian English ones "Shani").
 */
import { GRAHAS, type Graha } from '@nakshatra/astro';
import { KEYWORDS, type LanguageWords } from '../keywords/index.ts';
import {
  EMPTY_SLOTS,
  type MuhurtaEvent,
  type ReferralSkill,
  type Relation,
  type Slots,
  type Term,
} from '../kinds.ts';
import type { AnswerLanguage } from '../types.ts';
import {
  SLOT_WORDS,
  type Masked,
  type SlotWords,
  type SpokenLanguage,
} from './slot-words/index.ts';

type Words = readonly string[];
type Entries<T> = (readonly [T, Words])[];

// --- Matching ---------------------------------------------------------------------------------
// Boundaries follow ../intent.ts: Latin and Devanagari words are whole words (`*` allows
// endings); Telugu and Tamil words are word starts, since both attach case endings to the noun
// (`$` asks for the whole word); Japanese has no spaces, so its words match anywhere.

const JAPANESE = /[\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF]/u;
const PREFIX_SCRIPT = /[\p{Script=Telugu}\p{Script=Tamil}]/u;
/**
 * Letters and vowel signs of the scripts the answer languages are typed in (after normalize():
 * lower case, no Indian digits). A short class on purpose: with \\p{L} in every alternative the
 * tables' regexes are slow to compile and, until V8 tiers them up, to run.
 */
const LETTER = 'a-z\\u00c0-\\u024f\\u0900-\\u0963\\u0971-\\u097f\\u0b80-\\u0bff\\u0c00-\\u0c7f';
const WORD_CHAR = `[${LETTER}]`;
const BEFORE = `(?<![${LETTER}0-9])`;
const AFTER = `(?!${WORD_CHAR})`;
/** Between the parts of a name: "gaja kesari", "gaja-kesari", "gajakesari", "ガジャ・ケサリ". */
const JOINER = /[\s\-・]+/gu;
const JOINER_SOURCE = '[\\s\\-・]*';
/** A house number or an age: one or two digits, not part of a longer number. */
const NUMBER_SOURCE = '(?<!\\d)(\\d{1,2})(?!\\d)';
/** Devanagari, Tamil and Telugu digits: each block's zero is 0x0966 + a multiple of 16. */
const INDIC_DIGITS = /[\u0966-\u096F\u0BE6-\u0BEF\u0C66-\u0C6F]/gu;
/** Zero-width (non-)joiners: Telugu and Tamil keyboards put them in some words, others not. */
const ZERO_WIDTH = /[\u200B-\u200D\uFEFF]/gu;

/** Lower case, compatibility forms folded, Indian digits as ASCII, zero-width joiners out. */
function normalize(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(ZERO_WIDTH, '')
    .replace(INDIC_DIGITS, (d) => String((d.codePointAt(0)! - 0x0966) % 16));
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The lookup key of a name as written in a table or as found in a question. */
function nameKey(s: string): string {
  return s.replace(/[*$]$/, '').replace(JOINER, '');
}

/** Whether a word matches without a boundary before it (Japanese has no spaces). */
function unbounded(word: string): boolean {
  return JAPANESE.test(word);
}

/** Regex source of one word with its end boundary (the start one is shared, see alternation). */
function wordSource(word: string): string {
  const endings = word.endsWith('*');
  const whole = word.endsWith('$');
  const w = endings || whole ? word.slice(0, -1) : word;
  const body = w.trim().split(JOINER).map(escape).join(JOINER_SOURCE);
  if (unbounded(w)) return body;
  if (PREFIX_SCRIPT.test(w)) return body + (whole ? AFTER : '');
  return body + (endings ? '' : AFTER);
}

/**
 * One alternation of words (normalized), longest first: the bounded ones share one start
 * boundary, which keeps the regex small.
 */
function alternation(words: Words): string {
  const sorted = [...new Set(words)].sort((a, b) => nameKey(b).length - nameKey(a).length);
  const bounded = sorted.filter((w) => !unbounded(w)).map(wordSource);
  const free = sorted.filter(unbounded).map(wordSource);
  const parts = [...(bounded.length > 0 ? [`${BEFORE}(?:${bounded.join('|')})`] : []), ...free];
  return parts.length === 0 ? '(?!)' : `(?:${parts.join('|')})`;
}

/** `alternation` of words as written in the tables. */
function wordsSource(words: Words): string {
  return alternation(words.map(normalize));
}

/** One alternation of words, longest first, without boundaries (house nouns, particles). */
function plainAlternation(words: Words): string {
  const sorted = [...new Set(words.map(normalize))].sort((a, b) => b.length - a.length);
  return sorted.length === 0 ? '(?!)' : `(?:${sorted.map(escape).join('|')})`;
}

/** Regex with `#` for a one- or two-digit number (group 1) and, given `fill`, `%` for it. */
function numberPattern(source: string, fill?: string): RegExp {
  const filled = fill === undefined ? source : source.replace('%', fill);
  return new RegExp(filled.replace('#', NUMBER_SOURCE), 'u');
}

interface Hit<T> {
  value: T;
  /** Where the name starts, and where the match (the name and what `post` adds) ends. */
  index: number;
  end: number;
}

/**
 * Names mapped to values, found in a text with one regex: one alternation, longest names first,
 * so the engine finds the earliest name in one pass and, at one position, the longest ("neecha
 * bhanga raj yoga" before "raj yoga"). `post` is a regex source that may follow a name and
 * belongs to it (the word "yoga" after a yoga's name) or, as a lookahead, rules it out.
 */
class NameTable<T> {
  private readonly re: RegExp;
  private readonly values = new Map<string, T>();

  constructor(entries: Entries<T>, notNames: ReadonlySet<string>, post = '') {
    const words: string[] = [];
    for (const [value, list] of entries) {
      for (const raw of list) {
        const w = normalize(raw);
        const k = nameKey(w);
        if (k === '' || notNames.has(k)) continue;
        // The first language's value wins; every spelling ("गजकेसरी", "गज केसरी") is searched.
        if (!this.values.has(k)) this.values.set(k, value);
        words.push(w);
      }
    }
    this.re = new RegExp(`(${alternation(words)})${post}`, 'gu');
  }

  /** Every name in the text, in order. */
  all(text: string): Hit<T>[] {
    const hits: Hit<T>[] = [];
    this.re.lastIndex = 0;
    for (let m = this.re.exec(text); m; m = this.re.exec(text)) {
      const hit = this.toHit(m);
      if (hit) hits.push(hit);
    }
    return hits;
  }

  /** The earliest name in the text. */
  first(text: string): Hit<T> | null {
    this.re.lastIndex = 0;
    const m = this.re.exec(text);
    return m ? this.toHit(m) : null;
  }

  private toHit(m: RegExpExecArray): Hit<T> | null {
    const name = m[1] ?? '';
    const value = this.values.get(nameKey(name));
    if (value === undefined) return null;
    return { value, index: m.index, end: m.index + m[0].length };
  }
}

/**
 * Contexts a name must stand in to count: regex sources with `%` for the name ("what is %",
 * "% क्या होता है"). Checked around the names found, not searched for: a question has few
 * names, and a context alternation over every name would cost a pass per context.
 */
class Contexts {
  private readonly parts: (readonly [RegExp, RegExp])[];

  constructor(patterns: Words) {
    this.parts = patterns.map((p) => {
      const [pre = '', post = ''] = p.split('%');
      return [new RegExp(`${pre}$`, 'u'), new RegExp(`^${post}`, 'u')] as const;
    });
  }

  /** The first of the hits that stands in one of the contexts. */
  first<T>(hits: readonly Hit<T>[], text: string): Hit<T> | null {
    for (const h of hits) {
      const before = text.slice(0, h.index);
      const after = text.slice(h.end);
      if (this.parts.some(([pre, post]) => pre.test(before) && post.test(after))) return h;
    }
    return null;
  }
}

/** The earliest match among several regexes, as its first group's number. */
function firstNumber(res: readonly RegExp[], text: string, ok: (n: number) => boolean) {
  let best: { value: number; index: number } | null = null;
  for (const re of res) {
    const m = re.exec(text);
    const n = m ? Number(m[1]) : NaN;
    if (m && ok(n) && (best === null || m.index < best.index)) best = { value: n, index: m.index };
  }
  return best;
}

/** The text with the hits' spans blanked out (same length, so indexes stay valid). */
function blank(text: string, hits: readonly Hit<unknown>[]): string {
  let out = text;
  for (const h of hits)
    out = out.slice(0, h.index) + ' '.repeat(h.end - h.index) + out.slice(h.end);
  return out;
}

// --- One language's compiled tables ------------------------------------------------------------

/** A yoga's name is often followed by the word yoga: it belongs to the name, not to the terms. */
const YOGA_WORD = '(?:[\\s\\-・]*(?:yogas?|yog|योगा|योग|ヨーガ|ヨガ|యోగం|యోగ|யோகம்|யோக))?';

/**
 * A term's name is often followed by the word dosha or yoga ("Kaal Sarp dosha", "कालसर्प
 * दोष"): it belongs to the name, so "kaal sarp dosh kya hota hai" asks about Kaal Sarp.
 */
const TERM_WORD =
  '(?:[\\s\\-・]*(?:doshas?|dosh|दोष|ドーシャ|దోషం|దోష|தோஷம்|தோஷ|yogas?|yog|योग|ヨーガ|యోగం|యోగ|யோகம்|யோக)(?![a-z]))?';

/** A year of the question: 1900-2099, not a price ("₹2000", "2000 rupees") or a longer number. */
const YEAR =
  /(?<![\d₹$€¥£]|rs\.?\s?|inr\s?)((?:19|20)\d\d)(?!\d|\s*(?:rs\b|rupees?|rupaye|रुपय|रुपए|円|yen|dollars?|euros?|km|kg|%))/u;

/**
 * 月 alone is the Moon, but also "month" in 今月, 来月, 3月 and 月曜 (Monday), 月末, 満月 (full
 * moon): the Moon only without such a neighbour.
 */
const JA_MOON =
  /(?<![今来先毎翌再前ヶヵかカ0-9一二三四五六七八九十数何正年満新半])月(?![曜末初収給日間々])/u;

interface Reader {
  notNames: ReadonlySet<string>;
  planets: NameTable<Graha>;
  signs: NameTable<number>;
  nakshatras: NameTable<number>;
  masks: Readonly<Record<Masked, NameTable<true>>>;
  yogas: NameTable<string>;
  terms: NameTable<Term>;
  explains: Contexts;
  mine: RegExp;
  mineAfter: RegExp;
  houseNumbers: RegExp[];
  houseOrdinals: NameTable<number>;
  houseOrdinalContexts: Contexts;
  months: NameTable<number>;
  ambiguousMonths: NameTable<number>;
  monthContexts: Contexts;
  thisYear: NameTable<true>;
  nextYear: NameTable<true>;
  thisMonth: NameTable<true>;
  nextMonth: NameTable<true>;
  ageExplicit: RegExp[];
  ageLoose: RegExp[];
  relations: NameTable<Relation>;
  ownedRelations: NameTable<Relation>;
  owner: RegExp;
  ownedAfter: RegExp;
  notAboutAfter: RegExp;
  notAboutBetween: RegExp;
  ownerRequired: boolean;
  rites: NameTable<MuhurtaEvent>;
  events: NameTable<MuhurtaEvent>;
  muhurta: NameTable<true>;
  skillPeople: NameTable<ReferralSkill>;
  skillFields: NameTable<ReferralSkill>;
  referral: NameTable<true>;
  languages: NameTable<SpokenLanguage>;
  speaking: Contexts | null;
  japaneseMoon: boolean;
}

/** Builds a language's readers from its own words and those of the languages typed beside it. */
class Compiler {
  readonly own: SlotWords;
  readonly langs: readonly AnswerLanguage[];
  readonly notNames: ReadonlySet<string>;

  constructor(readonly lang: AnswerLanguage) {
    this.own = SLOT_WORDS[lang];
    this.langs = [lang, ...this.own.alsoWordsOf];
    this.notNames = new Set((this.own.notNames ?? []).map((w) => nameKey(normalize(w))));
  }

  /** Entries from every language's keyword and slot-word tables, this language's first. */
  entries<T>(pick: (kw: LanguageWords, sw: SlotWords) => Entries<T>): Entries<T> {
    return this.langs.flatMap((l) => pick(KEYWORDS[l], SLOT_WORDS[l]));
  }

  /** A list of words of every language. */
  words(pick: (sw: SlotWords) => Words | undefined): string[] {
    return this.langs.flatMap((l) => pick(SLOT_WORDS[l]) ?? []);
  }

  table<T>(pick: (kw: LanguageWords, sw: SlotWords) => Entries<T>, post = ''): NameTable<T> {
    return new NameTable(this.entries(pick), this.notNames, post);
  }

  flag(pick: (sw: SlotWords) => Words | undefined): NameTable<true> {
    return new NameTable([[true, this.words(pick)]], this.notNames);
  }
}

function record<K extends string>(rec: Readonly<Partial<Record<K, Words>>> | undefined) {
  return Object.entries(rec ?? {}) as [K, Words][];
}

function indexed(lists: readonly (Words | undefined)[]): Entries<number> {
  return lists.map((w, i) => [i, w ?? []] as const);
}

function nameTables(c: Compiler) {
  const weekday = c.own.weekdayAfter;
  return {
    planets: c.table<Graha>(
      (kw, sw) =>
        GRAHAS.map((g) => [g, [...(kw.planets?.[g] ?? []), ...(sw.planets?.[g] ?? [])]] as const),
      weekday ? `(?!${weekday})` : '',
    ),
    signs: c.table<number>((kw, sw) =>
      indexed(
        Array.from({ length: 12 }, (_, i) => [...(kw.signs?.[i] ?? []), ...(sw.signs?.[i] ?? [])]),
      ),
    ),
    nakshatras: c.table<number>((kw, sw) =>
      indexed(
        Array.from({ length: 27 }, (_, i) => [
          ...(kw.nakshatras?.[i] ?? []),
          ...(sw.nakshatras?.[i] ?? []),
        ]),
      ),
    ),
    masks: Object.fromEntries(
      (['planet', 'sign', 'nakshatra', 'relation', 'speaks'] as const).map((m) => [
        m,
        c.flag((sw) => sw.masks?.[m]),
      ]),
    ) as Record<Masked, NameTable<true>>,
    yogas: c.table<string>((_, sw) => record(sw.yogas), YOGA_WORD),
    terms: c.table<Term>((_, sw) => record(sw.terms), TERM_WORD),
    explains: new Contexts(c.words((sw) => sw.explain)),
    mine: new RegExp(`${wordsSource(c.words((sw) => sw.mine))}[^.?!।。？]{0,24}$`, 'u'),
    // After the term only possessives count ("rashi kya hai meri"): "vakri ka matlab" is a
    // definition.
    mineAfter: new RegExp(`^[^.?!।。？,]{0,20}?${wordsSource(c.words((sw) => sw.owners))}`, 'u'),
    japaneseMoon: c.lang === 'ja',
  };
}

function houseTables(c: Compiler) {
  const nouns = plainAlternation(c.words((sw) => sw.houseNouns));
  const ordinals = c.entries<number>((kw, sw) =>
    indexed(
      Array.from({ length: 12 }, (_, i) => [
        ...(kw.houseOrdinals?.[i] ? [kw.houseOrdinals[i]!] : []),
        ...(kw.houseOrdinalForms?.[i] ?? []),
        ...(sw.houseOrdinals?.[i] ?? []),
      ]),
    ),
  );
  return {
    houseNumbers: c.words((sw) => sw.houseNumbered).map((p) => numberPattern(p, nouns)),
    // "seventh house", "सातवें भाव", "ఏడవ ఇంట", "casa séptima": an ordinal names a house only
    // beside a house noun ("the second time" is not the 2nd house).
    houseOrdinals: new NameTable(ordinals, c.notNames),
    houseOrdinalContexts: new Contexts([
      `%${WORD_CHAR}{0,3}?[\\s\\-]*${nouns}`,
      `(?<!${WORD_CHAR})${nouns}\\s+%`,
    ]),
  };
}

function dateTables(c: Compiler) {
  const months = c.entries<number>((_, sw) => indexed(sw.months));
  // Month indexes are 0-based here (0 = January), as in the tables; the ambiguous ones are May.
  const ambiguous = c.langs.flatMap((l) => SLOT_WORDS[l].ambiguousMonths ?? []);
  return {
    months: new NameTable(months, c.notNames),
    ambiguousMonths: new NameTable([[4, ambiguous.flatMap((a) => a.words)]], c.notNames),
    monthContexts: new Contexts(ambiguous.flatMap((a) => a.contexts)),
    thisYear: c.flag((sw) => sw.thisYear),
    nextYear: c.flag((sw) => sw.nextYear),
    thisMonth: c.flag((sw) => sw.thisMonth),
    nextMonth: c.flag((sw) => sw.nextMonth),
    ageExplicit: c.words((sw) => sw.ageExplicit).map((p) => numberPattern(p)),
    ageLoose: c.words((sw) => sw.ageLoose).map((p) => numberPattern(p)),
  };
}

function relationTables(c: Compiler) {
  // After a relation word, the rest of the word (Telugu and Tamil endings) then the veto; in
  // Japanese the next characters are the next words.
  const rest = c.lang === 'ja' ? '' : `${WORD_CHAR}*`;
  return {
    relations: c.table<Relation>((_, sw) => record(sw.relations)),
    ownedRelations: c.table<Relation>((_, sw) => record(sw.ownedRelations)),
    owner: new RegExp(
      `${wordsSource(c.words((sw) => sw.owners))}\\s*(?:[${LETTER}'\\-]+\\s+)?$`,
      'u',
    ),
    ownedAfter: new RegExp(`^\\s*${wordsSource(c.words((sw) => sw.ownedAfter))}`, 'u'),
    notAboutAfter: new RegExp(
      `^${rest}\\s*${plainAlternation(c.words((sw) => sw.notAboutAfter))}`,
      'u',
    ),
    notAboutBetween: new RegExp(`${wordsSource(c.words((sw) => sw.notAboutBetween))}\\s*$`, 'u'),
    ownerRequired: c.own.ownerRequired,
  };
}

function referralTables(c: Compiler) {
  const languages = c.entries<SpokenLanguage>((_, sw) => record(sw.languages));
  return {
    rites: c.table<MuhurtaEvent>((_, sw) => record(sw.rites)),
    events: c.table<MuhurtaEvent>((_, sw) => record(sw.events)),
    muhurta: c.flag((sw) => sw.muhurta),
    skillPeople: c.table<ReferralSkill>((_, sw) => record(sw.skillPeople)),
    skillFields: c.table<ReferralSkill>((_, sw) => record(sw.skillFields)),
    referral: c.flag((sw) => sw.referral),
    // A language name counts as the language someone speaks only in its contexts, where the
    // language has them ("Tamil" alone may be a people or a place); Japanese "タミル語" and
    // Telugu "తమిళం" name the language itself.
    languages: new NameTable(languages, c.notNames),
    speaking: c.own.speaking ? new Contexts(c.words((sw) => sw.speaking)) : null,
  };
}

function compile(lang: AnswerLanguage): Reader {
  const c = new Compiler(lang);
  return {
    notNames: c.notNames,
    ...nameTables(c),
    ...houseTables(c),
    ...dateTables(c),
    ...relationTables(c),
    ...referralTables(c),
  };
}

const readers = new Map<AnswerLanguage, Reader>();

function reader(lang: AnswerLanguage): Reader {
  let r = readers.get(lang);
  if (!r) {
    r = compile(lang);
    readers.set(lang, r);
  }
  return r;
}

// --- Reading -------------------------------------------------------------------------------

/** Names inside yoga and term names are not themselves named: "Rahu Kaal", "Mangal dosha". */
function readNames(
  r: Reader,
  text: string,
): Pick<Slots, 'planet' | 'signIndex' | 'nakshatraIndex' | 'yoga' | 'term'> {
  const yogas = r.yogas.all(text);
  const terms = r.terms.all(text);
  const inNames = [...yogas, ...terms];
  const forPlanets = blank(text, [...inNames, ...r.masks.planet.all(text)]);
  let planet = r.planets.first(forPlanets)?.value ?? null;
  if (planet === null && r.japaneseMoon && JA_MOON.test(forPlanets)) planet = 'Moon';
  const forSigns = blank(text, [...inNames, ...r.masks.sign.all(text)]);
  const forNakshatras = blank(text, [...yogas, ...r.masks.nakshatra.all(text)]);
  return {
    planet,
    signIndex: r.signs.first(forSigns)?.value ?? null,
    nakshatraIndex: r.nakshatras.first(forNakshatras)?.value ?? null,
    yoga: yogas[0]?.value ?? null,
    term: readTerm(r, blank(text, yogas)),
  };
}

/**
 * A term only when the question asks what it means ("what is a nakshatra", "वक्री क्या होता
 * है"), not when it asks for the asker's own ("what is my nakshatra", "मेरी राशि क्या है").
 */
function readTerm(r: Reader, text: string): Term | null {
  const hit = r.explains.first(r.terms.all(text), text);
  if (!hit || r.mine.test(text.slice(0, hit.index)) || r.mineAfter.test(text.slice(hit.end))) {
    return null;
  }
  return hit.value;
}

function readHouse(r: Reader, text: string): number | null {
  const inRange = (n: number) => n >= 1 && n <= 12;
  const numbered = firstNumber(r.houseNumbers, text, inRange);
  const ordinal = r.houseOrdinalContexts.first(r.houseOrdinals.all(text), text);
  if (ordinal && (numbered === null || ordinal.index < numbered.index)) return ordinal.value + 1;
  return numbered?.value ?? null;
}

/**
 * Year and month, relative ones resolved against `now` (its UTC date: the server's "now" is
 * an instant, and a day's difference at New Year is within what "next year" means). A month
 * named alone is the next such month from now, the current month counting as its own: "how is
 * November" asked in November is about this one.
 */
function readDates(r: Reader, text: string, now: Date): Pick<Slots, 'year' | 'month'> {
  const nowYear = now.getUTCFullYear();
  const nowMonth = now.getUTCMonth() + 1;
  const absolute = YEAR.exec(text);
  const next = r.nextYear.first(text);
  const current = r.thisYear.first(text);
  let year: number | null = absolute ? Number(absolute[1]) : null;
  if (year === null && next) year = current && current.index < next.index ? nowYear : nowYear + 1;
  else if (year === null && current) year = nowYear;
  const plain = r.months.first(text);
  const may = r.monthContexts.first(r.ambiguousMonths.all(text), text);
  const named = plain && (!may || plain.index < may.index) ? plain : may;
  if (named) {
    const month = named.value + 1;
    return { month, year: year ?? (month >= nowMonth ? nowYear : nowYear + 1) };
  }
  if (r.nextMonth.first(text)) {
    return nowMonth === 12
      ? { month: 1, year: nowYear + 1 }
      : { month: nowMonth + 1, year: nowYear };
  }
  if (r.thisMonth.first(text)) return { month: nowMonth, year: nowYear };
  return { month: null, year };
}

/** Nothing but punctuation and spaces to the end of the question. */
const VOCATIVE_END = /^[\s\p{P}]*$/u;

/** Ages a loose wording ("after 30", "30 ke baad") can mean: a grown person's. */
const LOOSE_AGE = (n: number) => n >= 16 && n <= 99;

function readAge(r: Reader, text: string): number | null {
  const explicit = firstNumber(r.ageExplicit, text, (n) => n >= 1);
  return (explicit ?? firstNumber(r.ageLoose, text, LOOSE_AGE))?.value ?? null;
}

/**
 * The person the question is about, when it is not the asker: "when will my son marry", "बेटे
 * की शादी", not "I want a wife" or "बेटा होगा क्या" (will I have a son).
 */
function readRelation(r: Reader, text: string): Relation | null {
  const forRelations = blank(text, r.masks.relation.all(text));
  const hits = [
    ...r.relations.all(forRelations).map((h) => [h, false] as const),
    ...r.ownedRelations.all(forRelations).map((h) => [h, true] as const),
  ].sort(([a], [b]) => a.index - b.index);
  for (const [hit, ownedOnly] of hits) {
    const before = forRelations.slice(0, hit.index);
    const after = forRelations.slice(hit.end);
    if (r.notAboutBetween.test(before) || r.notAboutAfter.test(after)) continue;
    if (r.owner.test(before)) return hit.value;
    // Last, without an owner: the asker addresses someone ("வணக்கம் அம்மா", "धन्यवाद भाऊ").
    if (VOCATIVE_END.test(after)) continue;
    if (!ownedOnly && (!r.ownerRequired || r.ownedAfter.test(after))) return hit.value;
  }
  return null;
}

/** A muhurta event: a rite by its name, another event only in a question about a good date. */
function readEvent(r: Reader, text: string): MuhurtaEvent | null {
  const rite = r.rites.first(text);
  if (rite) return rite.value;
  return r.muhurta.first(text) ? (r.events.first(text)?.value ?? null) : null;
}

/** A directory skill: the person ("tarot reader"), or the field beside a referral word. */
function readSkill(r: Reader, text: string): ReferralSkill | null {
  const person = r.skillPeople.first(text);
  if (person) return person.value;
  return r.referral.first(text) ? (r.skillFields.first(text)?.value ?? null) : null;
}

function readSpeaks(r: Reader, text: string): SpokenLanguage | null {
  const forLanguages = blank(text, r.masks.speaks.all(text));
  const names = r.languages.all(forLanguages);
  return (r.speaking ? r.speaking.first(names, forLanguages) : names[0])?.value ?? null;
}

/**
 * What a question names besides its kind, in its answer language. Relative dates ("next year",
 * "अगले महीने", "来年") are resolved against `now`. A slot nothing in the question names is null.
 */
export function readSlots(question: string, lang: AnswerLanguage, now: Date): Slots {
  const text = normalize(question);
  if (text.trim() === '') return { ...EMPTY_SLOTS };
  const r = reader(lang);
  const names = readNames(r, text);
  const house = readHouse(r, text);
  return {
    ...names,
    // "What does the 8th house mean?" asks about that house, not what a house is.
    term: names.term === 'house' && house !== null ? null : names.term,
    house,
    ...readDates(r, text, now),
    age: readAge(r, text),
    relation: readRelation(r, text),
    event: readEvent(r, text),
    skill: readSkill(r, text),
    speaks: readSpeaks(r, text),
  };
}
