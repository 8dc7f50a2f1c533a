/**
 * The languages the readings are written in: the seven interface languages of the product
 * (spec section 1 lists English, Hindi, Marathi, Spanish, Japanese and Telugu; Tamil is the
 * seventh content language the issue asks for).
 */
export const LANGS = ['en', 'hi', 'mr', 'es', 'ja', 'te', 'ta'] as const;
export type Lang = (typeof LANGS)[number];

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}
