import { and, eq } from 'drizzle-orm';
import { isAlwaysMailedKind } from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { notificationPrefs } from '../../db/schema/index.ts';
import { enqueue } from '../../jobs/outbox.ts';
import { insertNotification, type NewNotification } from './notify.ts';
import { effectivePref } from './prefs.ts';

/** What notifyMember did: the in-app row's id (null: not chosen, or the ref was there) and whether a mail was queued. */
export interface Notified {
  id: number | null;
  mailed: boolean;
}

/**
 * Tells a member of a change, in the change's transaction: the in-app row when their choice
 * for the kind (essential kinds: always) says so, once per ref, and a mail through the outbox
 * when they chose mail, for the kinds no other module mails (the kinds always mailed have
 * their own mail already: the bell adds only the row). A second call with the same ref (a
 * retried change) adds nothing and mails nothing.
 */
export async function notifyMember(
  tx: DbOrTx,
  memberId: number,
  n: NewNotification,
): Promise<Notified> {
  const [row] = await tx
    .select({ inApp: notificationPrefs.inApp, email: notificationPrefs.email })
    .from(notificationPrefs)
    .where(and(eq(notificationPrefs.memberId, memberId), eq(notificationPrefs.kind, n.kind)));
  const pref = effectivePref(n.kind, row);
  const id = pref.inApp ? await insertNotification(tx, { memberId }, n) : null;
  // In the portal: the row's key says whether this ref is new. Not in the portal: the change
  // itself happens once (its transaction is conditional on the version), so its mail does too.
  const isNew = !pref.inApp || id !== null;
  const mailed = isNew && pref.email && !isAlwaysMailedKind(n.kind);
  if (mailed) {
    await enqueue(tx, 'notification.mailed', {
      memberId,
      kind: n.kind,
      ref: n.ref,
      title: n.title ?? '',
      params: n.params ?? {},
      link: n.link ?? '',
    });
  }
  return { id, mailed };
}
