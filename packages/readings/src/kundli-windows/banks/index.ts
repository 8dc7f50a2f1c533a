import type { Lang } from '../../lang.ts';
import type { KundliWindowsBank } from '../bank.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { hi } from './hi.ts';
import { ja } from './ja.ts';
import { mr } from './mr.ts';
import { ta } from './ta.ts';
import { te } from './te.ts';

/** The weighing-and-windows bank of each language. */
export const WINDOW_BANKS: Record<Lang, KundliWindowsBank> = { en, hi, mr, es, ja, te, ta };
