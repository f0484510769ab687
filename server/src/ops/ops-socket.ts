import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BackupOutcome, BackupSummary } from './backup-runs.ts';

/**
 * The running embedded server's operations socket: `npm run backup` cannot open the data folder
 * a server holds (its lock), so it asks that server to take the backup itself. One request a
 * connection, one JSON line each way: `{"type":"backup"}` is answered
 * `{"ok":true,"summary":{...}}` or `{"ok":false,"message":"..."}`. The socket file is made
 * readable and writable by the server's user only (mode 0600), so only that user (and root)
 * may connect.
 */
export type OpsRequest = { type: 'backup' };
export type OpsReply = { ok: true; summary: BackupSummary } | { ok: false; message: string };

/** The longest path a unix socket may have (sun_path's 108 bytes, less the final NUL). */
const MAX_SOCKET_PATH = 107;

/**
 * Where the server of `dataDir` listens: `DATA_DIR/portal-ops.sock`, or, when that path is too
 * long for a unix socket, `<tmpdir>/club-portal-ops-<hash of DATA_DIR>.sock`.
 */
export function opsSocketPath(dataDir: string): string {
  const dir = path.resolve(dataDir);
  const inFolder = path.join(dir, 'portal-ops.sock');
  if (Buffer.byteLength(inFolder) <= MAX_SOCKET_PATH) return inFolder;
  const key = createHash('sha256').update(dir).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `club-portal-ops-${key}.sock`);
}

export interface OpsSocket {
  path: string;
  /** Stops listening, waits for the request in hand and removes the socket file. */
  close(): Promise<void>;
}

/**
 * Listens on `socketPath` (the caller holds the data folder's lock, so a file already there is a
 * killed server's and is replaced). Backups are taken one at a time; a second request waits.
 */
export async function listenOpsSocket(
  socketPath: string,
  backup: () => Promise<BackupOutcome>,
  onError: (err: unknown) => void,
): Promise<OpsSocket> {
  let queue: Promise<unknown> = Promise.resolve();
  const inHand = new Set<Promise<unknown>>();
  const answer = async (line: string): Promise<OpsReply> => {
    let request: Partial<OpsRequest>;
    try {
      request = JSON.parse(line) as Partial<OpsRequest>;
    } catch {
      return { ok: false, message: 'The request is not JSON.' };
    }
    if (request.type !== 'backup') {
      return {
        ok: false,
        message: `Unknown request ${JSON.stringify(request.type)}: only "backup" is answered.`,
      };
    }
    const run = queue.then(backup);
    queue = run.catch(() => undefined);
    const outcome = await run;
    return outcome.ok
      ? outcome
      : { ok: false, message: `The running portal could not take the backup: ${outcome.error}` };
  };
  const server = net.createServer((conn) => {
    let buffered = '';
    conn.setEncoding('utf8');
    conn.on('error', () => undefined);
    conn.on('data', (chunk: string) => {
      buffered += chunk;
      const end = buffered.indexOf('\n');
      if (end < 0) {
        if (buffered.length > 10_000) conn.destroy();
        return;
      }
      conn.removeAllListeners('data');
      const work = answer(buffered.slice(0, end))
        .catch((err: unknown): OpsReply => {
          onError(err);
          return { ok: false, message: `The running portal failed: ${(err as Error).message}` };
        })
        .then((reply) => {
          if (!conn.destroyed) conn.end(`${JSON.stringify(reply)}\n`);
        });
      inHand.add(work);
      void work.finally(() => inHand.delete(work));
    });
  });
  server.on('error', onError);
  fs.mkdirSync(path.dirname(socketPath), { recursive: true });
  fs.rmSync(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // The socket is created with the process's umask: narrowed here, so it is never open to others.
    let umask: number | undefined;
    try {
      umask = process.umask(0o177);
    } catch {
      // A worker thread cannot change the umask; the chmod below still closes it.
    }
    try {
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    } finally {
      if (umask !== undefined) process.umask(umask);
    }
  });
  fs.chmodSync(socketPath, 0o600);
  return {
    path: socketPath,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.allSettled([...inHand]);
      fs.rmSync(socketPath, { force: true });
    },
  };
}

/**
 * Sends one request to the server listening on `socketPath` and answers its reply; undefined
 * when no server listens there (no socket file, or a dead server's).
 */
export function askServer(socketPath: string, request: OpsRequest): Promise<OpsReply | undefined> {
  return new Promise((resolve, reject) => {
    if (!fs.existsSync(socketPath)) return resolve(undefined);
    // Another user's socket at that path (the temporary folder's fallback) is not the portal's.
    const owner = fs.statSync(socketPath).uid;
    if (process.getuid && owner !== process.getuid() && process.getuid() !== 0) {
      return reject(
        new Error(
          `${socketPath} belongs to another user (uid ${owner}), not to the portal's: run this as the portal's user.`,
        ),
      );
    }
    const conn = net.createConnection(socketPath);
    let text = '';
    let connected = false;
    conn.setEncoding('utf8');
    conn.on('connect', () => {
      connected = true;
      conn.write(`${JSON.stringify(request)}\n`);
    });
    conn.on('data', (chunk: string) => (text += chunk));
    conn.on('end', () => {
      try {
        resolve(JSON.parse(text) as OpsReply);
      } catch {
        reject(
          new Error(
            `The running portal answered on ${socketPath} what is not JSON: ${text.slice(0, 200)}`,
          ),
        );
      }
    });
    conn.on('error', (err: NodeJS.ErrnoException) => {
      if (!connected && (err.code === 'ECONNREFUSED' || err.code === 'ENOENT')) resolve(undefined);
      else reject(err);
    });
  });
}
