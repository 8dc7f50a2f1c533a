import type { Persona } from '../types.ts';
import type { Discipline } from './types.ts';

/**
 * Directory skill words (lower case) and the discipline that answers them. Chart-based schools
 * (KP, Lal Kitab, Nadi, Prashna) answer from the birth chart, as the Vedic engine does.
 */
const SKILL_WORDS: readonly (readonly [RegExp, Discipline])[] = [
  [/^(vedic|astrology|jyotish|kp|lal kitab|nadi|prashna|western)/, 'vedic'],
  [/^numerolog/, 'numerology'],
  [/^tarot/, 'tarot'],
  [/^vaastu|^vastu/, 'vastu'],
  [/^palm/, 'palmistry'],
  [/^face/, 'face-reading'],
  [/^life ?coach/, 'life-coach'],
  [/^psycholog|^counsel/, 'psychologist'],
];

/**
 * The discipline a persona answers in: the first of its directory skills ("Palmistry, Vedic")
 * that has a method of its own, Vedic included; Vedic when no skill is recognised.
 */
export function disciplineOf(persona: Persona): Discipline {
  for (const raw of persona.skills.split(',')) {
    const skill = raw.trim().toLowerCase().replace(/[-_]/g, ' ');
    const hit = SKILL_WORDS.find(([re]) => re.test(skill));
    if (hit) return hit[1];
  }
  return 'vedic';
}
