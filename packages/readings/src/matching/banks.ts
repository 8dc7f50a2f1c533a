import type { Lang } from '../lang.ts';
import type { MatchDoshaBank } from './bank.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { hi } from './hi.ts';
import { ja } from './ja.ts';
import { mr } from './mr.ts';
import { ta } from './ta.ts';
import { te } from './te.ts';

/** The match-dosha phrase bank of each language. */
export const MATCH_DOSHA_BANKS: Record<Lang, MatchDoshaBank> = { en, hi, mr, es, ja, te, ta };
