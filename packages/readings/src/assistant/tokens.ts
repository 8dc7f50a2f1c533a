/**
 * Splits an answer into the pieces that are streamed: words with their trailing spaces and
 * punctuation for spaced scripts, Intl.Segmenter word segments for Japanese (no spaces). Joining
 * the tokens gives the text back exactly.
 */
import type { AnswerLanguage } from './types.ts';

const segmenters = new Map<string, Intl.Segmenter>();

export function streamTokens(text: string, lang: AnswerLanguage): string[] {
  const locale = lang === 'hinglish' ? 'en' : lang;
  let seg = segmenters.get(locale);
  if (!seg) {
    seg = new Intl.Segmenter(locale, { granularity: 'word' });
    segmenters.set(locale, seg);
  }
  const tokens: string[] = [];
  for (const s of seg.segment(text)) {
    // Spaces and punctuation ride on the token before them, so each token is a word as read.
    if (!s.isWordLike && tokens.length > 0) tokens[tokens.length - 1] += s.segment;
    else tokens.push(s.segment);
  }
  return tokens;
}
