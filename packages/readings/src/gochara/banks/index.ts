import type { Lang } from '../../lang.ts';
import type { GocharaBank } from '../bank.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { hi } from './hi.ts';
import { ja } from './ja.ts';
import { mr } from './mr.ts';
import { ta } from './ta.ts';
import { te } from './te.ts';

/** The gochara phrase bank of each language. */
export const GOCHARA_BANKS: Record<Lang, GocharaBank> = { en, hi, mr, es, ja, te, ta };
