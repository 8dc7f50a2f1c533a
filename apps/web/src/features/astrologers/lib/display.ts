import {
  CONTENT_LANGUAGE_CODES,
  type Astrologer,
  type AstrologerService,
  type AstrologerSkill,
  type ContentLanguage,
} from '@nakshatra/contracts';
import type { TFunction } from 'i18next';
import { skillToParam } from './filters';
import { SKILL_ELLIPSIS, SKILL_TRUNCATE_CHARS } from './spec-display';

/** Spec section 5: top rated means a rating of exactly 5. */
export const isTopRated = (a: Pick<Astrologer, 'rating'>) => a.rating === 5;

export interface PriceDisplay {
  /** What a minute costs now, rupees. */
  rupeesPerMin: number;
  /** The price before the offer, rupees; null when no offer applies to this service. */
  beforeOfferRupeesPerMin: number | null;
}

/**
 * The per-minute price a list shows (spec section 2: chat price on /chat, call price on /call).
 * The contract's offer price is a chat price, so an offer strikes through the chat price only.
 */
export function priceFor(a: Astrologer, service: AstrologerService): PriceDisplay {
  if (service === 'call') return { rupeesPerMin: a.callPrice, beforeOfferRupeesPerMin: null };
  if (a.isShowOffer && a.offerPrice !== null) return { rupeesPerMin: a.offerPrice, beforeOfferRupeesPerMin: a.price };
  return { rupeesPerMin: a.price, beforeOfferRupeesPerMin: null };
}

const codeByLanguage = new Map<ContentLanguage, string>(
  Object.entries(CONTENT_LANGUAGE_CODES).map(([code, name]) => [name, code]),
);
const displayNamesCache = new Map<string, Intl.DisplayNames | null>();

function displayNames(locale: string): Intl.DisplayNames | null {
  if (!displayNamesCache.has(locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'language' });
    } catch {
      names = null;
    }
    displayNamesCache.set(locale, names);
  }
  return displayNamesCache.get(locale) ?? null;
}

/**
 * A content language in the reader's language: Intl's CLDR names ("हिन्दी" is Hindi in Hindi,
 * "タミル語" Tamil in Japanese); Hinglish has no ISO code, so its name comes from the locale files.
 */
export function languageLabel(language: ContentLanguage, locale: string, t: TFunction): string {
  const code = codeByLanguage.get(language);
  if (!code) return t('astrologers:languages.hinglish');
  if (locale === 'en') return language;
  const name = displayNames(locale)?.of(code);
  return name && name !== code ? name : language;
}

export function skillLabel(skill: AstrologerSkill, t: TFunction): string {
  return t(`astrologers:skills.${skillToParam(skill)}`);
}

const segmenterCache = new Map<string, Intl.Segmenter>();

/**
 * Spec section 9's rule (20 characters plus an ellipsis), as truncateSkill (spec-display.ts) cuts
 * to the English `skill` text, but counted in user-perceived characters: in Devanagari, Telugu or
 * Tamil a code point can be a vowel sign or virama, and cutting between it and its consonant
 * would draw a broken letter. For English text both counts are the same.
 */
export function truncateText(text: string, locale: string): string {
  let segmenter = segmenterCache.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'grapheme' });
    segmenterCache.set(locale, segmenter);
  }
  const graphemes = Array.from(segmenter.segment(text), (s) => s.segment);
  if (graphemes.length <= SKILL_TRUNCATE_CHARS) return text;
  return (
    graphemes
      .slice(0, SKILL_TRUNCATE_CHARS)
      .join('')
      // Japanese lists use the ideographic comma; a dangling separator reads as a typo.
      .replace(/[\s,、]+$/u, '') + SKILL_ELLIPSIS
  );
}

/** The card's skill line: the skills in the reader's language, cut per spec section 9. */
export function skillsLine(a: Astrologer, locale: string, t: TFunction): { full: string; shown: string } {
  const full = a.skills.map((s) => skillLabel(s, t)).join(t('astrologers:listSeparator'));
  return { full, shown: truncateText(full, locale) };
}

export function languagesLine(a: Astrologer, locale: string, t: TFunction): string {
  return a.languages.map((l) => languageLabel(l, locale, t)).join(t('astrologers:listSeparator'));
}

/** Problem areas are comma-separated English words (contracts astrologerSchema.problemArea). */
export function problemAreas(a: Astrologer): string[] {
  return a.problemArea
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Known problem areas get a translation key; anything else shows as the server wrote it. */
export function problemAreaLabel(area: string, t: TFunction): string {
  const key = area.toLowerCase().replace(/\s+/g, '-');
  return t(`astrologers:areas.${key}`, { defaultValue: area });
}

const numberFormatCache = new Map<string, Intl.NumberFormat>();
export function formatNumber(n: number, locale: string): string {
  let format = numberFormatCache.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'en' ? 'en-IN' : locale);
    numberFormatCache.set(locale, format);
  }
  return format.format(n);
}
