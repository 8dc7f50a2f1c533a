import { saturnStaysAround } from './cache.ts';

/**
 * Computes at start-up what the first Sade Sati or Dhaiya answer would otherwise pay for
 * (Saturn's sign stays over ±32 years, about 0.4 s), so no asker waits for it.
 */
export function warmAnswers(now: Date): void {
  saturnStaysAround(now);
}
