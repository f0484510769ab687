import { eq } from 'drizzle-orm';
import {
  isAlwaysMailedKind,
  isEssentialKind,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPref,
} from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { notificationPrefs } from '../../db/schema/index.ts';

/** The channels a kind reaches a member by: their choice, with what the club locks on. */
export function effectivePref(
  kind: NotificationKind,
  row: { inApp: boolean; email: boolean } | undefined,
): NotificationPref {
  const essential = isEssentialKind(kind);
  const locked = { inApp: essential, email: isAlwaysMailedKind(kind) };
  return {
    kind,
    essential,
    locked,
    inApp: locked.inApp || (row?.inApp ?? true),
    email: locked.email || (row?.email ?? true),
  };
}

/** A member's choices for every kind (no row: both channels), in NOTIFICATION_KINDS' order. */
export async function readPrefs(tx: DbOrTx, memberId: number): Promise<NotificationPref[]> {
  const rows = await tx
    .select()
    .from(notificationPrefs)
    .where(eq(notificationPrefs.memberId, memberId));
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return NOTIFICATION_KINDS.map((k) => effectivePref(k, byKind.get(k)));
}
