import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { te } from './te.ts';

/** Every string of a pack by its key path ("samples > dosha.manglik"; keys may hold dots). */
function strings(value: unknown, path = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') out.set(path, value);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) strings(v, path ? `${path} > ${k}` : k, out);
  }
  return out;
}

/** Placeholders of a template, sorted, repeats kept. */
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

/** Strings every pack keeps as English has them: the language code and a punctuation-only note. */
const SAME_AS_ENGLISH = new Set(['lang', 'common > dignityNote']);

/** Keys added to the English pack after the type froze (optional in AnswerPack). */
const LATER_KEYS = new Map([['transit > periodNoChart', ['jSign', 'period', 'sSign']]]);

const english = strings(en);
const telugu = strings(te);

describe('Telugu answer pack', () => {
  it('has every key of English with the same placeholders', () => {
    for (const [path, text] of english) {
      if (path === 'lang') continue;
      expect(telugu.has(path), path).toBe(true);
      expect(placeholders(telugu.get(path)!), path).toEqual(placeholders(text));
    }
  });

  it('has the later optional keys, and no other key English lacks', () => {
    for (const [path, text] of telugu) {
      if (english.has(path)) continue;
      expect(LATER_KEYS.get(path), path).toEqual(placeholders(text));
    }
    for (const path of LATER_KEYS.keys()) expect(telugu.has(path), path).toBe(true);
  });

  it('translates every string', () => {
    const same = [...english].filter(
      ([path, text]) => !SAME_AS_ENGLISH.has(path) && telugu.get(path) === text,
    );
    expect(same).toEqual([]);
  });

  it('writes in Telugu script, with Latin only for paths, chart codes and the brand', () => {
    for (const [path, text] of telugu) {
      if (SAME_AS_ENGLISH.has(path)) continue;
      expect(text, path).toMatch(/[\u0C00-\u0C7F]/);
      const latin = text
        .replace(/\{\w+\}/g, '')
        .replace(/\/[\w/]+/g, '')
        .replace(/\b(D\d+|AI|SEBI|Nakshatra)\b/g, '')
        .match(/[A-Za-z]+/g);
      expect(latin, path).toBeNull();
    }
  });

  it('keeps the site paths and counts houses in digits', () => {
    expect(te.houseOrdinals).toEqual(Array.from({ length: 12 }, (_, i) => `${i + 1}వ`));
    // A site path starts a word ("/matching"); "₹{price}/min" is a unit, not a path.
    const paths = (s: string) => s.match(/(?<![\w}])\/[a-zA-Z_]+/g) ?? [];
    for (const [path, text] of english) {
      expect(paths(telugu.get(path) ?? ''), path).toEqual(paths(text));
    }
  });
});
