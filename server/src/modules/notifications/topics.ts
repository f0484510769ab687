/*
 * The notifications module's outbox topics: what notifyMember enqueues in its caller's
 * transaction, and what its handler does after the commit.
 */
import type { NotificationKind } from '@club/contracts';

/** A notification a member chose to get by mail (rendered in their language by the handler). */
export interface NotificationMailed {
  memberId: number;
  kind: NotificationKind;
  ref: string;
  title: string;
  params: Record<string, string | number | null>;
  link: string;
}

declare module '../../jobs/outbox.ts' {
  interface OutboxTopics {
    'notification.mailed': NotificationMailed;
  }
}
