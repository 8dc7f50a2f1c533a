/**
 * The seven translated answer packs against the English one (answers.test.ts checks the
 * placeholders): the same keys, the same site paths, each where the chat turns it into a link,
 * written in the language's own script, and translated rather than copied.
 */
import { describe, expect, it } from 'vitest';
import { ANSWER_LANGUAGES } from '../../types.ts';
import { en } from './en.ts';
import { PACKS } from './index.ts';

/** Every string of a pack with its path ("timing.marriage.now", "tithis.3"). */
function leaves(node: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === 'string') out.set(path, node);
  else if (node !== null && typeof node === 'object')
    for (const [k, v] of Object.entries(node))
      for (const [p, s] of leaves(v, path ? `${path}.${k}` : k)) out.set(p, s);
  return out;
}

/**
 * Site paths as the chat links them (apps/web/src/features/chat/components/message-text.tsx):
 * after a space, an opening bracket or Japanese punctuation; before a space or punctuation.
 */
const LINK =
  /(^|[\s(«"“：。、（「])(\/(?:matching|panchang|aikundali|kundligpt|edit_profile|chatbot|chat|call|following|zodiacSign|about|horoscope\/[a-z{}]+|astroProfile\/[a-z0-9{}-]+|astrologerschat\/[a-z0-9{}-]+))(?=$|[\s).,;:!?»"”।、。）」：])/gu;
const linkable = (s: string) => [...s.matchAll(LINK)].map((m) => m[2]!);
const sitePaths = (s: string) => [...s.matchAll(/(?<![\w/}])\/[a-z_]+[\w/{}]*/gi)].map((m) => m[0]);

/** The script each language is written in (Hinglish and Spanish: Latin). */
const SCRIPT: Partial<Record<string, RegExp>> = {
  hi: /\p{Script=Devanagari}/u,
  mr: /\p{Script=Devanagari}/u,
  te: /\p{Script=Telugu}/u,
  ta: /\p{Script=Tamil}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
};

/** A string of only placeholders, paths, numbers, codes and punctuation needs no translation. */
const neutral = (s: string) =>
  s.replace(/\{\w+\}|\/[\w/{}-]+|\bD\d+\b|[\d\p{P}\p{S}\s]/gu, '').length === 0;

const english = leaves(en);

/** Sanskrit names that stay as they are in Latin-script languages (tithis, yogas, mantras ...). */
const NAMES = /^(nityaYogas|tithis|karanas|mantras|vargaNames|doshaList|planets|houseOrdinals)\./;

describe.each(ANSWER_LANGUAGES.filter((l) => l !== 'en'))('%s answer pack', (lang) => {
  const pack = leaves(PACKS[lang]);

  it('has exactly the keys of the English pack', () => {
    expect([...pack.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps the site paths of the English strings, each where the chat links it', () => {
    for (const [path, s] of english) {
      const t = pack.get(path) ?? '';
      expect({ path, paths: sitePaths(t) }).toEqual({ path, paths: sitePaths(s) });
      expect({ path, links: linkable(t) }).toEqual({ path, links: linkable(s) });
    }
  });

  it('is written in its own script', () => {
    const script = SCRIPT[lang];
    if (!script) return;
    const foreign = [...pack]
      .filter(([path, s]) => path !== 'lang' && !neutral(s) && !script.test(s))
      .map(([path]) => path);
    expect(foreign).toEqual([]);
  });

  it('is translated: apart from Sanskrit names, at most 2 % of its strings equal the English ones', () => {
    const same = [...english].filter(
      ([p, s]) => p !== 'lang' && !NAMES.test(p) && !neutral(s) && pack.get(p) === s,
    );
    expect(same.length / english.size, same.map(([p]) => p).join(', ')).toBeLessThanOrEqual(0.02);
  });
});
