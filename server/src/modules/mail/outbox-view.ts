import type { OutboxItem, OutboxStatus } from '@club/contracts';
import type { outbox } from '../../db/schema/index.ts';

type OutboxRow = typeof outbox.$inferSelect;

/** A mail of the outbox as the list shows it. */
export function toOutboxItem(r: OutboxRow): OutboxItem {
  const p = r.payload as { to?: string; subject?: string };
  return {
    id: r.id,
    topic: r.topic,
    to: p.to ?? '',
    subject: p.subject ?? '',
    status: r.status as OutboxStatus,
    attempts: r.attempts,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    doneAt: r.doneAt?.toISOString() ?? null,
  };
}
