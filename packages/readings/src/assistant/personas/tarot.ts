/**
 * The tarot draw: the 78 cards of the Rider-Waite-Smith deck (Waite, "The Pictorial Key to the
 * Tarot", 1910; Strength VIII and Justice XI as Waite numbered them), shuffled without
 * replacement, each card upright or reversed by a fair coin.
 */
import {
  RANKS,
  SUITS,
  TAROT_DECK,
  type CardId,
  type CardText,
  type Leaning,
  type MajorId,
  type PersonaPack,
  type Rank,
  type SpreadPosition,
  type Suit,
  type Tone,
} from './types.ts';

/**
 * The yes/no leaning of each Major Arcana card upright, as yes/no readers commonly give it:
 * cards of success and union say yes, cards of upheaval, bondage or illusion say no, cards of
 * waiting, secrets or balance say "not yet / depends". Reversed, a favourable card drops one
 * step and a hard card eases to "depends" (its difficulty is passing: the Devil reversed is
 * release).
 */
export const MAJOR_LEANING: Readonly<Record<MajorId, Leaning>> = {
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

/**
 * Minor Arcana leanings per suit, Ace to King: Aces and most court cards favour; the Fives
 * (strife), the Eight of Cups (leaving), the Ten of Wands (burden) and the Three, Seven to Ten
 * of Swords (sorrow, deceit, restriction, worry, ruin in Waite) do not.
 */
const MINOR_LEANING: Readonly<Record<Suit, readonly Leaning[]>> = {
  wands: [
    'yes',
    'maybe',
    'yes',
    'yes',
    'maybe',
    'yes',
    'maybe',
    'yes',
    'maybe',
    'no',
    'yes',
    'yes',
    'yes',
    'yes',
  ],
  cups: [
    'yes',
    'yes',
    'yes',
    'maybe',
    'no',
    'yes',
    'maybe',
    'no',
    'yes',
    'yes',
    'yes',
    'yes',
    'yes',
    'yes',
  ],
  swords: [
    'yes',
    'maybe',
    'no',
    'maybe',
    'no',
    'maybe',
    'no',
    'no',
    'no',
    'no',
    'maybe',
    'maybe',
    'maybe',
    'maybe',
  ],
  pentacles: [
    'yes',
    'maybe',
    'yes',
    'maybe',
    'no',
    'yes',
    'maybe',
    'yes',
    'yes',
    'yes',
    'yes',
    'maybe',
    'yes',
    'yes',
  ],
};

/** The rank and suit of a Minor Arcana card, or null for a Major. */
export function minorParts(card: CardId): { rank: Rank; suit: Suit; index: number } | null {
  const [rank, suit] = card.split('-') as [Rank, Suit];
  const index = RANKS.indexOf(rank);
  if (index < 0 || !SUITS.includes(suit)) return null;
  return { rank, suit, index };
}

export function cardLeaning(card: CardId): Leaning {
  const minor = minorParts(card);
  if (!minor) return MAJOR_LEANING[card as MajorId];
  return MINOR_LEANING[minor.suit][minor.index] ?? 'maybe';
}

/** A card's name and meanings in a language. */
export function cardText(pack: PersonaPack, card: CardId): CardText {
  const t = pack.tarot;
  const minor = minorParts(card);
  if (!minor) return t.cards[card as MajorId];
  const [upright, reversed] = t.minor.meanings[minor.suit][minor.index] ?? ['', ''];
  return { name: t.minor.name(minor.rank, minor.suit), upright, reversed };
}

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
  const deck: CardId[] = [...TAROT_DECK];
  return positions.map((position, i) => {
    const j = i + Math.min(deck.length - 1 - i, Math.floor(random() * (deck.length - i)));
    const card = deck[j] as CardId;
    deck[j] = deck[i] as CardId;
    deck[i] = card;
    return { card, reversed: random() < 0.5, position };
  });
}

export function leaningOf(drawn: DrawnCard): Leaning {
  const base = cardLeaning(drawn.card);
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
