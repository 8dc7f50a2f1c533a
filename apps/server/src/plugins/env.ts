import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { z } from 'zod';

/**
 * The server's whole configuration. `buildApp` takes a partial one (tests pass what they need);
 * `loadConfigFromEnv` builds it from the environment for `server.ts`. This is the only file
 * that reads `process.env`.
 */

/**
 * Where data lives: PGlite on disk (the default of `npm start`), PGlite in memory, an existing
 * PGlite the caller owns (tests share one between several app instances), or PostgreSQL.
 */
export type DatabaseConfig =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' }
  | { kind: 'pglite-client'; client: PGlite }
  | { kind: 'postgres'; url: string; poolMax?: number };

/** `auto`: Secure cookies only when the request arrived over https (directly or per TRUST_PROXY). */
export type CookieSecure = 'auto' | boolean;

export interface AppConfig {
  database: DatabaseConfig;
  /** Redis for login counters and per-IP limits; null keeps them in the database / in-process. */
  redisUrl: string | null;
  /** Prefix of every Redis key this app writes, so instances or test runs can share a Redis. */
  redisKeyPrefix: string;
  /** Exact origins (scheme://host[:port]) allowed to call the API cross-origin. */
  corsOrigins: string[];
  /**
   * STUN/TURN servers for voice calls (ICE_URLS, comma-separated stun:/turn:/turns: URLs, with
   * ICE_USERNAME and ICE_CREDENTIAL for TURN). Empty: host candidates only (one machine or LAN).
   */
  iceServers: Array<{ urls: string[]; username?: string; credential?: string }>;
  cookieSecure: CookieSecure;
  /** Fastify's trustProxy: false, true, a hop count, or a comma list of proxy addresses. */
  trustProxy: boolean | number | string;
  /**
   * Login attempts per account from one client address within `loginWindowMs` before that
   * address gets 429 too_many_attempts (other addresses are not affected).
   */
  loginMaxAttempts: number;
  /**
   * Login attempts per account from all addresses within `loginWindowMs` before addresses the
   * account has never signed in from get 429 (stops guessing spread over many addresses).
   */
  loginAccountMaxAttempts: number;
  /** How long an address the account signed in from stays known: 30 days. */
  loginKnownAddressTtlMs: number;
  /** 15 minutes: long enough to stop password guessing, short enough for a forgetful user. */
  loginWindowMs: number;
  /** Requests per minute per client IP on each of /api/login and /api/register. */
  authRateLimitPerMin: number;
  /** Built SPA (Vite's dist). Missing dir: `/` explains how to build it. */
  webDistDir: string;
  /** Pino level, or false to disable logging (tests). */
  logLevel: string | false;
  logPretty: boolean;
  /** Where log lines go instead of stdout (tests read them: the safety log must not hold text). */
  logStream?: { write(line: string): void };
  /** Max request body in bytes. 64 KiB is far above any form this app has. */
  bodyLimitBytes: number;
  /**
   * argon2id cost. Defaults are the OWASP 2024 minimum (19 MiB, 2 passes, 1 lane); tests lower
   * memoryCost so a suite that registers hundreds of users stays fast.
   */
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  /** Run the seeders after migrations (idempotent). */
  seed: boolean;
  /**
   * An OpenAI-compatible chat-completions endpoint for the assistant (OpenAI, Ollama, vLLM,
   * llama.cpp server); null answers with the built-in engine only. The key never leaves the server.
   */
  ai: AiEndpointConfig | null;
  /** Per attempt of the external model: longest wait for the first byte and between chunks, ms. */
  aiTimeoutMs: number;
  /** Chat questions per user per calendar day in the user's time zone (spec: blocked above 4). */
  chatDailyLimit: number;
  /** Conversation turns (a question and its answer) the assistant gets as memory. */
  chatHistoryTurns: number;
  /** The clock of day-based features (the chat quota's day, the assistant's "now"); tests fix it. */
  now: () => Date;
  /**
   * Astrologers the directory seeder makes sure exist (ids 1..n, deterministic). 13,000 by
   * default (the spec's "13000+ top astrologers"); SEED_ASTROLOGERS=1000000 for load tests.
   */
  seedAstrologers: number;
  /**
   * Seconds the directory reuses a list page's ids (per filter, sort and page), as long as the
   * page's Cache-Control lets any proxy keep it; 0 runs the page's index query on every request.
   */
  directoryPageCacheSec: number;
  /**
   * Directories of up to this many astrologers are held in memory and answered without a query
   * (modules/astrologers/snapshot.ts: about 1.4 KB each, so 25,000 are some 35 MB); larger ones,
   * or 0, query the database for every list page not cached.
   */
  directoryMemoryMaxRows: number;
  /**
   * Seeds the demo logins (an admin and three astrologers, README "Demo accounts") with a
   * password everyone knows: on by default only on the embedded database (a local copy), off on
   * PostgreSQL unless DEMO_ACCOUNTS=true.
   */
  demoAccounts: boolean;
  /**
   * Razorpay (issue 13): with its keys set, recharges are paid through Razorpay Checkout instead
   * of the sandbox. `apiBase` is https://api.razorpay.com/v1 unless set (tests point it at a
   * local server that speaks the same API).
   */
  razorpay: RazorpayConfig | null;
  /**
   * Bearer token a Prometheus scraper sends to GET /metrics; null serves /metrics to loopback
   * clients only (a scraper on the same host or in the same pod), so it is never public.
   */
  metricsToken: string | null;
}

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiBase: string;
  /** Razorpay Checkout's script (https://checkout.razorpay.com/v1/checkout.js unless set). */
  checkoutUrl: string;
}

export interface AiEndpointConfig {
  /** Base URL up to the API version, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  apiKey: string;
  model: string;
}

// apps/server/src/plugins -> repository root, so defaults do not depend on the working directory.
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export const defaultConfig: AppConfig = {
  database: { kind: 'pglite-memory' },
  redisUrl: null,
  redisKeyPrefix: 'nk:',
  corsOrigins: [],
  iceServers: [],
  cookieSecure: 'auto',
  trustProxy: false,
  loginMaxAttempts: 5,
  loginAccountMaxAttempts: 10,
  loginWindowMs: 15 * 60 * 1000,
  loginKnownAddressTtlMs: 30 * 24 * 3_600_000,
  authRateLimitPerMin: 20,
  webDistDir: path.join(REPO_ROOT, 'apps/web/dist'),
  logLevel: false,
  logPretty: false,
  bodyLimitBytes: 64 * 1024,
  argon2: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  seed: true,
  ai: null,
  // 20 s: a local 7B model on CPU takes a few seconds to its first token; a hung endpoint should
  // not keep the asker waiting much longer before the built-in answer takes over.
  aiTimeoutMs: 20_000,
  chatDailyLimit: 5,
  // Six turns (twelve messages) keep follow-ups on topic and a prompt well under 4k tokens.
  chatHistoryTurns: 6,
  now: () => new Date(),
  seedAstrologers: 13_000,
  directoryPageCacheSec: 30,
  directoryMemoryMaxRows: 25_000,
  demoAccounts: false,
  razorpay: null,
  metricsToken: null,
};

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().trim().optional());

/** The environment variables the server reads, with defaults and meaning (README lists them). */
const envSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65_535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
  ),
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
      .optional(),
  ),
  REDIS_KEY_PREFIX: z.preprocess(emptyToUndefined, z.string().default('nk:')),
  CORS_ORIGINS: optionalString,
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  COOKIE_SECURE: z.preprocess(emptyToUndefined, z.enum(['auto', 'true', 'false']).default('auto')),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  RAZORPAY_API_BASE: z.preprocess(emptyToUndefined, z.url().default('https://api.razorpay.com/v1')),
  RAZORPAY_CHECKOUT_URL: z.preprocess(
    emptyToUndefined,
    z.url().default('https://checkout.razorpay.com/v1/checkout.js'),
  ),
  DEMO_ACCOUNTS: z.preprocess(emptyToUndefined, z.enum(['auto', 'true', 'false']).default('auto')),
  TRUST_PROXY: optionalString,
  LOGIN_MAX_ATTEMPTS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(1000).default(5),
  ),
  LOGIN_ACCOUNT_MAX_ATTEMPTS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(100_000).default(10),
  ),
  AUTH_RATE_LIMIT_PER_MIN: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(100_000).default(20),
  ),
  WEB_DIST_DIR: optionalString,
  NODE_ENV: optionalString,
  AI_BASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({
        protocol: /^https?$/,
        error: 'AI_BASE_URL must be an http(s) URL, e.g. https://api.openai.com/v1',
      })
      .optional(),
  ),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(100).max(600_000).default(20_000),
  ),
  CHAT_DAILY_LIMIT: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(100_000).default(5),
  ),
  SEED_ASTROLOGERS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(10_000_000).default(13_000),
  ),
  DIRECTORY_PAGE_CACHE_SEC: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(3600).default(30),
  ),
  // 16+ characters: a token short enough to guess would make the metrics public.
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().trim().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
  DIRECTORY_MEMORY_MAX_ROWS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(1_000_000).default(25_000),
  ),
  ICE_URLS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^\s*(stuns?|turns?):[^,\s]+(\s*,\s*(stuns?|turns?):[^,\s]+)*\s*$/,
        'ICE_URLS is a comma-separated list of stun:, turn: or turns: URLs',
      )
      .optional(),
  ),
  ICE_USERNAME: optionalString,
  ICE_CREDENTIAL: optionalString,
});

/** One ICE server entry for all the URLs, with TURN's credentials when they are set. */
function parseIceServers(e: { ICE_URLS?: string; ICE_USERNAME?: string; ICE_CREDENTIAL?: string }) {
  if (!e.ICE_URLS) return [];
  const urls = e.ICE_URLS.split(',').map((u) => u.trim());
  const auth =
    e.ICE_USERNAME && e.ICE_CREDENTIAL ? { username: e.ICE_USERNAME, credential: e.ICE_CREDENTIAL } : {};
  return [{ urls, ...auth }];
}

function parseOrigins(list: string | undefined): string[] {
  if (!list) return [];
  return list
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter((o) => o.length > 0)
    .map((o) => {
      // Compare like browsers send Origin: scheme://host[:port], no path, lower-case host.
      let url: URL;
      try {
        url = new URL(o);
      } catch {
        throw new Error(`CORS_ORIGINS: ${o} is not a URL (expected e.g. https://app.example.com)`);
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new Error(`CORS_ORIGINS: ${o} is not an http(s) origin`);
      }
      return url.origin;
    });
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export interface ServerEnv {
  config: AppConfig;
  port: number;
  host: string;
}

/** Reads and validates the environment. Throws one readable error listing every bad variable. */
export function loadConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // The external model needs all three; a partial setting is a mistake, not "use built-in".
  const aiMissing = (['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'] as const).filter((k) => !e[k]);
  if (aiMissing.length > 0 && aiMissing.length < 3) {
    throw new Error(
      `Invalid environment:\n  AI_BASE_URL, AI_API_KEY and AI_MODEL must be set together (missing: ${aiMissing.join(', ')})`,
    );
  }
  const razorpayKeys = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;
  const razorpayMissing = razorpayKeys.filter((k) => !e[k]);
  if (razorpayMissing.length > 0 && razorpayMissing.length < 3) {
    throw new Error(
      `Invalid environment:\n  ${razorpayKeys.join(', ')} must be set together (missing: ${razorpayMissing.join(', ')})`,
    );
  }
  const database: DatabaseConfig = e.DATABASE_URL
    ? { kind: 'postgres', url: e.DATABASE_URL }
    : {
        kind: 'pglite',
        // Unset: the repository's data/, whether started by `npm start`, `npm run dev` or the
        // seed script (each runs in its own directory); set: as given, from the working directory.
        dataDir:
          e.DATA_DIR === undefined
            ? path.join(REPO_ROOT, 'data')
            : path.resolve(process.cwd(), e.DATA_DIR),
      };
  const config: AppConfig = {
    ...defaultConfig,
    database,
    redisUrl: e.REDIS_URL ?? null,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    corsOrigins: parseOrigins(e.CORS_ORIGINS),
    iceServers: parseIceServers(e),
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    loginMaxAttempts: e.LOGIN_MAX_ATTEMPTS,
    loginAccountMaxAttempts: e.LOGIN_ACCOUNT_MAX_ATTEMPTS,
    authRateLimitPerMin: e.AUTH_RATE_LIMIT_PER_MIN,
    webDistDir: e.WEB_DIST_DIR
      ? path.resolve(process.cwd(), e.WEB_DIST_DIR)
      : defaultConfig.webDistDir,
    logLevel: e.LOG_LEVEL,
    ai:
      e.AI_BASE_URL && e.AI_API_KEY && e.AI_MODEL
        ? { baseUrl: e.AI_BASE_URL.replace(/\/+$/, ''), apiKey: e.AI_API_KEY, model: e.AI_MODEL }
        : null,
    aiTimeoutMs: e.AI_TIMEOUT_MS,
    chatDailyLimit: e.CHAT_DAILY_LIMIT,
    seedAstrologers: e.SEED_ASTROLOGERS,
    directoryPageCacheSec: e.DIRECTORY_PAGE_CACHE_SEC,
    directoryMemoryMaxRows: e.DIRECTORY_MEMORY_MAX_ROWS,
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiBase: e.RAZORPAY_API_BASE.replace(/\/+$/, ''),
            checkoutUrl: e.RAZORPAY_CHECKOUT_URL,
          }
        : null,
    demoAccounts: e.DEMO_ACCOUNTS === 'auto' ? database.kind === 'pglite' : e.DEMO_ACCOUNTS === 'true',
    logPretty: Boolean(process.stdout.isTTY) && e.NODE_ENV !== 'production',
    metricsToken: e.METRICS_TOKEN ?? null,
  };
  return { config, port: e.PORT, host: e.HOST };
}

/** What integration tests need from the environment: optional PostgreSQL and Redis. */
export function loadTestEnv(env: NodeJS.ProcessEnv = process.env): {
  databaseUrl: string | null;
  redisUrl: string | null;
} {
  return {
    databaseUrl: env.DATABASE_URL?.trim() || null,
    redisUrl: env.REDIS_URL?.trim() || null,
  };
}
