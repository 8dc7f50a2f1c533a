import { en } from './en.ts';
export const es = en;
