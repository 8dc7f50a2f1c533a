/**
 * Vastu Shastra placements. The directions and their rulers follow the Vastu Purusha Mandala
 * (Mayamata ch. 7; Manasara ch. 7): north-east Ishana (water, worship), east Indra/Surya,
 * south-east Agni (fire, so the kitchen), south Yama, south-west Nirriti (earth: heavy, stable,
 * the master's room), west Varuna, north-west Vayu (air, movement), north Kubera (wealth).
 */
import type { AnswerLanguage } from '../types.ts';
import {
  DIRECTIONS,
  VASTU_ROOMS,
  type Direction,
  type VastuRoom,
  type VastuTexts,
} from './types.ts';

/** Where each room is placed well, and where it is avoided (Vishwakarma Prakash; Mayamata). */
export const ROOM_PLACEMENT: Readonly<
  Partial<Record<VastuRoom, { good: readonly Direction[]; avoid: readonly Direction[] }>>
> = {
  entrance: { good: ['north', 'east', 'north-east'], avoid: ['south-west'] },
  kitchen: { good: ['south-east', 'north-west'], avoid: ['north-east', 'south-west'] },
  bedroom: { good: ['south-west', 'south', 'west'], avoid: ['north-east', 'south-east'] },
  study: { good: ['north-east', 'east', 'north', 'west'], avoid: ['south-east'] },
  pooja: { good: ['north-east', 'east', 'north'], avoid: ['south', 'south-west'] },
  toilet: { good: ['north-west', 'west', 'south'], avoid: ['north-east', 'south-west'] },
  living: { good: ['north', 'east', 'north-east'], avoid: ['south-west'] },
  locker: { good: ['north', 'south-west'], avoid: ['north-east', 'south-east'] },
};

export interface VastuFinding {
  room: VastuRoom | null;
  direction: Direction | null;
}

function escape(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The first room and direction named in the question. Latin-script words match on word
 * starts ("kitchens", "cocina"); Indic and Japanese words inside the text, since endings and
 * particles attach to them. Compound directions are tried before the cardinal ones.
 */
export function recogniseVastu(
  question: string,
  texts: VastuTexts,
  lang: AnswerLanguage,
): VastuFinding {
  const latin = lang === 'en' || lang === 'es' || lang === 'hinglish';
  let text = question.toLowerCase().normalize('NFC');
  const find = (words: readonly string[]): boolean =>
    words.some((w) => {
      const re = latin ? new RegExp(`(^|[^\\p{L}])${escape(w)}`, 'u') : new RegExp(escape(w), 'u');
      if (!re.test(text)) return false;
      text = text.replace(re, ' ');
      return true;
    });
  const direction = DIRECTIONS.find((d) => find(texts.words.directions[d])) ?? null;
  const room = VASTU_ROOMS.find((r) => find(texts.words.rooms[r])) ?? null;
  return { room, direction };
}

/** Which room a life-area question is served by when it names no room. */
export const ROOM_FOR_TOPIC: Readonly<Record<string, VastuRoom>> = {
  career: 'study',
  education: 'study',
  money: 'locker',
  love: 'bedroom',
  family: 'living',
  health: 'bedroom',
  spiritual: 'pooja',
};
