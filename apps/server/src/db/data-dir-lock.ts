import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { hostname } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * One PGlite data folder serves one process at a time: PGlite keeps its buffers and WAL position
 * in memory, so two processes on one folder each overwrite the other's files and the data of one
 * is lost (issue 9). `lockDataDir` takes an exclusive lock on the folder before PGlite opens it.
 *
 * The lock is an OS file lock (Linux open-file-description lock, BSD flock on macOS,
 * LockFileEx on Windows) from `fs-native-extensions`, which ships prebuilt addons for those
 * platforms inside the package. The kernel drops it when the process ends in any way, kill -9
 * and power loss included, so a crashed server never blocks the next start and there is nothing
 * stale to detect. The file stays in the folder between runs: deleting it on release would let
 * a process that opened the old file and one that creates a new file both hold "the" lock.
 *
 * Where that addon has no build (e.g. Alpine's musl) or the file system refuses locks (some
 * network and FUSE mounts), the fallback is `proper-lockfile`: a lock directory whose mtime the
 * holder refreshes, taken over once it has not been refreshed for `staleMs`.
 */

/** The lock lives inside DATA_DIR, so it follows the folder (a Docker volume, a bind mount). */
export const LOCK_FILE_NAME = 'nakshatra.lock';
/** The fallback's lock directory; a different name, as proper-lockfile's lock is a directory. */
export const FALLBACK_LOCK_DIR_NAME = 'nakshatra.lock.d';

/**
 * Fallback only. 10 s without a refresh (proper-lockfile's default) marks the holder as dead.
 * The holder refreshes every 2 s, so it tolerates its event loop being blocked for 8 s (a long
 * synchronous PGlite statement); a restart after kill -9 waits at most 10 s.
 */
const FALLBACK_STALE_MS = 10_000;
const FALLBACK_REFRESH_MS = 2_000;
/** Fallback only: how often a starting process looks again at a lock that is not yet stale. */
const FALLBACK_RETRY_MS = 500;

/** Thrown when another process holds the data folder; `code` lets callers of buildApp test for it. */
export class DataDirLockedError extends Error {
  readonly code = 'DATA_DIR_LOCKED';

  constructor(
    readonly dataDir: string,
    readonly lockPath: string,
    holder: string | null,
  ) {
    // One line: server.ts prints it after "Failed to start the server: ".
    super(
      `Another Nakshatra server${holder ? ` (${holder})` : ''} is already using the data folder ` +
        `${dataDir} (lock: ${lockPath}). Stop it first, or set DATA_DIR to another folder.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  /** The lock file (or, on the fallback, the lock directory). */
  lockPath: string;
  mechanism: 'os' | 'directory';
  /** Lets the next process in at once. Safe to call more than once. */
  release(): Promise<void>;
}

export interface LockOptions {
  /** Tests force the fallback; 'auto' uses the OS lock where it works. */
  mechanism?: 'auto' | 'directory';
  /** Fallback only (tests shorten it; proper-lockfile's minimum is 2,000 ms). */
  staleMs?: number;
}

interface NativeLocks {
  tryLock(fd: number): boolean;
}

let native: NativeLocks | null | undefined;

/** Loads the addon once; null means "no build for this platform": use the fallback. */
function loadNativeLocks(): NativeLocks | null {
  if (native === undefined) {
    try {
      native = createRequire(import.meta.url)('fs-native-extensions') as NativeLocks;
    } catch {
      native = null;
    }
  }
  return native;
}

/**
 * Takes the exclusive lock on `dataDir` (which must exist), or throws DataDirLockedError at once
 * if a live process holds it. With the fallback, a refusal comes after `staleMs` plus a second,
 * the time a dead holder's lock needs to go stale.
 */
export async function lockDataDir(
  dataDir: string,
  options: LockOptions = {},
): Promise<DataDirLock> {
  if (options.mechanism !== 'directory') {
    const locks = loadNativeLocks();
    if (locks) {
      const lock = tryOsLock(locks, dataDir);
      if (lock) return lock;
    }
  }
  return directoryLock(dataDir, options.staleMs ?? FALLBACK_STALE_MS);
}

/** null: this file system cannot lock files, use the fallback. */
function tryOsLock(locks: NativeLocks, dataDir: string): DataDirLock | null {
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  // 'a+': created if missing, never truncated before we hold it, writable (an exclusive lock
  // needs a descriptor open for writing). A raw descriptor, not a FileHandle: a FileHandle is
  // closed when garbage-collected, which would silently drop the lock.
  const fd = openSync(lockPath, 'a+', 0o644);
  let granted: boolean;
  try {
    granted = locks.tryLock(fd);
  } catch {
    // ENOLCK, ENOTSUP, EINVAL (kernel without OFD locks)...
    closeSync(fd);
    return null;
  }
  if (!granted) {
    closeSync(fd);
    throw new DataDirLockedError(dataDir, lockPath, describeHolder(lockPath));
  }
  // Who holds it, for the refusal message of the next process. Appends land at offset 0 after
  // the truncate ('a' mode writes at the end of the file).
  ftruncateSync(fd, 0);
  writeSync(
    fd,
    `${JSON.stringify({ pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString() })}\n`,
  );
  let open = true;
  return {
    lockPath,
    mechanism: 'os',
    release: async () => {
      if (!open) return;
      open = false;
      try {
        // Empty: a leftover file then says nobody holds the folder.
        ftruncateSync(fd, 0);
      } finally {
        // Closing the descriptor is what drops the lock.
        closeSync(fd);
      }
    },
  };
}

/** "process 1234" (or "process 1234 on host-b"), from what the holder wrote; null if unreadable. */
function describeHolder(lockPath: string): string | null {
  try {
    const info = JSON.parse(readFileSync(lockPath, 'utf8')) as {
      pid?: unknown;
      hostname?: unknown;
    };
    if (typeof info.pid !== 'number') return null;
    const host =
      typeof info.hostname === 'string' && info.hostname !== hostname() ? info.hostname : null;
    return host ? `process ${info.pid} on ${host}` : `process ${info.pid}`;
  } catch {
    // The holder has not written yet (a start in the same millisecond) or an older format.
    return null;
  }
}

async function directoryLock(dataDir: string, staleMs: number): Promise<DataDirLock> {
  const lockPath = path.join(dataDir, FALLBACK_LOCK_DIR_NAME);
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, {
      lockfilePath: lockPath,
      stale: staleMs,
      update: Math.min(FALLBACK_REFRESH_MS, staleMs / 2),
      // Keep looking until a dead holder's lock has gone stale, then refuse.
      retries: {
        retries: Math.ceil((staleMs + 1_000) / FALLBACK_RETRY_MS),
        factor: 1,
        minTimeout: FALLBACK_RETRY_MS,
        maxTimeout: FALLBACK_RETRY_MS,
      },
      // The default throws from a timer, which would crash a serving process. Losing the lock
      // (event loop blocked beyond staleMs, lock directory deleted) is worth a loud warning only.
      onCompromised: (err) => {
        console.error(
          `Warning: lost the lock on the data folder ${dataDir} (${err.message}); ` +
            'another process may now open it.',
        );
      },
    });
  } catch (err) {
    if ((err as { code?: unknown }).code === 'ELOCKED') {
      throw new DataDirLockedError(dataDir, lockPath, null);
    }
    throw err;
  }
  let held = true;
  return {
    lockPath,
    mechanism: 'directory',
    release: async () => {
      if (!held) return;
      held = false;
      // ERELEASED after a compromise: nothing left to release.
      await release().catch(() => {});
    },
  };
}
