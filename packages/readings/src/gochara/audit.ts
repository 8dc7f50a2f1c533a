/**
 * Reads horoscope text back the way a reader would judge it, for `npm run bench readings` and
 * the tests: splits each section into its sentences by matching them against the phrase bank
 * (every template becomes a pattern, its placeholders wildcards), and takes each sentence's
 * polarity from the bucket its template sits in. A sentence no template explains is reported,
 * never skipped.
 *
 * Measures, over 12 signs and consecutive days:
 * - crossSign: the share of sentences that also appear under another sign on the same day;
 * - withinWeek: the share that appear on another day of the same sign's week;
 * - contradictions: sections with a sentence whose polarity disagrees with the section's verdict
 *   (a favourable sentence in a 'hard' section, an adverse one in a 'good' section).
 */
import { horoscope } from '../horoscope.ts';
import type { Lang } from '../lang.ts';
import { SECTIONS, type Section } from '../pack.ts';
import { keyPolarity, type GocharaBank, type Verdict } from './bank.ts';
import { GOCHARA_BANKS } from './banks/index.ts';

interface Pattern {
  re: RegExp;
  polarity: 1 | 0 | -1;
  /** The template itself, to tell which phrasing a sentence was written from. */
  template: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function toPattern(template: string, polarity: 1 | 0 | -1): Pattern {
  const parts = template.split(/\{\w+\}/).map(escape);
  // A fill never holds a sentence's end, so one pattern cannot run over two sentences.
  return { re: new RegExp(`${parts.join('[^.。।!?]+?')}\\s*`, 'iy'), polarity, template };
}

const tone = (v: Verdict): 1 | 0 | -1 => (v === 'good' ? 1 : v === 'hard' ? -1 : 0);

/** Every template that can appear in a section, with its polarity. */
function patternsFor(bank: GocharaBank, section: Section): Pattern[] {
  const out: Pattern[] = [];
  for (const [key, options] of Object.entries(
    bank.factors[section] as Record<string, readonly string[]>,
  )) {
    for (const t of options) out.push(toPattern(t, keyPolarity(key)));
  }
  for (const [v, options] of Object.entries(bank.moon[section])) {
    for (const t of options) out.push(toPattern(t, tone(v as Verdict)));
  }
  for (const [v, options] of Object.entries(bank.advice[section])) {
    for (const t of options) out.push(toPattern(t, tone(v as Verdict)));
  }
  if (section === 'general') {
    const neutral = [
      ...bank.weekMoon,
      ...bank.monthSunMove,
      ...bank.monthSunStay,
      ...bank.yearOpener,
      ...Object.values(bank.events).flat(),
    ];
    for (const t of neutral) out.push(toPattern(t, 0));
    for (const t of Object.values(bank.remedies).flat()) out.push(toPattern(t, -1));
  }
  // Longest templates first: a short one must not swallow the start of a longer sentence.
  return out.sort((a, b) => b.re.source.length - a.re.source.length);
}

const patternCache = new Map<string, Pattern[]>();

export interface ReadSentence {
  text: string;
  polarity: 1 | 0 | -1;
  template: string;
}

/** Splits a section's text into sentences and reads each one's polarity. */
export function readSection(
  text: string,
  lang: Lang,
  section: Section,
): { sentences: ReadSentence[]; unread: string | null } {
  const key = `${lang}|${section}`;
  let patterns = patternCache.get(key);
  if (!patterns) patternCache.set(key, (patterns = patternsFor(GOCHARA_BANKS[lang], section)));
  const sentences: ReadSentence[] = [];
  let at = 0;
  while (at < text.length) {
    let best: { end: number; p: Pattern } | null = null;
    for (const p of patterns) {
      p.re.lastIndex = at;
      const m = p.re.exec(text);
      if (m && (!best || p.re.lastIndex > best.end)) best = { end: p.re.lastIndex, p };
    }
    if (!best) return { sentences, unread: text.slice(at) };
    sentences.push({
      text: text.slice(at, best.end).trim(),
      polarity: best.p.polarity,
      template: best.p.template,
    });
    at = best.end;
  }
  return { sentences, unread: null };
}

export interface AuditResult {
  lang: Lang;
  days: number;
  sentences: number;
  crossSign: number;
  /** Stricter, for information: sentences whose phrasing (template) another sign uses that day. */
  crossSignTemplate: number;
  withinWeek: number;
  contradictions: number;
  unread: string[];
  /** Sections by verdict, to show the verdicts are not all one kind. */
  verdicts: Record<Verdict, number>;
}

function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Audits 12 signs' day readings over `days` consecutive days from `start`. */
export function auditReadings(lang: Lang, start: string, days = 7): AuditResult {
  // rows[day][sign] = sentences of that reading
  const rows: string[][][] = [];
  const templates: string[][][] = [];
  const result: AuditResult = {
    lang,
    days,
    sentences: 0,
    crossSign: 0,
    crossSignTemplate: 0,
    withinWeek: 0,
    contradictions: 0,
    unread: [],
    verdicts: { good: 0, mixed: 0, hard: 0 },
  };
  for (let d = 0; d < days; d++) {
    const row: string[][] = [];
    const trow: string[][] = [];
    for (let s = 0; s < 12; s++) {
      const r = horoscope(s, addDays(start, d), 'day', lang);
      const all: string[] = [];
      const used: string[] = [];
      for (const section of SECTIONS) {
        const verdict = r.verdicts[section].verdict;
        result.verdicts[verdict]++;
        const { sentences, unread } = readSection(r.sections[section], lang, section);
        if (unread !== null) result.unread.push(`${r.sign} ${r.date} ${section}: ${unread}`);
        const wrong = sentences.some(
          (x) => (verdict === 'good' && x.polarity < 0) || (verdict === 'hard' && x.polarity > 0),
        );
        if (wrong) result.contradictions++;
        all.push(...sentences.map((x) => x.text));
        used.push(...sentences.map((x) => x.template));
      }
      row.push(all);
      trow.push(used);
    }
    rows.push(row);
    templates.push(trow);
  }
  let total = 0;
  let cross = 0;
  let repeat = 0;
  let crossTemplate = 0;
  for (let d = 0; d < days; d++) {
    for (let s = 0; s < 12; s++) {
      const otherTemplates = new Set(templates[d]!.flatMap((x, i) => (i === s ? [] : x)));
      for (const t of templates[d]![s]!) if (otherTemplates.has(t)) crossTemplate++;
      const others = new Set(rows[d]!.flatMap((x, i) => (i === s ? [] : x)));
      const otherDays = new Set(rows.flatMap((row, i) => (i === d ? [] : row[s]!)));
      for (const sentence of rows[d]![s]!) {
        total++;
        if (others.has(sentence)) cross++;
        if (otherDays.has(sentence)) repeat++;
      }
    }
  }
  result.sentences = total;
  result.crossSign = cross / total;
  result.crossSignTemplate = crossTemplate / total;
  result.withinWeek = repeat / total;
  return result;
}
