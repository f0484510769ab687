/*
 * The payments module's outbox topics: what its services enqueue in their callers'
 * transactions, and what its handlers do after the commit.
 */

/** A refund was asked for (an order cancelled, rejected, an item removed): the worker sends it. */
export interface RefundRequested {
  refundId: number;
}

declare module '../../jobs/outbox.ts' {
  interface OutboxTopics {
    'payment.refund_requested': RefundRequested;
  }
}
