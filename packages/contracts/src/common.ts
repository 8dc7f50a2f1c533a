import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  uptimeSec: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** The seven interface languages. */
export const uiLanguages = ['en', 'hi', 'mr', 'es', 'ja', 'te', 'ta'] as const;
export const uiLanguageSchema = z.enum(uiLanguages);
export type UiLanguage = z.infer<typeof uiLanguageSchema>;
