import type { FastifyBaseLogger } from 'fastify';

export interface IntervalJob {
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * A job the server process runs every `intervalMs` (0 = never), one run at a time; a failed
 * run is logged and the next one comes as usual. `report` says what a run did worth logging.
 */
export function createIntervalJob<T>(
  name: string,
  run: () => Promise<T>,
  log: FastifyBaseLogger,
  intervalMs: number,
  report: (result: T) => object | null = () => null,
): IntervalJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;
  function schedule() {
    if (stopped || intervalMs === 0) return;
    timer = setTimeout(() => {
      running = run()
        .then((result) => {
          const line = report(result);
          if (line) log.info(line, `${name} done`);
        })
        .catch((err) => log.error({ err }, `${name} failed`))
        .finally(schedule);
    }, intervalMs);
  }
  return {
    start() {
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
