import { defineConfig } from 'vitest/config';

// One runner for the whole monorepo. `unit` covers pure packages and the server (integration
// tests against PGlite, and PostgreSQL when DATABASE_URL is set); `web` runs component tests in
// happy-dom; `e2e` drives the real server and Debian's Chromium through playwright-core.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          globalSetup: ['./scripts/warm-classifiers.ts'],
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./apps/web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          globalSetup: ['./scripts/warm-classifiers.ts'],
          // The browser tests, and the Docker image built and started without Docker.
          include: ['apps/web/e2e/**/*.spec.ts', 'apps/server/src/deploy/*.spec.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
