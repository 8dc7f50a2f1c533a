import { describe, expect, it } from 'vitest';

describe('zod in the browser', () => {
  it('runs jitless (no `new Function` probe under our CSP) once zod-config has been imported', async () => {
    await import('./zod-config');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // And schemas still validate.
    expect(z.object({ a: z.string() }).safeParse({ a: 1 }).success).toBe(false);
  });
});
