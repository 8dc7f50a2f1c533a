import type { Graha } from '@nakshatra/astro';
import type { Lang } from '../lang.ts';
import type { LanguagePack } from '../pack.ts';
import { en } from './en.ts';
import { hi } from './hi.ts';
import { mr } from './mr.ts';
import { es } from './es.ts';
import { ja } from './ja.ts';
import { ta } from './ta.ts';
import { te } from './te.ts';

export const PACKS: Record<Lang, LanguagePack> = { en, hi, mr, es, ja, te, ta };

export function packFor(lang: Lang): LanguagePack {
  return PACKS[lang];
}

/** A planet's name as running text uses it ('the Sun' in English, 'el Sol' in Spanish). */
export function planetInText(pack: LanguagePack, planet: Graha): string {
  return (pack.names.planetsInText ?? pack.names.planets)[planet];
}
