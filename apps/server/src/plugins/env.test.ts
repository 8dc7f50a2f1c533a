import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { loadConfigFromEnv } from './env.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

describe('loadConfigFromEnv', () => {
  it('defaults: PGlite in the repository data/, port 3000 on all interfaces, 5 login attempts', () => {
    const { config, port, host } = loadConfigFromEnv({});
    expect(port).toBe(3000);
    expect(host).toBe('0.0.0.0');
    expect(config.database).toEqual({
      kind: 'pglite',
      dataDir: path.join(repoRoot, 'data'),
    });
    expect(config.redisUrl).toBeNull();
    expect(config.corsOrigins).toEqual([]);
    expect(config.cookieSecure).toBe('auto');
    expect(config.trustProxy).toBe(false);
    expect(config.loginMaxAttempts).toBe(5);
    expect(config.loginAccountMaxAttempts).toBe(10);
    expect(config.authRateLimitPerMin).toBe(20);
    expect(config.logLevel).toBe('info');
    expect(config.webDistDir.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
    expect(path.isAbsolute(config.webDistDir)).toBe(true);
    // OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane.
    expect(config.argon2).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  });

  it('resolves a relative DATA_DIR from the working directory, and the default from anywhere', () => {
    expect(loadConfigFromEnv({ DATA_DIR: 'var/db' }).config.database).toEqual({
      kind: 'pglite',
      dataDir: path.resolve(process.cwd(), 'var/db'),
    });
    const cwd = process.cwd();
    try {
      process.chdir(path.join(repoRoot, 'apps', 'server'));
      expect(loadConfigFromEnv({}).config.database).toEqual({
        kind: 'pglite',
        dataDir: path.join(repoRoot, 'data'),
      });
    } finally {
      process.chdir(cwd);
    }
  });

  it('reads every variable', () => {
    const { config, port, host } = loadConfigFromEnv({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u@db:5432/app',
      REDIS_URL: 'redis://cache:6379',
      CORS_ORIGINS: 'https://App.Example/, http://localhost:5173 ,',
      LOG_LEVEL: 'warn',
      COOKIE_SECURE: 'true',
      TRUST_PROXY: '1',
      LOGIN_MAX_ATTEMPTS: '7',
      LOGIN_ACCOUNT_MAX_ATTEMPTS: '40',
      AUTH_RATE_LIMIT_PER_MIN: '50',
      WEB_DIST_DIR: 'build/web',
    });
    expect(port).toBe(8080);
    expect(host).toBe('127.0.0.1');
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/app' });
    expect(config.redisUrl).toBe('redis://cache:6379');
    expect(config.corsOrigins).toEqual(['https://app.example', 'http://localhost:5173']);
    expect(config.logLevel).toBe('warn');
    expect(config.cookieSecure).toBe(true);
    expect(config.trustProxy).toBe(1);
    expect(config.loginMaxAttempts).toBe(7);
    expect(config.loginAccountMaxAttempts).toBe(40);
    expect(config.authRateLimitPerMin).toBe(50);
    expect(config.webDistDir).toBe(path.resolve(process.cwd(), 'build/web'));
  });

  it('treats empty values as unset and parses TRUST_PROXY forms', () => {
    expect(loadConfigFromEnv({ PORT: '', DATABASE_URL: '' }).config.database.kind).toBe('pglite');
    expect(loadConfigFromEnv({ TRUST_PROXY: 'true' }).config.trustProxy).toBe(true);
    expect(loadConfigFromEnv({ TRUST_PROXY: 'false' }).config.trustProxy).toBe(false);
    expect(loadConfigFromEnv({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).config.trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
    expect(loadConfigFromEnv({ COOKIE_SECURE: 'false' }).config.cookieSecure).toBe(false);
  });

  it('refuses bad values with one message naming each variable', () => {
    const message = (() => {
      try {
        loadConfigFromEnv({
          PORT: 'eighty',
          LOGIN_MAX_ATTEMPTS: '0',
          DATABASE_URL: 'mysql://x',
          COOKIE_SECURE: 'maybe',
        });
        return '';
      } catch (err) {
        return (err as Error).message;
      }
    })();
    for (const name of ['PORT', 'LOGIN_MAX_ATTEMPTS', 'DATABASE_URL', 'COOKIE_SECURE'])
      expect(message).toContain(name);
    expect(() => loadConfigFromEnv({ CORS_ORIGINS: 'ftp://files.example' })).toThrow(
      /CORS_ORIGINS/,
    );
    expect(() => loadConfigFromEnv({ CORS_ORIGINS: 'not a url' })).toThrow(/CORS_ORIGINS/);
  });

  it('demo accounts: on for the embedded database only unless set; Razorpay needs all three keys', () => {
    expect(loadConfigFromEnv({}).config.demoAccounts).toBe(true);
    expect(loadConfigFromEnv({ DATABASE_URL: 'postgres://x@h/db' }).config.demoAccounts).toBe(false);
    expect(
      loadConfigFromEnv({ DATABASE_URL: 'postgres://x@h/db', DEMO_ACCOUNTS: 'true' }).config.demoAccounts,
    ).toBe(true);
    expect(loadConfigFromEnv({ DEMO_ACCOUNTS: 'false' }).config.demoAccounts).toBe(false);

    expect(loadConfigFromEnv({}).config.razorpay).toBeNull();
    const keys = { RAZORPAY_KEY_ID: 'rzp_test_1', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' };
    expect(loadConfigFromEnv(keys).config.razorpay).toEqual({
      keyId: 'rzp_test_1',
      keySecret: 's',
      webhookSecret: 'w',
      apiBase: 'https://api.razorpay.com/v1',
      checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    expect(
      loadConfigFromEnv({ ...keys, RAZORPAY_API_BASE: 'http://127.0.0.1:9999/v1/' }).config.razorpay?.apiBase,
    ).toBe('http://127.0.0.1:9999/v1');
    expect(() => loadConfigFromEnv({ RAZORPAY_KEY_ID: 'rzp_test_1' })).toThrow(
      /RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET/,
    );
  });
});
