import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * An exclusive lock on a folder for one process: the directory `<dir>.lock`, holding one file
 * `owner-<token>.json` that names the owner. The lock is built in a draft directory and renamed
 * into place, so it never exists without its owner.
 *
 * A lock whose owner is gone (the process no longer runs on this host, or its pid now belongs
 * to another process) is taken over at once, so a server killed with SIGKILL restarts at once.
 * When the owner cannot be checked (another host, a garbled owner file, an older server's empty
 * lock directory), the owner's heartbeat decides: the owner file's mtime, renewed every
 * `updateMs`, older than `staleMs` means the owner is gone.
 *
 * Taking over is safe against racers: a stale lock is removed by deleting that owner's file
 * (only one process can) and then the directory only if it is empty (rmdir refuses otherwise).
 */
export interface LockOwner {
  pid: number;
  host: string;
  /** On Linux, the boot id and the start time since boot: tells a reused pid from the owner. */
  start?: string;
  /** When the lock was taken, for people reading the file. */
  since: string;
}

export interface FolderLock {
  owner: LockOwner;
  release(): void;
}

export interface FolderLockOptions {
  /** After how long an unverifiable owner's silence counts as gone (ms). */
  staleMs?: number;
  /** How often the owner file's mtime is renewed (ms). */
  updateMs?: number;
  /** Called when the lock was taken from this process; by default it throws (and the process ends). */
  onCompromised?: (err: Error) => void;
}

export class FolderLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly owner?: LockOwner,
  ) {
    super(
      `${dir} is locked by another process${owner ? ` (pid ${owner.pid} on ${owner.host})` : ''}`,
    );
  }
}

/** Lock directories this process holds: its own lock must not look like a dead process's. */
const held = new Set<string>();

export function lockFolder(dir: string, options: FolderLockOptions = {}): FolderLock {
  const { staleMs = 30_000, updateMs = 10_000 } = options;
  const onCompromised =
    options.onCompromised ??
    ((err: Error) => {
      throw err;
    });
  const lockDir = `${path.resolve(dir)}.lock`;
  if (held.has(lockDir)) throw new FolderLockedError(dir, readOwner(lockDir));

  const token = randomBytes(6).toString('hex');
  const ownerName = `owner-${token}.json`;
  const owner: LockOwner = {
    pid: process.pid,
    host: os.hostname(),
    start: processStart(process.pid),
    since: new Date().toISOString(),
  };
  const draft = `${lockDir}.${token}.tmp`;
  fs.mkdirSync(draft);
  try {
    fs.writeFileSync(path.join(draft, ownerName), JSON.stringify(owner));
    // Each round takes the lock, refuses, or clears a stale lock (then the next round takes it).
    for (let round = 0; round < 5; round++) {
      const found = inspect(lockDir, staleMs);
      if (found.state === 'held') throw new FolderLockedError(dir, found.owner);
      if (found.state === 'stale') {
        clear(lockDir, found.entry);
        continue;
      }
      if (found.state === 'changed') continue;
      try {
        fs.renameSync(draft, lockDir);
      } catch (err) {
        if (isTakenError(err)) continue; // another process was faster: look again
        throw err;
      }
      held.add(lockDir);
      return holdLock(dir, lockDir, ownerName, owner, updateMs, onCompromised);
    }
    throw new FolderLockedError(dir, readOwner(lockDir));
  } finally {
    fs.rmSync(draft, { recursive: true, force: true });
  }
}

function holdLock(
  dir: string,
  lockDir: string,
  ownerName: string,
  owner: LockOwner,
  updateMs: number,
  onCompromised: (err: Error) => void,
): FolderLock {
  const ownerFile = path.join(lockDir, ownerName);
  let released = false;
  const timer = setInterval(() => {
    const now = new Date();
    fs.utimes(ownerFile, now, now, (err) => {
      if (released || err?.code !== 'ENOENT') return; // another error: try again next time
      released = true;
      clearInterval(timer);
      held.delete(lockDir);
      onCompromised(new Error(`The lock on ${dir} was taken over by another process.`));
    });
  }, updateMs);
  timer.unref();
  return {
    owner,
    release() {
      if (released) return;
      released = true;
      clearInterval(timer);
      held.delete(lockDir);
      clear(lockDir, ownerName);
    },
  };
}

type Found =
  | { state: 'free' }
  | { state: 'changed' }
  | { state: 'held'; owner?: LockOwner }
  | { state: 'stale'; entry?: string };

function inspect(lockDir: string, staleMs: number): Found {
  try {
    const entry = fs.readdirSync(lockDir).find((name) => name.startsWith('owner-'));
    const file = entry ? path.join(lockDir, entry) : lockDir;
    const mtime = fs.statSync(file).mtimeMs;
    const owner = entry ? parseOwner(fs.readFileSync(file, 'utf8')) : undefined;
    const verdict = owner ? judge(owner) : 'unknown';
    if (verdict === 'alive') return { state: 'held', owner };
    if (verdict === 'gone' || Date.now() - mtime > staleMs) return { state: 'stale', entry };
    return { state: 'held', owner };
  } catch (err) {
    // No lock, or it changed while we read it.
    if (errorCode(err) === 'ENOENT') {
      return fs.existsSync(lockDir) ? { state: 'changed' } : { state: 'free' };
    }
    throw err;
  }
}

/** Whether the owner's process still runs: 'unknown' when this host cannot tell. */
function judge(owner: LockOwner): 'alive' | 'gone' | 'unknown' {
  if (owner.host !== os.hostname()) return 'unknown';
  // Not a lock this process holds (checked first), so an earlier process with the same pid:
  // a container's pid 1 is the same number after every restart.
  if (owner.pid === process.pid) return 'gone';
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    if (errorCode(err) === 'ESRCH') return 'gone';
    // EPERM: the process exists but belongs to another user.
  }
  const start = processStart(owner.pid);
  if (owner.start && start) return owner.start === start ? 'alive' : 'gone';
  return 'unknown';
}

/** Removes one owner's lock: that owner's file, then the directory if nothing else is in it. */
function clear(lockDir: string, entry: string | undefined): void {
  try {
    if (entry) fs.unlinkSync(path.join(lockDir, entry));
    fs.rmdirSync(lockDir);
  } catch (err) {
    // Someone else cleared it first, or already holds a new lock there.
    if (!['ENOENT', 'ENOTEMPTY', 'EEXIST'].includes(errorCode(err) ?? '')) throw err;
  }
}

function readOwner(lockDir: string): LockOwner | undefined {
  try {
    const entry = fs.readdirSync(lockDir).find((name) => name.startsWith('owner-'));
    return entry ? parseOwner(fs.readFileSync(path.join(lockDir, entry), 'utf8')) : undefined;
  } catch {
    return undefined;
  }
}

function parseOwner(text: string): LockOwner | undefined {
  try {
    const o = JSON.parse(text) as Partial<LockOwner> | null;
    if (!o || !Number.isInteger(o.pid) || o.pid! <= 0 || typeof o.host !== 'string')
      return undefined;
    return {
      pid: o.pid!,
      host: o.host,
      start: typeof o.start === 'string' ? o.start : undefined,
      since: String(o.since),
    };
  } catch {
    return undefined;
  }
}

/** The process's start on Linux (boot id and start time since boot); undefined elsewhere. */
export function processStart(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses: state is field 3, starttime 22.
    const startTicks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    const boot = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return startTicks ? `${boot}:${startTicks}` : undefined;
  } catch {
    return undefined;
  }
}

/** rename() onto a directory that has entries (Windows refuses any existing directory). */
function isTakenError(err: unknown): boolean {
  const code = errorCode(err);
  return (
    code === 'ENOTEMPTY' || code === 'EEXIST' || (process.platform === 'win32' && code === 'EPERM')
  );
}

function errorCode(err: unknown): string | undefined {
  return (err as NodeJS.ErrnoException | undefined)?.code;
}
