import type http from 'node:http';
import net from 'node:net';
import type { Socket } from 'node:net';
import { endEventStreams } from '../plugins/event-stream.ts';

/** What a graceful stop needs of the app (a Fastify instance). */
export interface StoppableApp {
  server: http.Server;
  log: {
    info(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  /** Runs the app's close hooks: the jobs finish what they hold, the database closes. */
  close(): Promise<unknown>;
}

export interface GracefulStopOptions {
  /** After this, the process exits at once (code 1). */
  timeoutMs: number;
  /**
   * A kept-alive connection left idle this long after the stop is closed. A client busy on it
   * sends its next request sooner, and that request is answered (with `connection: close`).
   */
  idleGraceMs?: number;
  /**
   * How long the listening socket may stay open to take the connections queued on it (0 for a
   * worker of several: the primary process owns the socket and hands its queue to the others).
   */
  acceptDrainMs?: number;
  exit?: (code: number) => void;
}

export interface GracefulStop {
  /** Stops gracefully; nothing more when the stop has begun (the primary's message). */
  stop(reason: string): void;
  /** Stops gracefully; a second signal exits at once (code 1). */
  signal(name: string): void;
}

/** How long a connection may sit idle after a stop before it is closed (see idleGraceMs). */
export const IDLE_GRACE_MS = 2000;
/** At most this long taking the connections queued on the listening socket (acceptDrainMs). */
export const ACCEPT_DRAIN_MS = 5000;
/** Turns of the loop (of 10 ms) in a row that take no connection: the queue is empty. */
const ACCEPT_TURN_MS = 10;
const ACCEPT_QUIET_TURNS = 5;
const ACCEPT_QUIET_MS = 300;

/**
 * The graceful stop of one server process (issue 33). Install it before the server listens.
 *
 * At the stop the listening socket closes once the connections the system had queued on it are
 * taken (no new connection after that; under node:cluster the primary hands new ones to the
 * other workers), every request already accepted is answered, the ones
 * not yet answered and any arriving later on a kept-alive connection with `connection: close`,
 * the event streams end with a reconnect hint, and a connection left idle is closed after
 * `idleGraceMs` (Node's own `server.close()` would close the idle ones at once, racing a client
 * that is sending its next request on one). Once no connection is left, the app closes (the
 * outbox and the broadcast sender finish the job in hand) and the process exits 0.
 */
export function installGracefulStop(app: StoppableApp, options: GracefulStopOptions): GracefulStop {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const idleGraceMs = options.idleGraceMs ?? IDLE_GRACE_MS;
  const acceptDrainMs = options.acceptDrainMs ?? ACCEPT_DRAIN_MS;
  const server = app.server;
  /** Each open connection: requests in progress on it, and since when it has been idle. */
  const connections = new Map<Socket, { busy: number; idleSince: number; sweeps: number }>();
  const unanswered = new Set<http.ServerResponse>();
  let stopping = false;
  let accepted = 0;

  server.on('connection', (socket: Socket) => {
    connections.set(socket, { busy: 0, idleSince: Date.now(), sweeps: 0 });
    accepted++;
    socket.once('close', () => connections.delete(socket));
  });
  // Before Fastify's handler: a request arriving after the stop is answered, then its
  // connection closes.
  server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const c = connections.get(req.socket);
    if (c) c.busy++;
    if (stopping) res.setHeader('connection', 'close');
    unanswered.add(res);
    res.once('close', () => {
      unanswered.delete(res);
      if (c) {
        c.busy--;
        c.idleSince = Date.now();
      }
    });
  });

  async function stopGracefully(reason: string): Promise<void> {
    const startedAt = Date.now();
    for (const res of unanswered) if (!res.headersSent) res.setHeader('connection', 'close');
    // What the system had queued on the listening socket when the signal came is taken, not
    // reset with it: a busy process takes one connection per turn of its loop, so the socket
    // stays open until a turn takes none (at most acceptDrainMs).
    const drainUntil = startedAt + acceptDrainMs;
    let lastAccept = Date.now();
    for (let quiet = 0, seen = accepted; Date.now() < drainUntil;) {
      await new Promise((resolve) => setTimeout(resolve, ACCEPT_TURN_MS));
      if (accepted === seen) quiet++;
      else [quiet, seen, lastAccept] = [0, accepted, Date.now()];
      // Quiet for some turns and for a while: a loaded machine's turns come close together.
      if (quiet >= ACCEPT_QUIET_TURNS && Date.now() - lastAccept >= ACCEPT_QUIET_MS) break;
    }
    // The listening socket only: http.Server's close() would also close the idle connections
    // at once. The callback comes when the last connection has closed.
    const drained = new Promise<void>((resolve) => {
      net.Server.prototype.close.call(server, () => resolve());
    });
    app.log.info(
      { reason, accepted, connections: connections.size, requests: unanswered.size },
      'stopping: no new connections; answering the requests in progress',
    );
    const streams = endEventStreams(server);
    let closedIdle = 0;
    // A connection is closed once idle for the grace and at two sweeps in a row: between two
    // sweeps the loop has read what had arrived (a busy loop does not turn a request waiting
    // to be read into a closed connection). The grace counts from now, when the listening
    // socket has closed, not from the signal: taking the queued connections may have taken
    // longer than the grace itself.
    const sweepFrom = Date.now();
    const sweep = setInterval(
      () => {
        const now = Date.now();
        for (const [socket, c] of connections) {
          if (c.busy > 0 || now - Math.max(c.idleSince, sweepFrom) < idleGraceMs) c.sweeps = 0;
          else if (++c.sweeps >= 2) {
            closedIdle++;
            socket.destroy();
          }
        }
      },
      Math.min(100, idleGraceMs),
    );
    await drained;
    clearInterval(sweep);
    app.log.info(
      { streams, closedIdle, ms: Date.now() - startedAt },
      'stopping: every request answered; closing the jobs and the database',
    );
    await app.close();
    app.log.info({ ms: Date.now() - startedAt }, 'stopped');
  }

  function stop(reason: string): void {
    if (stopping) return;
    stopping = true;
    const limit = setTimeout(() => {
      app.log.error(
        { timeoutMs: options.timeoutMs, requests: unanswered.size },
        'stopping at once: the stop took longer than SHUTDOWN_TIMEOUT_MS',
      );
      exit(1);
    }, options.timeoutMs);
    stopGracefully(reason).then(
      () => {
        clearTimeout(limit);
        exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'the stop failed');
        exit(1);
      },
    );
  }

  return {
    stop,
    signal(name) {
      if (!stopping) return stop(name);
      app.log.error({ signal: name }, 'stopping at once: a second signal during the stop');
      exit(1);
    },
  };
}
