import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { es } from './es.ts';

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
 * Strings that may equal the English ones: Sanskrit names (tithis, nitya yogas, karanas,
 * mantras, divisional charts), planets whose Spanish name is the English one, dosha labels
 * before a colon, templates of placeholders and punctuation only, and "no".
 */
const SAME_AS_ENGLISH = [
  /^planets\.(Venus|Rahu|Ketu)$/,
  /^manglik\.fromNames\.venus$/,
  /^(tithis|nityaYogas|karanas)\.\d+$/,
  /^mantras\./,
  /^vargaNames\./,
  /^doshaList\.(manglik|kaalSarp|pitra|sadeSati|no)$/,
  /^common\.dignityNote$/,
  /^yoga\.listItem$/,
  /^muhurta\.date$/,
  /^chart\.overviewYogas$/,
];

describe('Spanish answer pack', () => {
  const english = leaves(en);
  const spanish = leaves(es);

  it('has exactly the keys of the English pack', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps the placeholders of every English string', () => {
    for (const [path, s] of english)
      expect({ path, names: placeholders(spanish.get(path) ?? '') }).toEqual({
        path,
        names: placeholders(s),
      });
  });

  it('translates every string except the listed names', () => {
    const same = [...english]
      .filter(([path, s]) => spanish.get(path) === s)
      .map(([path]) => path)
      .filter((path) => !SAME_AS_ENGLISH.some((re) => re.test(path)));
    expect(same).toEqual([]);
  });

  it('keeps the site paths of the English strings', () => {
    for (const [path, s] of english) {
      const paths = (t: string) =>
        [...t.matchAll(/(?<![\w/}])\/[a-z_]+[\w/{}]*/gi)].map((m) => m[0]);
      expect({ path, paths: paths(spanish.get(path) ?? '') }).toEqual({ path, paths: paths(s) });
    }
  });

  it('writes every site path where the chat turns it into a link', () => {
    for (const [path, s] of english)
      expect({ path, links: linkable(spanish.get(path) ?? '') }).toEqual({
        path,
        links: linkable(s),
      });
  });

  it('puts no "de" or "a" right before a planet name (it would need "del"/"al" for el Sol)', () => {
    const planetSlots = /\b(de|a) \{(planet|lord|otherLord|gainLord|maha|antar|planets)\}/;
    for (const [path, s] of spanish)
      expect({ path, bad: planetSlots.test(s) }).toEqual({ path, bad: false });
  });
});
