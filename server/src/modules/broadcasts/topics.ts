/*
 * The broadcasts module's outbox topics: what its use cases enqueue in their transactions, and
 * what its handlers do after the commit (decision 0008).
 */

/**
 * A broadcast is due: move it `scheduled` -> `sending`, evaluate its audience and write its
 * delivery rows. Enqueued at the send time (`enqueue(..., { at })`); a job whose broadcast was
 * cancelled, rescheduled later or sent already does nothing.
 */
export interface BroadcastFanOut {
  broadcastId: number;
  /** The send time this job is for: a job of an earlier schedule finds another and does nothing. */
  sendAt: string;
}

declare module '../../jobs/outbox.ts' {
  interface OutboxTopics {
    'broadcasts.fan_out': BroadcastFanOut;
  }
}
