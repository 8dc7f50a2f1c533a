import { en } from './en.ts';
export const ta = en;
