import { z } from 'zod';

/** Spec section 5 messages, the English wording the server returns and the web app shows. */
export const authMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  somethingWrong: 'Something went wrong!',
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many login attempts. Please wait a few minutes and try again.',
  registered: 'Registration successful',
  loggedIn: 'Login successful',
  logoutSuccessful: 'Logout successful',
  loggedOutEverywhere: 'Logged out of all devices',
  tokenMissing: 'Unauthorized: Token missing',
  sessionInvalid: 'Your session has expired. Please log in again.',
} as const;

/** Minimum password length (spec section 9). */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_NAME_LENGTH = 80;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 128;

// Pragmatic address check: one @, no spaces, a dot in the domain (what users expect a form to accept).
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .min(1, { error: authMessages.emailRequired, abort: true })
  .max(MAX_EMAIL_LENGTH, authMessages.emailInvalid)
  .regex(EMAIL_RE, authMessages.emailInvalid);

export const passwordSchema = z
  .string({ error: authMessages.passwordRequired })
  .min(1, { error: authMessages.passwordRequired, abort: true })
  .min(MIN_PASSWORD_LENGTH, authMessages.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

export const nameSchema = z
  .string({ error: authMessages.nameRequired })
  .trim()
  .min(1, { error: authMessages.nameRequired, abort: true })
  .max(MAX_NAME_LENGTH, `Name must be at most ${MAX_NAME_LENGTH} characters`);

/** POST /api/register body (spec: name, email, password). */
export const registerRequestSchema = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** POST /api/login body. The spec client sends `name: ''`; it is accepted and ignored. */
export const loginRequestSchema = z.strictObject({
  name: z.string().max(MAX_NAME_LENGTH).optional(),
  email: emailSchema,
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, authMessages.passwordRequired)
    .max(MAX_PASSWORD_LENGTH, authMessages.invalidCredentials),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const userRoleSchema = z.enum(['user', 'astrologer', 'admin']);

/** The public view of a user (also the readable `user` cookie's JSON). */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: userRoleSchema,
  profileComplete: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** Response of register and login (spec shape). */
export const authResponseSchema = z.object({
  message: z.string(),
  tokens: z.object({ access_token: z.string() }),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const logoutResponseSchema = z.object({ message: z.literal(authMessages.logoutSuccessful) });

/**
 * POST /api/logout-all body: nothing, or an empty JSON object (any field is refused as unknown).
 * Like /api/logout, a JSON content type with an empty body is accepted; Fastify hands a request
 * without any body to the validator as null.
 */
export const logoutAllRequestSchema = z.strictObject({}).nullish();
/** POST /api/logout-all: every session of the user ended, this one included. */
export const logoutAllResponseSchema = z.object({
  message: z.literal(authMessages.loggedOutEverywhere),
  /** How many live sessions (signed-in browsers and apps) were ended, the caller's included. */
  revoked: z.number().int().nonnegative(),
});
export type LogoutAllResponse = z.infer<typeof logoutAllResponseSchema>;

export const meResponseSchema = z.object({ user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** Cookie names and lifetimes (spec section 3 and 9). */
export const SESSION_COOKIE = 'access_token';
export const USER_COOKIE = 'user';
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
