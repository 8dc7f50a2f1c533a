import { en } from './en.ts';
export const te = en;
