import { hash, verify } from '@node-rs/argon2';
import {
  authMessages,
  type LoginRequest,
  type RegisterRequest,
  type User,
} from '@nakshatra/contracts';
import type { Db } from '../../db/client.ts';
import type { SessionStore } from '../../plugins/auth.ts';
import type { AppConfig } from '../../plugins/env.ts';
import { AppError } from '../../plugins/errors.ts';
import type { LoginLimiter } from '../../plugins/rate-limit.ts';
import { findUserByEmail, insertUser } from './repository.ts';

export interface AuthDeps {
  db: Db;
  sessions: SessionStore;
  loginLimiter: LoginLimiter;
  argon2: AppConfig['argon2'];
}

/** Addresses compare case-insensitively (users type them in any case on phones). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * NFC, so a password typed with composed or decomposed characters (Devanagari, Japanese and
 * accented Latin IMEs differ) hashes the same way at sign-up and at login.
 */
function normalizePassword(password: string): string {
  return password.normalize('NFC');
}

export function createAuthService(deps: AuthDeps) {
  const { db, sessions, loginLimiter } = deps;
  // @node-rs/argon2 defaults to argon2id; the cost comes from the config.
  const argonOptions = { ...deps.argon2 };

  // Verifying against this when the email is unknown makes both failures cost one argon2 run,
  // so response time does not reveal which addresses have accounts.
  // Computed up front so the first unknown-address login is not slower than the others.
  const dummyHash = hash('not-a-real-password', argonOptions);

  return {
    /** `address` is the client's IP: the address it registers from is known to the account. */
    async register(
      input: RegisterRequest,
      address: string,
    ): Promise<{ token: string; user: User }> {
      const passwordHash = await hash(normalizePassword(input.password), argonOptions);
      const email = normalizeEmail(input.email);
      const user = await insertUser(db, { email, name: input.name, passwordHash });
      if (!user) throw new AppError(409, 'email_taken', authMessages.emailTaken);
      await loginLimiter.succeeded(email, address);
      const token = await sessions.create(user.id);
      return { token, user };
    },

    /**
     * `address` is the client's IP. The attempt is counted before the password is checked
     * (see LoginLimiter), so parallel guesses cannot get past the limits.
     */
    async login(input: LoginRequest, address: string): Promise<{ token: string; user: User }> {
      const email = normalizeEmail(input.email);
      const waitSec = await loginLimiter.attempt(email, address);
      if (waitSec > 0) {
        throw new AppError(429, 'too_many_attempts', authMessages.tooManyAttempts, undefined, {
          'retry-after': String(waitSec),
        });
      }
      const found = await findUserByEmail(db, email);
      const password = normalizePassword(input.password);
      const ok = found
        ? await verify(found.passwordHash, password)
        : (await verify(await dummyHash, password), false);
      if (!found || !ok)
        throw new AppError(401, 'invalid_credentials', authMessages.invalidCredentials);
      await loginLimiter.succeeded(email, address);
      const token = await sessions.create(found.id);
      const { passwordHash: _omit, ...user } = found;
      return { token, user };
    },

    async logout(token: string): Promise<void> {
      await sessions.revoke(token);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
