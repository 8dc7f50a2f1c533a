import { describe, expect, it } from 'vitest';
import { authMessages as m, loginRequestSchema, registerRequestSchema } from './auth.ts';

function messages(schema: typeof registerRequestSchema | typeof loginRequestSchema, input: unknown) {
  const r = schema.safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.') || '_', i.message]));
}

describe('auth schemas (spec section 5)', () => {
  it('requires name, email and password on sign-up', () => {
    expect(messages(registerRequestSchema, {})).toEqual({
      name: m.nameRequired,
      email: m.emailRequired,
      password: m.passwordRequired,
    });
    expect(messages(registerRequestSchema, { name: '   ', email: '', password: '' })).toEqual({
      name: m.nameRequired,
      email: m.emailRequired,
      password: m.passwordRequired,
    });
  });

  it('checks the email format and the 6-character password minimum', () => {
    expect(messages(registerRequestSchema, { name: 'A', email: 'a@b', password: '12345' })).toEqual({
      email: m.emailInvalid,
      password: m.passwordTooShort,
    });
    expect(messages(registerRequestSchema, { name: 'A', email: 'a@b.in', password: '123456' })).toEqual({});
  });

  it('accepts the spec login body with an empty name and ignores it', () => {
    const r = loginRequestSchema.parse({ name: '', email: ' Asha@Example.com ', password: 'x' });
    expect(r.email).toBe('Asha@Example.com');
  });

  it('does not apply the length rule at login (old passwords still work)', () => {
    expect(messages(loginRequestSchema, { email: 'a@b.in', password: '1' })).toEqual({});
    expect(messages(loginRequestSchema, { email: 'a@b.in', password: '' })).toEqual({
      password: m.passwordRequired,
    });
  });
});
