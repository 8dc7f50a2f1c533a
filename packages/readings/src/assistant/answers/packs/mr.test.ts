import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { mr } from './mr.ts';

/** Every string of a pack by its path ("manglik.yes", "houseOrdinals.6"). */
function strings(node: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === 'string') out.set(path, node);
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      for (const [p, s] of strings(v, path ? `${path}.${k}` : k)) out.set(p, s);
    }
  }
  return out;
}

const placeholders = (s: string) => [...new Set(s.match(/\{\w+\}/g) ?? [])].sort();

/** Strings that are the same in both languages: only placeholders, punctuation and digits. */
const SAME_AS_ENGLISH = new Set(['common.dignityNote', 'yoga.listItem', 'muhurta.date']);

describe('Marathi answer pack', () => {
  const english = strings(en);
  const marathi = strings(mr);

  it('has every English string and no other', () => {
    expect([...marathi.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps the placeholders of each English string', () => {
    for (const [path, s] of english) {
      expect(placeholders(marathi.get(path)!), path).toEqual(placeholders(s));
    }
  });

  it('translates every string but a short list of placeholder-only ones', () => {
    const same = [...english].filter(([p, s]) => p !== 'lang' && marathi.get(p) === s);
    expect(same.map(([p]) => p).sort()).toEqual([...SAME_AS_ENGLISH].sort());
  });

  it('writes in Devanagari, keeping site paths as they are', () => {
    for (const [path, s] of marathi) {
      if (path === 'lang' || SAME_AS_ENGLISH.has(path)) continue;
      expect(s, path).toMatch(/[\u0900-\u097F]/);
      for (const [, site] of english.get(path)!.matchAll(/(?:^|\s)(\/[A-Za-z_]+)/g)) {
        expect(s, path).toContain(site);
      }
    }
  });
});
