import { en } from './en.ts';
export const mr = en;
