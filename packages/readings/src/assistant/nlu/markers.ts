/**
 * Slot markers: the classifier also sees which slots a question names, as marker words
 * ("slotevent", "slotyear"), the way NLU toolkits replace entities by their type. A named event
 * points to a muhurta question, a month with a year to a transit period, a planet with "end" to
 * its dasha: features that no single word in one language carries. The same markers are added
 * to the training utterances and to the question asked.
 */
import { EMPTY_SLOTS, type Slots } from '../kinds.ts';
import type { AnswerLanguage } from '../types.ts';
import { readSlots } from './slots.ts';

/** Marker words start with this; the classifier's word evidence leaves them out. */
export const MARKER_PREFIX = 'slot';

/** Relative dates only move a value, never whether a slot is named: any fixed date will do. */
const MARKER_NOW = new Date('2026-01-01T00:00:00Z');

const KEYS = Object.keys(EMPTY_SLOTS) as (keyof Slots)[];

/** The text with a marker word appended for each slot it names. */
export function withSlotMarkers(text: string, lang: AnswerLanguage, slots?: Slots): string {
  const named = slots ?? readSlots(text, lang, MARKER_NOW);
  const markers = KEYS.filter((k) => named[k] !== null).map(
    (k) => `${MARKER_PREFIX}${k.toLowerCase()}`,
  );
  return markers.length ? `${text} ${markers.join(' ')}` : text;
}
