import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  uptimeSec: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/ready: every dependency answered; `redis` is `off` when REDIS_URL is unset. */
export const readyResponseSchema = z.object({
  status: z.literal('ready'),
  db: z.enum(['pglite', 'postgres']),
  redis: z.enum(['ok', 'off']),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;

/** The seven interface languages. */
export const uiLanguages = ['en', 'hi', 'mr', 'es', 'ja', 'te', 'ta'] as const;
export const uiLanguageSchema = z.enum(uiLanguages);
export type UiLanguage = z.infer<typeof uiLanguageSchema>;

const PAGE_NO_MESSAGE = 'pageNo must be a whole number from 0';

/** A page number in a query string (`?pageNo=`): a whole number from 0, 0 when absent. */
export const pageNoParam = z.coerce
  .number({ error: PAGE_NO_MESSAGE })
  .int({ error: PAGE_NO_MESSAGE })
  .min(0, PAGE_NO_MESSAGE)
  .max(10_000, PAGE_NO_MESSAGE)
  .default(0);
