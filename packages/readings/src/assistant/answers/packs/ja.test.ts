import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { ja } from './ja.ts';

/** Every string of a pack with its path ("timing.marriage.now", "tithis.3"). */
function leaves(node: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === 'string') out.set(path, node);
  else if (node !== null && typeof node === 'object')
    for (const [k, v] of Object.entries(node))
      for (const [p, s] of leaves(v, path ? `${path}.${k}` : k)) out.set(p, s);
  return out;
}

const placeholders = (s: string): string[] =>
  [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();

/**
 * Site paths as the chat links them (apps/web/src/features/chat/components/message-text.tsx):
 * only after a space or an opening bracket, only before a space or punctuation.
 */
const LINK =
  /(^|[\s(«"“])(\/(?:matching|panchang|aikundali|kundligpt|edit_profile|chatbot|chat|call|following|zodiacSign|about|horoscope\/[a-z{}]+|astroProfile\/[a-z0-9{}-]+|astrologerschat\/[a-z0-9{}-]+))(?=$|[\s).,;:!?»"”।、。])/gu;
const linkable = (s: string): string[] => [...s.matchAll(LINK)].map((m) => m[2]!);

/**
 * What may stay in Latin letters in Japanese: placeholders, site paths, divisional chart codes
 * (D9), the text abbreviations BPHS, B.V. (Raman), IT, AI and SEBI, and "min" of a price per minute.
 */
const LATIN_ALLOWED = /\{\w+\}|\/[\w/{}]+|\bD\d+\b|\bBPHS\b|\bB\.V\.|\bIT\b|\bAI\b|\bSEBI\b/g;

describe('Japanese answer pack', () => {
  const english = leaves(en);
  const japanese = leaves(ja);

  it('has exactly the keys of the English pack', () => {
    expect([...japanese.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps the placeholders of every English string', () => {
    for (const [path, s] of english)
      expect({ path, names: placeholders(japanese.get(path) ?? '') }).toEqual({
        path,
        names: placeholders(s),
      });
  });

  it('translates every string', () => {
    const same = [...english].filter(([path, s]) => japanese.get(path) === s).map(([p]) => p);
    expect(same).toEqual([]);
  });

  it('leaves no English words (Latin letters) in the Japanese text', () => {
    for (const [path, s] of japanese)
      if (path !== 'lang')
        expect({ path, latin: s.replace(LATIN_ALLOWED, '').match(/[A-Za-z]+/g) }).toEqual({
          path,
          latin: null,
        });
  });

  it('keeps the site paths of the English strings', () => {
    for (const [path, s] of english) {
      const paths = (t: string) =>
        [...t.matchAll(/(?<![\w/}])\/[a-z_]+[\w/{}]*/gi)].map((m) => m[0]);
      expect({ path, paths: paths(japanese.get(path) ?? '') }).toEqual({ path, paths: paths(s) });
    }
  });

  it('writes every site path where the chat turns it into a link', () => {
    for (const [path, s] of english)
      expect({ path, links: linkable(japanese.get(path) ?? '') }).toEqual({
        path,
        links: linkable(s),
      });
  });
});
