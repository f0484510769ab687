import { beforeAll } from 'vitest';
import type { Caller } from '../fixtures.ts';
import type { TestApp } from '../helpers.ts';

/** One server-sent event as a stream's reader collected it (its data parsed as JSON). */
export interface StreamEvent {
  event: string;
  data: unknown;
}

/** An open event stream: the response, the events so far, a wait for more, and its close. */
export interface EventStream {
  res: Response;
  events: StreamEvent[];
  /** Waits (up to 5 s) until `count` events have come; answers the events so far. */
  waitFor(count: number): Promise<StreamEvent[]>;
  close(): Promise<void>;
}

/**
 * Event streams in a test file: the file's app listens on a free local port before its tests
 * (call this after the hook that builds the app, e.g. `useFnbApp()`), and `open(path, who)`
 * opens a stream as the caller over a real socket, collecting its events.
 */
export function useEventStreams(app: () => TestApp) {
  let base = '';
  beforeAll(async () => {
    const { app: server } = app();
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  return { open: (path: string, who: Caller) => openStream(`${base}${path}`, who) };
}

/** Opens an event stream at the address as the caller, collecting its named events. */
async function openStream(url: string, who: Caller): Promise<EventStream> {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: who.cookie ? { cookie: who.cookie } : {},
    signal: controller.signal,
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: StreamEvent[] = [];
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    res,
    events,
    async waitFor(count) {
      for (let i = 0; i < 100 && events.length < count; i++)
        await new Promise((r) => setTimeout(r, 50));
      return events;
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}
