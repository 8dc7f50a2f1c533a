/**
 * Persona answers: the assistant "in the style of <astrologer>" answers in that astrologer's
 * discipline (numerology, tarot, vastu; palmistry, face reading, coaching and counselling frame
 * the Vedic answer). Pure, no I/O: the caller passes the clock and the random source.
 */
export * from './types.ts';
export { disciplineOf } from './discipline.ts';
export { personaAnswer } from './answer.ts';
export {
  nameNumber,
  lifePath,
  birthdayNumber,
  personalYear,
  latinName,
  type NameNumber,
  type LifePath,
} from './numerology.ts';
export { drawCards, leaningOf, cardText, cardLeaning, type DrawnCard } from './tarot.ts';
export { recogniseVastu, ROOM_PLACEMENT } from './vastu.ts';
export { PERSONA_PACKS } from './packs/index.ts';
