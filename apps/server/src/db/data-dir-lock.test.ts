import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, uniqueEmail } from '../test/factories.ts';
import {
  DataDirLockedError,
  FALLBACK_LOCK_DIR_NAME,
  LOCK_FILE_NAME,
  lockDataDir,
} from './data-dir-lock.ts';
import { freePort } from '../test/ports.ts';

// Issue 9, item 2: two servers on one DATA_DIR both ran and one's users were lost. These tests
// start real server processes, as `npm start` does (scripts/start.mjs), on one data folder.

const root = path.resolve(import.meta.dirname, '../../../..');
const serverEntry = path.join(root, 'apps/server/src/server.ts');

const tempDirs: string[] = [];
const children = new Set<ChildProcess>();

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'nk-lock-'));
  tempDirs.push(dir);
  return dir;
}

interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

async function startServer(dataDir: string): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      // Always the embedded database, even where CI sets DATABASE_URL for the other tests.
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_ASTROLOGERS: '50',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited };
}

async function isServing(server: ServerProcess): Promise<boolean> {
  try {
    return (await fetch(`${server.baseUrl}/api/health`)).ok;
  } catch {
    return false;
  }
}

/**
 * Polls GET /api/health every 100 ms until it answers ('serving') or the process exits
 * ('exited'). 30 s is far above a start on a new folder (~2.5 s on this machine).
 */
async function outcome(server: ServerProcess): Promise<'serving' | 'exited'> {
  const deadline = Date.now() + 30_000;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) return 'exited';
    if (await isServing(server)) return 'serving';
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server neither served nor exited in 30 s:\n${server.output()}`);
}

async function startServing(dataDir: string): Promise<ServerProcess> {
  const server = await startServer(dataDir);
  const result = await outcome(server);
  expect(result, server.output()).toBe('serving');
  return server;
}

async function stop(server: ServerProcess) {
  server.child.kill('SIGTERM');
  const { code } = await server.exited;
  expect(code, server.output()).toBe(0);
}

function post(server: ServerProcess, url: string, body: unknown) {
  return fetch(`${server.baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

// Three server starts of ~2.5 s each on an idle 2-core machine, up to ~6 s under load.
const PROCESS_TEST_TIMEOUT_MS = 90_000;

describe('one server per DATA_DIR (real processes)', () => {
  it(
    'refuses a second server on the same folder while the first keeps serving, and loses nothing',
    async () => {
      const dataDir = await tempDir();
      const first = await startServing(dataDir);

      const second = await startServer(dataDir);
      expect(await outcome(second), second.output()).toBe('exited');
      expect((await second.exited).code).toBe(1);
      const lockPath = path.join(dataDir, LOCK_FILE_NAME);
      expect(second.output().trim()).toBe(
        `Failed to start the server: Another Nakshatra server (process ${first.child.pid}) is already ` +
          `using the data folder ${dataDir} (lock: ${lockPath}). Stop it first, or set DATA_DIR to another folder.`,
      );

      // The first still serves, and writes to the folder.
      const user = { name: 'Asha Rao', email: uniqueEmail('lock'), password: TEST_PASSWORD };
      const registered = await post(first, '/api/register', user);
      expect(registered.status, await registered.clone().text()).toBe(201);

      // Stopped cleanly, the folder serves the next server, which has the user.
      await stop(first);
      const third = await startServing(dataDir);
      const login = await post(third, '/api/login', { email: user.email, password: user.password });
      expect(login.status, await login.clone().text()).toBe(200);
      await stop(third);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'lets the next server start at once after the holder was killed with SIGKILL',
    async () => {
      const dataDir = await tempDir();
      const killed = await startServing(dataDir);
      killed.child.kill('SIGKILL');
      expect((await killed.exited).signal).toBe('SIGKILL');

      // The lock file is still there, naming the dead process; the OS lock died with it.
      const lockPath = path.join(dataDir, LOCK_FILE_NAME);
      expect(JSON.parse(await readFile(lockPath, 'utf8'))).toMatchObject({ pid: killed.child.pid });
      const next = await startServing(dataDir);
      expect(JSON.parse(await readFile(lockPath, 'utf8'))).toMatchObject({ pid: next.child.pid });
      await stop(next);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});

describe('lockDataDir', () => {
  it('takes an OS lock that a second holder cannot take until it is released', async () => {
    const dataDir = await tempDir();
    const lock = await lockDataDir(dataDir);
    // This machine has a prebuilt addon: the fallback must not be what is tested here.
    expect(lock.mechanism).toBe('os');

    const refused = await lockDataDir(dataDir).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect(refused).toMatchObject({ code: 'DATA_DIR_LOCKED', dataDir, lockPath: lock.lockPath });
    expect((refused as Error).message).toContain(`(process ${process.pid})`);

    await lock.release();
    await lock.release();
    expect(await readFile(lock.lockPath, 'utf8')).toBe('');
    const again = await lockDataDir(dataDir);
    await again.release();
  });

  it('falls back to a lock directory that refuses a live holder and takes over a stale one', async () => {
    const dataDir = await tempDir();
    // 2 s is proper-lockfile's minimum; the refusal comes after 2 s + 1 s of retries.
    const options = { mechanism: 'directory', staleMs: 2_000 } as const;
    const lock = await lockDataDir(dataDir, options);
    expect(lock.mechanism).toBe('directory');
    const startedMs = Date.now();
    await expect(lockDataDir(dataDir, options)).rejects.toBeInstanceOf(DataDirLockedError);
    // A live holder refreshes its lock every second here, so waiting past staleMs must not win.
    expect(Date.now() - startedMs).toBeGreaterThanOrEqual(2_000);
    await lock.release();

    // A holder that died: its lock directory was last refreshed a minute ago.
    const staleDir = path.join(dataDir, FALLBACK_LOCK_DIR_NAME);
    await mkdir(staleDir);
    const minuteAgo = new Date(Date.now() - 60_000);
    await utimes(staleDir, minuteAgo, minuteAgo);
    const takenMs = Date.now();
    const takeover = await lockDataDir(dataDir, options);
    expect(Date.now() - takenMs).toBeLessThan(1_000);
    await takeover.release();
  });
});
