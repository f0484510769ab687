/** The message the primary process (WORKERS=N) stops a worker with: a graceful stop, as SIGTERM. */
export const STOP_MESSAGE = 'club:stop';
