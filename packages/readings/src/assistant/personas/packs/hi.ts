import { en } from './en.ts';
export const hi = en;
