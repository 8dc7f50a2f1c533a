/**
 * Deterministic text helpers: a string hash, the "deck" that picks one phrasing per period so
 * that neighbouring periods never repeat a sentence, and template filling.
 */

/** 32-bit FNV-1a of a string (UTF-16 code units): stable across runs, platforms and versions. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A small deterministic generator (mulberry32) seeded by a hash, for shuffling. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher-Yates permutation of 0..n-1 seeded by `seed`. */
function permutation(n: number, seed: number): number[] {
  const p = Array.from({ length: n }, (_, i) => i);
  const next = rng(seed);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [p[i], p[j]] = [p[j]!, p[i]!];
  }
  return p;
}

function rawBlock(n: number, key: string, block: number): number[] {
  return permutation(n, hash32(`${key}#${block}`));
}

/**
 * Which of `n` phrasings (n >= 3) a slot uses in period `index` (a day, week or month number).
 *
 * Periods are grouped in blocks of n; each block is a shuffled deck of the n phrasings, seeded by
 * a hash of `key` (sign, section, slot) and the block number, so within a block no phrasing
 * repeats. Where a block would start with the phrasing the previous block ended with, its first
 * two cards are swapped. With n >= 3 that swap never touches a block's last card, so the check
 * needs only the previous block's raw deck: O(1) per call, and the phrasing of period i always
 * differs from that of period i - 1. The key's hash also shifts the block boundaries, so signs
 * do not all change deck on the same day.
 */
export function deckPick(n: number, key: string, index: number): number {
  if (!Number.isInteger(n) || n < 3) throw new RangeError(`deck needs at least 3 phrasings, got ${n}`);
  const shifted = index + (hash32(key) % n);
  const block = Math.floor(shifted / n);
  const pos = shifted - block * n;
  const deck = rawBlock(n, key, block);
  const prevLast = rawBlock(n, key, block - 1)[n - 1]!;
  if (deck[0] === prevLast) [deck[0], deck[1]] = [deck[1]!, deck[0]!];
  return deck[pos]!;
}

/** A stable choice among n (any n >= 1) from a hash of the key: for texts that do not rotate. */
export function hashPick(n: number, key: string): number {
  return hash32(key) % n;
}

/**
 * Fills `{name}` placeholders. A placeholder without a value is a programming error (a phrase
 * bank and its caller disagree), so it throws rather than printing braces to a reader.
 */
export function fill(template: string, vars: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = vars[name];
    if (v === undefined) throw new Error(`template needs {${name}}: ${template}`);
    return String(v);
  });
}

/** Placeholder names used by a template, sorted (for bank consistency tests). */
export function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();
}

/** Upper-cases the first letter (Latin scripts); a no-op for scripts without case. */
export function capitalize(text: string): string {
  return text.length === 0 ? text : text[0]!.toLocaleUpperCase() + text.slice(1);
}

/**
 * Joins sentences with a space, except after a CJK full stop or closing bracket: Japanese runs
 * sentences together without spaces ('…です。次に…').
 */
export function joinSentences(sentences: readonly string[]): string {
  return sentences.join(' ').replace(/([。！？」）])\s+/gu, '$1');
}
