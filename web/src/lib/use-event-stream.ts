import { useEffect, useRef, useState } from 'react';

/** The first wait before connecting again after a stream broke; it doubles up to the most. */
export const STREAM_RETRY_FIRST_MS = 1_000;
export const STREAM_RETRY_MOST_MS = 30_000;

/** The wait before the attempt after `failures` failed ones in a row (1 s, 2 s, 4 s ... 30 s). */
export function retryDelay(failures: number): number {
  return Math.min(STREAM_RETRY_MOST_MS, STREAM_RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1));
}

export interface EventStreamOptions {
  /** The event names to listen to (`event: order` -> 'order'); 'message' for unnamed ones. */
  events: readonly string[];
  /** One event: its name and its data (parsed as JSON; the raw text if it is not JSON). */
  onEvent: (event: string, data: unknown) => void;
  /**
   * The stream is open; `reconnected` when it is not the first time: events may have been
   * missed meanwhile, so a screen reloads what it shows.
   */
  onOpen?: (reconnected: boolean) => void;
  /** False: no stream (and none is kept open). */
  enabled?: boolean;
}

/**
 * A server-sent event stream (EventSource) for a screen's lifetime: connects to `url` (same
 * origin, so the session cookie goes with it), calls `onEvent` for each event named in
 * `events`, and says whether it is connected. A broken stream (the network, a server restart,
 * the server ending it after its time, a refused reconnect) is closed and opened again after
 * a wait that doubles from 1 s up to 30 s and starts over once it is open again. Unmounting,
 * a new `url` or `enabled: false` closes it. Without EventSource (server rendering, old
 * browsers, tests) it reports not connected, and the screen falls back to asking itself.
 *
 * The callbacks may change on every render: the latest ones are called, the stream stays.
 */
export function useEventStream(url: string | null, options: EventStreamOptions): boolean {
  const { enabled = true } = options;
  const [connected, setConnected] = useState(false);
  const latest = useRef(options);
  latest.current = options;
  const eventsKey = options.events.join('\n');

  useEffect(() => {
    if (!enabled || !url || typeof EventSource === 'undefined') {
      setConnected(false);
      return;
    }
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let opened = false;
    let stopped = false;

    const onMessage = (e: MessageEvent) => {
      let data: unknown = e.data;
      try {
        data = JSON.parse(String(e.data));
      } catch {
        // not JSON: the text as it came
      }
      latest.current.onEvent(e.type, data);
    };

    const connect = () => {
      timer = undefined;
      const es = new EventSource(url, { withCredentials: true });
      source = es;
      es.onopen = () => {
        if (stopped || source !== es) return;
        failures = 0;
        setConnected(true);
        latest.current.onOpen?.(opened);
        opened = true;
      };
      es.onerror = () => {
        if (stopped || source !== es) return;
        // Take over from the browser's own retry: close, wait (longer each time), open again.
        es.close();
        source = null;
        setConnected(false);
        failures += 1;
        timer = setTimeout(connect, retryDelay(failures));
      };
      for (const name of eventsKey.split('\n')) es.addEventListener(name, onMessage);
    };

    connect();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      source?.close();
      source = null;
      setConnected(false);
    };
  }, [url, enabled, eventsKey]);

  return connected;
}
