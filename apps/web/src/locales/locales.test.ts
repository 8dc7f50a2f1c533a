import { CSRF_COOKIE, SESSION_COOKIE, USER_COOKIE, uiLanguages } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { cookieNames } from '@/lib/cookies';
import { languageOptions, namespaces } from '@/lib/i18n';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
    }
  } else {
    out.set(prefix.slice(0, -1), value);
  }
  return out;
}

function load(lang: string, ns: string): Map<string, unknown> {
  const file = files[`./${lang}/${ns}.json`];
  if (!file) throw new Error(`missing locales/${lang}/${ns}.json`);
  return flatten(file);
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/**
 * Values that may equal the English text, with the reason. Anything else equal to English in
 * another locale is an untranslated string.
 */
const sameAsEnglish: Record<string, string> = {
  'common:brand': 'brand name',
  'auth:fields.emailPlaceholder': 'an e-mail address is not translated (es localises it anyway)',
  'es/common:nav.bot': "'Bot' is the Spanish word too",
  'es/common:nav.kundli': 'Kundli is the Spanish term for the chart',
  'es/pages:home.astroBot': 'product name, Latin script',
  'es/chat:title': 'product name, Latin script (as es/pages:home.astroBot)',
  'es/zodiac:signs.aries': 'Aries is Aries in Spanish',
  'es/zodiac:signs.leo': 'Leo in Spanish',
  'es/zodiac:signs.virgo': 'Virgo in Spanish',
  'es/zodiac:signs.libra': 'Libra in Spanish',
  'es/astrologers:skills.tarot': 'Tarot is the Spanish word too',
  'es/astrologers:skills.vastu': 'Vastu (vāstu śāstra) has no Spanish name',
  'es/astrologers:card.perMin': "'min' is the Spanish symbol for minuto too",
  'es/astrologers:list.chat.title': "'chat' is the Spanish word too (RAE)",
  'es/astrologers:list.chat.tab': "'chat' is the Spanish word too (RAE)",
  'es/kundli:abbr.Asc': 'chart abbreviation of Ascendente',
  'es/kundli:abbr.Mars': 'Ma: Marte',
  'es/kundli:abbr.Mercury': 'Me: Mercurio',
  'es/kundli:abbr.Venus': 'Ve: Venus',
  'es/kundli:abbr.Saturn': 'Sa: Saturno',
  'es/kundli:abbr.Rahu': 'Sanskrit name, Ra',
  'es/kundli:abbr.Ketu': 'Sanskrit name, Ke',
  'es/kundli:table.nakshatra': 'Sanskrit term, no Spanish word',
  'es/kundli:table.pada': 'Sanskrit term, no Spanish word',
  'es/kundli:result.doshas': 'Sanskrit term, no Spanish word',
  'es/kundli:result.yogas': 'Sanskrit term, no Spanish word',
  'es/kundli:result.nakshatraPada': 'Sanskrit name and term',
  'es/finder:nakshatra.value': 'Sanskrit name and term',
  'es/matching:result.no': "'no' is Spanish too",
  'es/matching:result.kootas': 'Sanskrit term, no Spanish word',
  'es/matching:result.koota': 'Sanskrit term, no Spanish word',
  'es/panchang:pada': 'Sanskrit name and term',
};

/** Whole groups that may equal English, with the reason (the key starts with the prefix). */
const sameAsEnglishGroups: Record<string, string> = {
  'es/zodiac:nakshatras.': 'the 27 nakshatras are Sanskrit names, written in Latin script in Spanish too',
};

function allowed(lang: string, ns: string, key: string, value: string): boolean {
  // Numbers and placeholders only ("13000+", "{{sign}}, {{range}}") carry no words to translate.
  if (!/\p{L}/u.test(value.replace(/\{\{\s*\w+\s*\}\}/g, '').replace(/[×]/g, ''))) return true;
  if (Object.keys(sameAsEnglishGroups).some((prefix) => `${lang}/${ns}:${key}`.startsWith(prefix))) return true;
  return `${ns}:${key}` in sameAsEnglish || `${lang}/${ns}:${key}` in sameAsEnglish;
}

const others = languageOptions.map((l) => l.code).filter((c) => c !== 'en');

describe('locales', () => {
  it('offers exactly the contract languages, each with a native name', () => {
    expect(languageOptions.map((l) => l.code)).toEqual([...uiLanguages]);
    expect(new Set(languageOptions.map((l) => l.nativeName)).size).toBe(7);
  });

  it('has one file per namespace and language, and no stray files', () => {
    const expected = uiLanguages.flatMap((lang) => namespaces.map((ns) => `./${lang}/${ns}.json`)).sort();
    expect(Object.keys(files).sort()).toEqual(expected);
  });

  describe.each(others)('%s', (lang) => {
    it.each([...namespaces])('%s: every English key exists, is non-empty and keeps its placeholders', (ns) => {
      const en = load('en', ns);
      const other = load(lang, ns);
      const problems: string[] = [];
      for (const [key, enValue] of en) {
        const value = other.get(key);
        if (typeof value !== 'string' || value.trim() === '') problems.push(`${key}: missing or empty`);
        else if (placeholders(value).join() !== placeholders(String(enValue)).join()) {
          problems.push(`${key}: placeholders ${placeholders(value)} vs ${placeholders(String(enValue))}`);
        }
      }
      for (const key of other.keys()) if (!en.has(key)) problems.push(`${key}: not in English`);
      expect(problems).toEqual([]);
    });

    it.each([...namespaces])('%s: nothing is left in English', (ns) => {
      const en = load('en', ns);
      const other = load(lang, ns);
      const untranslated = [...en]
        .filter(([key, enValue]) => other.get(key) === enValue && !allowed(lang, ns, key, String(enValue)))
        .map(([key]) => key);
      expect(untranslated).toEqual([]);
    });
  });

  it('the English validation texts are the contract messages, word for word', async () => {
    const { authMessages, profileMessages } = await import('@nakshatra/contracts');
    const messages = load('en', 'common');
    for (const [key, text] of Object.entries({ ...authMessages, ...profileMessages })) {
      expect(messages.get(`messages.${key}`), key).toBe(text);
    }
  });
});

describe('cookie names', () => {
  it('match the server contract', () => {
    expect(cookieNames.session).toBe(SESSION_COOKIE);
    expect(cookieNames.user).toBe(USER_COOKIE);
    expect(cookieNames.csrf).toBe(CSRF_COOKIE);
  });
});
