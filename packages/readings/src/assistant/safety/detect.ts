/**
 * The safety check: does a question speak of suicide or self-harm, abuse, or a medical
 * emergency? It runs before any astrology, on every question, whatever the detected language:
 * every language's table is tried (a Hinglish question is often detected as English and the
 * other way round), and the answer is written in the question's language.
 */
import type { AnswerLanguage } from '../types.ts';
import { SAFETY_PACKS } from './packs.ts';
import { clauses, foldHinglish, normalizeText } from './normalize.ts';
import { SAFETY_CATEGORIES, type SafetyCategory, type SafetyTable } from './types.ts';

interface CompiledPattern {
  groups: RegExp[];
  /** The pattern carries its own negation ("jeena nahi chahta"): no negation check. */
  negated: boolean;
}

interface CompiledTable {
  fold: (text: string) => string;
  negationAfter: boolean;
  patterns: Record<SafetyCategory, CompiledPattern[]>;
  negation: RegExp | null;
}

function escape(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** One word of a group as a regular expression source, in the table's normal form. */
function wordSource(word: string, latin: boolean, fold: (t: string) => string): string {
  const prefix = word.endsWith('*');
  const core = escape(fold(normalizeText(prefix ? word.slice(0, -1) : word)));
  if (!latin) return core;
  return `(?<![\\p{L}\\p{N}])${core}${prefix ? '' : '(?![\\p{L}\\p{N}])'}`;
}

function compileGroup(group: string, latin: boolean, fold: (t: string) => string): RegExp {
  const words = group
    .split('|')
    .map((w) => w.trim())
    .filter(Boolean);
  return new RegExp(words.map((w) => wordSource(w, latin, fold)).join('|'), 'gu');
}

function compileTable(table: SafetyTable, hinglish: boolean): CompiledTable {
  const fold = hinglish ? foldHinglish : (t: string) => t;
  const compile = (pattern: string): CompiledPattern => {
    const negated = pattern.startsWith('!');
    const body = negated ? pattern.slice(1) : pattern;
    return {
      negated,
      groups: body.split(' + ').map((g) => compileGroup(g, table.latin, fold)),
    };
  };
  const patterns = Object.fromEntries(
    SAFETY_CATEGORIES.map((c) => [c, table.patterns[c].map(compile)]),
  ) as Record<SafetyCategory, CompiledPattern[]>;
  const negation = table.negations.length
    ? compileGroup(table.negations.join('|'), table.latin, fold)
    : null;
  return { fold, negationAfter: table.negationAfter, patterns, negation };
}

let compiled: CompiledTable[] | null = null;

function tables(): CompiledTable[] {
  compiled ??= (Object.keys(SAFETY_PACKS) as AnswerLanguage[]).map((lang) =>
    compileTable(SAFETY_PACKS[lang].table, lang === 'hinglish'),
  );
  return compiled;
}

/** Where each group first matches in the clause, or null when one is missing. */
function spans(clause: string, groups: RegExp[]): [number, number][] | null {
  const found: [number, number][] = [];
  for (const re of groups) {
    re.lastIndex = 0;
    const m = re.exec(clause);
    if (!m) return null;
    found.push([m.index, m.index + m[0].length]);
  }
  return found;
}

/**
 * Chars before a match in which a negation word turns it around: about three words ("I would
 * never", "I am not going to").
 */
const NEGATION_REACH_CHARS = 14;

function negatedAt(clause: string, found: [number, number][], table: CompiledTable): boolean {
  if (!table.negation) return false;
  const first = Math.min(...found.map((f) => f[0]));
  const last = Math.max(...found.map((f) => f[1]));
  const start = table.negationAfter ? first : Math.max(0, first - NEGATION_REACH_CHARS);
  const end = table.negationAfter ? last + NEGATION_REACH_CHARS : last;
  table.negation.lastIndex = 0;
  return table.negation.test(clause.slice(start, end));
}

function matchesIn(clause: string, table: CompiledTable, category: SafetyCategory): boolean {
  const text = table.fold(clause);
  return table.patterns[category].some((p) => {
    const found = spans(text, p.groups);
    return found !== null && (p.negated || !negatedAt(text, found, table));
  });
}

/**
 * The danger a question speaks of, or null for an ordinary question. Self-harm is checked
 * first: when a question speaks of abuse and of ending one's life, ending one's life decides.
 */
export function detectCrisis(question: string): SafetyCategory | null {
  const parts = clauses(question).map(normalizeText);
  for (const category of SAFETY_CATEGORIES) {
    for (const table of tables()) {
      if (parts.some((clause) => matchesIn(clause, table, category))) return category;
    }
  }
  return null;
}
