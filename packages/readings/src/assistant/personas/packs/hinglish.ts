import { en } from './en.ts';
export const hinglish = en;
