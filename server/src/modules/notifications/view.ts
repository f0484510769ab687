import type { Notification } from '@club/contracts';
import type { notifications } from '../../db/schema/index.ts';

type Row = typeof notifications.$inferSelect;

/** A row as the bell shows it. */
export function toNotification(r: Row): Notification {
  return {
    id: r.id,
    kind: r.kind,
    title: r.title,
    params: (r.params ?? {}) as Notification['params'],
    link: r.link,
    createdAt: r.createdAt.toISOString(),
    readAt: r.readAt?.toISOString() ?? null,
  };
}
