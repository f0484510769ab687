/** The bench's child processes (servers), stopped at the end, also on failure or a signal. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { PG_ADMIN_URL, repoRoot } from './options.ts';
import { psql } from './psql.ts';

export interface Child {
  name: string;
  proc: ChildProcess;
  /** The last lines of stdout/stderr, for error messages. */
  tail: string[];
  /** pino lines at level warn (40) or above, and anything on stderr. */
  warnings: string[];
  exited: Promise<number | null>;
  /** Set when the bench itself stops the child; any other exit is reported. */
  stopping: boolean;
}

export const children = new Set<Child>();

export function startChild(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string = repoRoot,
): Child {
  const proc = spawn(process.execPath, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const child: Child = {
    name,
    proc,
    tail: [],
    warnings: [],
    exited: new Promise((resolve) => proc.once('exit', (code) => resolve(code))),
    stopping: false,
  };
  proc.once('exit', (code, signal) => {
    if (child.stopping) return;
    console.warn(
      `  ! ${name} (pid ${proc.pid}) exited unexpectedly: code ${code}, signal ${signal}` +
        (child.tail.length ? `; last output:\n    ${child.tail.slice(-10).join('\n    ')}` : ''),
    );
  });
  const remember = (line: string, fromStderr: boolean) => {
    if (!line.trim()) return;
    child.tail.push(line);
    if (child.tail.length > 40) child.tail.shift();
    let warn = fromStderr;
    if (line.startsWith('{')) {
      try {
        const parsed = JSON.parse(line) as { level?: number };
        if (typeof parsed.level === 'number' && parsed.level >= 40) warn = true;
      } catch {
        // not a log line
      }
    }
    if (warn && child.warnings.length < 200) child.warnings.push(line.slice(0, 500));
  };
  for (const [stream, fromStderr] of [
    [proc.stdout, false],
    [proc.stderr, true],
  ] as const) {
    let buffered = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) remember(line, fromStderr);
    });
  }
  children.add(child);
  void child.exited.then(() => children.delete(child));
  return child;
}

export async function stopChild(child: Child): Promise<void> {
  if (child.proc.exitCode !== null || child.proc.signalCode !== null) {
    children.delete(child);
    return;
  }
  child.stopping = true;
  child.proc.kill('SIGTERM');
  const timer = new Promise<'timeout'>((resolve) =>
    setTimeout(() => resolve('timeout'), 10_000).unref(),
  );
  if ((await Promise.race([child.exited, timer])) === 'timeout') {
    console.warn(`  ${child.name} did not stop within 10 s after SIGTERM; killing it`);
    child.proc.kill('SIGKILL');
    await child.exited;
  }
  children.delete(child);
}

export async function stopAll(): Promise<void> {
  await Promise.all([...children].map((c) => stopChild(c)));
}

export function killAllNow(): void {
  for (const c of children) {
    c.stopping = true;
    c.proc.kill('SIGKILL');
  }
}

/** What the run leaves behind until cleanup(): temporary folders and the PostgreSQL database. */
export const leftovers = { tempDirs: [] as string[], pgDatabases: [] as string[] };

let cleaning: Promise<void> | null = null;
let interrupted = false;

/**
 * Stops every server, drops the bench database and removes the temporary folders. Called from
 * main's finally and from the signal handlers; every caller waits for the same single pass.
 */
export function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await stopAll();
    for (const db of leftovers.pgDatabases) {
      try {
        await psql(PG_ADMIN_URL, `DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
      } catch (err) {
        console.warn(`could not drop the database ${db}: ${String(err)}`);
      }
    }
    for (const dir of leftovers.tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  })();
  return cleaning;
}

process.once('exit', killAllNow);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // `on`, not `once`: npm and tsx relay the signal again, and a second one must not kill the
  // bench before its cleanup is done.
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the servers`);
    void cleanup().finally(() => process.exit(130));
  });
}

/** Whether a signal stopped the run (main then cleans up and exits with 130). */
export function wasInterrupted(): boolean {
  return interrupted;
}

export function describeFailure(child: Child, what: string): Error {
  return new Error(`${what} (${child.name})\n--- last output ---\n${child.tail.join('\n')}`);
}

// --------------------------------------------------------------------------------------------
// Helpers
