import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long one stream stays open: the browser reconnects (and signs in again) after it. */
export const STREAM_MAX_MS = 5 * 60_000;
const PING_MS = 20_000;

export type SendEvent = (event: string, data: unknown) => void;

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
    clearInterval(ping);
    clearTimeout(end);
    stop();
  };
  res.on('close', close);
  request.raw.on('close', close);
}
