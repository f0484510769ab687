import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long one stream stays open: the browser reconnects (and signs in again) after it. */
export const STREAM_MAX_MS = 5 * 60_000;
const PING_MS = 20_000;

/** The reconnect hint a stopping process ends its streams with: the browser comes back soon, to another process. */
export const STOP_RETRY_MS = 1000;

export type SendEvent = (event: string, data: unknown) => void;

/** A server's open streams (each as how to end it), and whether it is stopping. */
interface Streams {
  stopping: boolean;
  open: Set<() => void>;
}
const streamsOf = new WeakMap<object, Streams>();
function streamsFor(server: object): Streams {
  let streams = streamsOf.get(server);
  if (!streams) streamsOf.set(server, (streams = { stopping: false, open: new Set() }));
  return streams;
}

/** Ends the stream with a reconnect hint and closes its connection, so the browser reconnects on a new one. */
function endForStop(res: FastifyReply['raw']): void {
  res.end(`retry: ${STOP_RETRY_MS}\n\n`, () => res.socket?.end());
}

/**
 * A graceful stop (lifecycle/graceful-stop.ts): ends every stream the HTTP server has open with
 * a reconnect hint, and each one asked for from now on at once; answers how many were open.
 */
export function endEventStreams(server: object): number {
  const streams = streamsFor(server);
  streams.stopping = true;
  const ends = [...streams.open];
  for (const end of ends) end();
  return ends.length;
}

/**
 * Answers with a server-sent event stream (routes only): `subscribe` starts sending and
 * answers how to stop. The stream ends after `maxMs` (EventSource reconnects at once, and
 * the reconnect passes the session check again, so sign-out and lost access end the feed) or
 * when the browser goes; a comment every 20 s keeps proxies from closing it.
 */
export function streamEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  subscribe: (send: SendEvent) => () => void,
  maxMs = STREAM_MAX_MS,
): void {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    'x-request-id': request.id,
  });
  const streams = streamsFor(request.server.server);
  if (streams.stopping) return endForStop(res);
  res.write('retry: 3000\n\n');
  let open = true;
  const send: SendEvent = (event, data) => {
    if (open) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  const stop = subscribe(send);
  const ping = setInterval(() => open && res.write(': ping\n\n'), PING_MS);
  const end = setTimeout(() => res.end(), maxMs);
  const close = () => {
    if (!open) return;
    open = false;
    streams.open.delete(stopping);
    clearInterval(ping);
    clearTimeout(end);
    stop();
  };
  const stopping = () => {
    close();
    endForStop(res);
  };
  streams.open.add(stopping);
  res.on('close', close);
  request.raw.on('close', close);
}
