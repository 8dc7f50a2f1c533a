/**
 * The tarot draw: the 22 Major Arcana of the Rider-Waite-Smith deck (Waite, "The Pictorial Key
 * to the Tarot", 1910; Strength VIII and Justice XI as Waite numbered them), shuffled without
 * replacement, each card upright or reversed by a fair coin.
 */
import {
  MAJOR_ARCANA,
  type CardId,
  type Leaning,
  type SpreadPosition,
  type Tone,
} from './types.ts';

/**
 * The yes/no leaning of each card upright, as yes/no readers commonly give it: cards of
 * success and union say yes, cards of upheaval, bondage or illusion say no, cards of waiting,
 * secrets or balance say "not yet / depends". Reversed, a favourable card drops one step and a
 * hard card eases to "depends" (its difficulty is passing: the Devil reversed is release).
 */
export const CARD_LEANING: Readonly<Record<CardId, Leaning>> = {
  fool: 'yes',
  magician: 'yes',
  'high-priestess': 'maybe',
  empress: 'yes',
  emperor: 'yes',
  hierophant: 'maybe',
  lovers: 'yes',
  chariot: 'yes',
  strength: 'yes',
  hermit: 'maybe',
  wheel: 'yes',
  justice: 'maybe',
  'hanged-man': 'maybe',
  death: 'no',
  temperance: 'yes',
  devil: 'no',
  tower: 'no',
  star: 'yes',
  moon: 'no',
  sun: 'yes',
  judgement: 'yes',
  world: 'yes',
};

export interface DrawnCard {
  card: CardId;
  reversed: boolean;
  position: SpreadPosition;
}

/**
 * Draws cards without replacement for the positions: a partial Fisher-Yates shuffle with the
 * given [0, 1) source, then one more number per card for its orientation.
 */
export function drawCards(positions: readonly SpreadPosition[], random: () => number): DrawnCard[] {
  const deck: CardId[] = [...MAJOR_ARCANA];
  return positions.map((position, i) => {
    const j = i + Math.min(deck.length - 1 - i, Math.floor(random() * (deck.length - i)));
    const card = deck[j] as CardId;
    deck[j] = deck[i] as CardId;
    deck[i] = card;
    return { card, reversed: random() < 0.5, position };
  });
}

export function leaningOf(drawn: DrawnCard): Leaning {
  const base = CARD_LEANING[drawn.card];
  if (!drawn.reversed) return base;
  return base === 'maybe' ? 'no' : 'maybe';
}

/** The spread's tone: the future card weighs double, yes = +1, maybe = 0, no = -1. */
export function spreadTone(cards: readonly DrawnCard[]): Tone {
  const score = cards.reduce((s, c) => {
    const v = { yes: 1, maybe: 0, no: -1 }[leaningOf(c)];
    return s + (c.position === 'future' || c.position === 'answer' ? 2 * v : v);
  }, 0);
  if (score >= 2) return 'bright';
  if (score <= -1) return 'hard';
  return 'mixed';
}
