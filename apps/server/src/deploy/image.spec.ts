// The Dockerfile's image, built without Docker (rootless-image.ts: every stage in a folder, its
// RUN lines in a chroot on this Debian 12 + Node 20 machine, the base image's system), then
// started as the image starts: its CMD, as its USER, with only what its COPY lines put there.
// It runs on the embedded database (what /app/data is for), and on PostgreSQL and Redis as
// docker-compose.yml runs it when DATABASE_URL and REDIS_URL are set. Part of the e2e project:
// the build takes a few minutes and two cores, so it runs alone.
import { type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test/backends.ts';
import {
  buildRootless,
  canBuildRootless,
  startInImage,
  type BuiltImage,
} from './rootless-image.ts';
import { freePort } from '../test/ports.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const canBuild = canBuildRootless();
let out = '';
let image: BuiltImage;

beforeAll(() => {
  if (!canBuild) return;
  out = mkdtempSync(path.join(tmpdir(), 'nk-image-'));
  const t0 = performance.now();
  image = buildRootless(root, out);
  console.info(`image: built in ${Math.round((performance.now() - t0) / 1000)} s`);
}, 900_000);

afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

interface Running {
  child: ChildProcess;
  base: string;
  log: () => string;
}

async function startImage(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const child = startInImage(image, out, image.cmd, { PORT: String(port), ...env });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the image's CMD exited ${child.exitCode}:\n${log}`);
    const ready = await fetch(`${base}/api/ready`).catch(() => null);
    if (ready?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`not ready in 180 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return { child, base, log: () => log };
}

/** SIGTERM, as `docker stop` sends it: the server drains and exits 0 within the grace (15 s). */
async function stop(running: Running): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => running.child.once('exit', resolve));
  running.child.kill('SIGTERM');
  const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 15_000));
  const code = await Promise.race([exited, timeout]);
  if (code === 'timeout') {
    running.child.kill('SIGKILL');
    throw new Error(`no exit 15 s after SIGTERM:\n${running.log()}`);
  }
  return code;
}

/** The image's HEALTHCHECK command, run inside it: its exit code. */
async function healthcheck(port: string): Promise<number | null> {
  const child = startInImage(image, out, image.healthcheck ?? ['false'], { PORT: port });
  return new Promise((resolve) => child.once('exit', resolve));
}

/** The page serves, server-rendered, and its script and style come from the built web app. */
async function expectServesTheApp(base: string) {
  const page = await fetch(`${base}/`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Nakshatra');
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1],
  );
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets.slice(0, 4))
    expect((await fetch(`${base}${asset}`)).status, asset).toBe(200);
  const horoscope = await fetch(`${base}/api/horoscope/aries`);
  expect(horoscope.status).toBe(200);
}

describe.skipIf(!canBuild)('the Docker image (built rootless)', () => {
  it('holds production dependencies only, the built web app and a data folder its user owns', () => {
    const app = path.join(image.root, 'app');
    expect(image.user).toBe('node');
    expect(image.exposed).toEqual(['3000']);
    expect(image.env).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0', PORT: '3000' });
    expect(image.cmd).toEqual(['node', '--import', 'tsx', 'apps/server/src/server.ts']);
    // tsx runs the TypeScript sources: a production dependency, kept by the prune.
    expect(existsSync(path.join(app, 'node_modules/tsx/package.json'))).toBe(true);
    // (typescript stays: i18next and react-i18next name it as an optional peer, which npm keeps.)
    for (const dev of ['vitest', 'vite', 'eslint', 'playwright-core', 'prettier', 'drizzle-kit'])
      expect(existsSync(path.join(app, 'node_modules', dev)), dev).toBe(false);
    expect(readdirSync(path.join(app, 'apps/web/dist'))).toContain('index.html');
    for (const left of ['.git', '.ci', 'e2e-results', 'data/pglite'])
      expect(existsSync(path.join(app, left)), left).toBe(false);
    expect(statSync(path.join(app, 'data')).uid).toBe(1000);
  });

  it('starts on the embedded database, passes its health check and stops on SIGTERM', async () => {
    const running = await startImage({});
    try {
      await expectServesTheApp(running.base);
      expect(await healthcheck(new URL(running.base).port)).toBe(0);
      // The embedded database lives in /app/data, written by the image's user.
      expect(readdirSync(path.join(image.root, 'app/data')).length).toBeGreaterThan(0);
    } finally {
      expect(await stop(running)).toBe(0);
    }
  }, 300_000);

  const postgres = process.env.DATABASE_URL;
  const redis = process.env.REDIS_URL;
  it.skipIf(!postgres || !redis)(
    'starts on PostgreSQL and Redis as docker-compose.yml runs it',
    async () => {
      const db = await createPostgresDatabase(postgres!);
      const running = await startImage({
        DATABASE_URL: db.url,
        REDIS_URL: redis!,
        TRUST_PROXY: '1',
        METRICS_TOKEN: 'image-test-metrics-token',
        SEED_ASTROLOGERS: '13000',
      });
      try {
        await expectServesTheApp(running.base);
        const ready = await (await fetch(`${running.base}/api/ready`)).json();
        expect(ready).toEqual({ status: 'ready', db: 'postgres', redis: 'ok' });
        const metrics = await fetch(`${running.base}/metrics`, {
          headers: { authorization: 'Bearer image-test-metrics-token' },
        });
        expect(metrics.status).toBe(200);
        expect(await metrics.text()).toContain('http_request_duration_seconds');
        const list = await fetch(`${running.base}/api/consultants/list-filter?pageSize=1`);
        expect(((await list.json()) as { totalElements: number }).totalElements).toBe(13_000);
      } finally {
        expect(await stop(running)).toBe(0);
        await db.drop();
      }
    },
    300_000,
  );
});
