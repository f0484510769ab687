/*
 * The feedback module's outbox topics: what its use cases enqueue in their transactions, and
 * what its handlers do after the commit.
 */

/** The office answered a member's feedback (a reply the member sees, not an internal note). */
export interface FeedbackReplied {
  feedbackId: number;
  messageId: number;
}

declare module '../../jobs/outbox.ts' {
  interface OutboxTopics {
    'feedback.replied': FeedbackReplied;
  }
}
