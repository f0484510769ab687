/*
 * The members module's outbox topics: what its use cases enqueue in their transactions, and
 * what its handlers do after the commit.
 */

/** A member was given a temporary PIN (a new member's first one, or one the office reset). */
export interface PinIssued {
  memberId: number;
  /** The temporary PIN itself: the mail is the only place the member learns it. */
  pin: string;
  kind: 'welcome' | 'pinReset';
}

declare module '../../jobs/outbox.ts' {
  interface OutboxTopics {
    'member.pin_issued': PinIssued;
  }
}
