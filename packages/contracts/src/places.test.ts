import { describe, expect, it } from 'vitest';
import { placesMessages as m, placesQuerySchema } from './places.ts';

function messages(input: unknown): Record<string, string> {
  const r = placesQuerySchema.safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.') || '_', i.message]));
}

describe('placesQuerySchema (GET /api/places)', () => {
  it('trims q and defaults limit to 10; query strings arrive as text', () => {
    expect(placesQuerySchema.parse({ q: '  pune ' })).toEqual({ q: 'pune', limit: 10 });
    expect(placesQuerySchema.parse({ q: 'p', limit: '20' })).toEqual({ q: 'p', limit: 20 });
    expect(placesQuerySchema.parse({ q: 'x'.repeat(100), limit: '1' }).q).toHaveLength(100);
  });

  it('requires one character after trimming and at most 100', () => {
    expect(messages({})).toEqual({ q: m.queryRequired });
    expect(messages({ q: '' })).toEqual({ q: m.queryRequired });
    expect(messages({ q: '   ' })).toEqual({ q: m.queryRequired });
    expect(messages({ q: 'x'.repeat(101) })).toEqual({ q: m.queryTooLong });
    expect(messages({ q: ['a', 'b'] })).toEqual({ q: m.queryRequired });
  });

  it('takes limit 1..20 as a whole number only', () => {
    for (const limit of ['0', '21', '2.5', 'ten', '', '-1', ['1', '2']]) {
      expect(messages({ q: 'pune', limit }), String(limit)).toEqual({ limit: m.limitInvalid });
    }
  });
});
