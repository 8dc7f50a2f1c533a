/**
 * Numerology's numbers, computed and shown with their working so a reader can check them.
 *
 * Chaldean letter values (Cheiro, "Cheiro's Book of Numbers", 1926: A I J Q Y = 1, B K R = 2,
 * C G L S = 3, D M T = 4, E H N X = 5, U V W = 6, O Z = 7, F P = 8; 9 is given to no letter).
 * The Chaldean total is read as its root, reduced to one digit (Cheiro's "single number").
 * Pythagorean values run A-I = 1-9 and repeat (J = 1, S = 1); the total keeps the master
 * numbers 11, 22 and 33. The life path reduces month, day and year separately, each to a digit
 * or a master number, then their sum (Hans Decoz, "Numerology: Key to Your Inner Self", 1994).
 */
import type { Digit, NumberKey } from './types.ts';

const CHALDEAN: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 8,
  G: 3,
  H: 5,
  I: 1,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  O: 7,
  P: 8,
  Q: 1,
  R: 2,
  S: 3,
  T: 4,
  U: 6,
  V: 6,
  W: 6,
  X: 5,
  Y: 1,
  Z: 7,
};

export type NameSystem = 'chaldean' | 'pythagorean';

const MASTERS: ReadonlySet<number> = new Set([11, 22, 33]);

function letterValue(letter: string, system: NameSystem): number {
  if (system === 'chaldean') return CHALDEAN[letter] ?? 0;
  return ((letter.charCodeAt(0) - 65) % 9) + 1;
}

function digitSum(n: number): number {
  return String(n)
    .split('')
    .reduce((s, d) => s + Number(d), 0);
}

/** The steps of a reduction, first the number itself: 1936 -> 19 -> 10 -> 1. */
export function reduceChain(n: number, keepMasters: boolean): number[] {
  const chain = [n];
  let v = n;
  while (v > 9 && !(keepMasters && MASTERS.has(v))) {
    v = digitSum(v);
    chain.push(v);
  }
  return chain;
}

function last(chain: readonly number[]): number {
  return chain[chain.length - 1] ?? 0;
}

/** "1+9+3+6 = 19 -> 10 -> 1" for 1936, "3" for 3, "11" for a kept master 11. */
export function showReduction(n: number, keepMasters: boolean): { text: string; value: number } {
  const chain = reduceChain(n, keepMasters);
  if (n <= 9 || chain.length === 1) return { text: String(n), value: n };
  const digits = String(n).split('').join('+');
  const rest = chain.slice(1);
  const steps = rest.slice(1).map((v) => ` -> ${v}`);
  return { text: `${digits} = ${rest[0] ?? n}${steps.join('')}`, value: last(chain) };
}

/**
 * The name in plain Latin capitals (accents dropped: José -> JOSE), or null when it holds
 * letters of another script (Devanagari, Tamil, kana...): those have no letter values.
 */
export function latinName(name: string): string | null {
  const plain = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^\p{L}\s]/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
  if (!plain || /[^A-Z ]/.test(plain)) return null;
  return plain;
}

export interface NameNumber {
  system: NameSystem;
  total: number;
  value: number;
  /** "ANITA: A1+N5+I1+T4+A1 = 12 -> 3" */
  line: string;
}

/** The name number in a system; null when the name has no Latin spelling. */
export function nameNumber(name: string, system: NameSystem): NameNumber | null {
  const latin = latinName(name);
  if (!latin) return null;
  let total = 0;
  const words = latin.split(' ').map((word) =>
    word
      .split('')
      .map((ch) => {
        const v = letterValue(ch, system);
        total += v;
        return `${ch}${v}`;
      })
      .join('+'),
  );
  const chain = reduceChain(total, system === 'pythagorean');
  const steps = chain.slice(1).map((v) => ` -> ${v}`);
  return {
    system,
    total,
    value: last(chain),
    line: `${latin}: ${words.join(' + ')} = ${total}${steps.join('')}`,
  };
}

interface DateParts {
  year: number;
  month: number;
  day: number;
}

function parseDate(birthDate: string): DateParts | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { year, month, day };
}

export interface LifePath {
  value: NumberKey;
  /** "12.10.1936: 1+2 = 3, 1+0 = 1, 1+9+3+6 = 19 -> 10 -> 1; 3 + 1 + 1 = 5" */
  line: string;
  day: number;
}

/** The life path of a 'YYYY-MM-DD' birth date (Decoz's method: each part reduced first). */
export function lifePath(birthDate: string): LifePath | null {
  const d = parseDate(birthDate);
  if (!d) return null;
  const parts = [d.day, d.month, d.year].map((n) => showReduction(n, true));
  const sum = parts.reduce((s, p) => s + p.value, 0);
  const chain = reduceChain(sum, true);
  const steps = chain.slice(1).map((v) => ` -> ${v}`);
  const date = `${String(d.day).padStart(2, '0')}.${String(d.month).padStart(2, '0')}.${d.year}`;
  return {
    value: last(chain) as NumberKey,
    line: `${date}: ${parts.map((p) => p.text).join(', ')}; ${parts.map((p) => p.value).join(' + ')} = ${sum}${steps.join('')}`,
    day: d.day,
  };
}

/** The birthday number (mulank): the day of the month reduced to one digit. */
export function birthdayNumber(day: number): Digit {
  return last(reduceChain(day, false)) as Digit;
}

/**
 * The personal year for a calendar year: birth month and day with that year, each reduced, and
 * the sum reduced to 1-9 (the nine-year cycle; Decoz 1994, "Personal Year").
 */
export function personalYear(
  birthDate: string,
  year: number,
): { value: Digit; line: string } | null {
  const d = parseDate(birthDate);
  if (!d) return null;
  const parts = [d.day, d.month, year].map((n) => showReduction(n, false));
  const sum = parts.reduce((s, p) => s + p.value, 0);
  const total = reduceChain(sum, false);
  const steps = total.slice(1).map((v) => ` -> ${v}`);
  return {
    value: last(total) as Digit,
    line: `${parts.map((p) => p.text).join(', ')}; ${parts.map((p) => p.value).join(' + ')} = ${sum}${steps.join('')}`,
  };
}

/**
 * Numbers in harmony with a root number: those of the planets naturally friendly to its planet
 * (BPHS 3.55 naisargika maitri; Rahu as Saturn and Ketu as Mars, "Shanivad Rahu, Kujavad
 * Ketu"). Planets of the roots: 1 Sun, 2 Moon, 3 Jupiter, 4 Rahu, 5 Mercury, 6 Venus, 7 Ketu,
 * 8 Saturn, 9 Mars.
 */
export const FRIENDLY_NUMBERS: Readonly<Record<Digit, readonly Digit[]>> = {
  1: [2, 3, 9],
  2: [1, 5],
  3: [1, 2, 9],
  4: [5, 6],
  5: [1, 6],
  6: [5, 8],
  7: [1, 2, 3],
  8: [5, 6],
  9: [1, 2, 3],
};

/** A master number's root digit (11 -> 2), for the tables kept per digit. */
export function rootDigit(n: number): Digit {
  return last(reduceChain(n, false)) as Digit;
}
