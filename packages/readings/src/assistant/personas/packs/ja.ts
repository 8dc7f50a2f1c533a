import { en } from './en.ts';
export const ja = en;
