import { sql, type SQL } from 'drizzle-orm';
import { memberScope, staffOf, type Actor } from '../../actor.ts';
import { notifications } from '../../db/schema/index.ts';
import type { Recipient } from './notify.ts';

/** Whose bell: the member's (the signed-in one, or the one an admin acts for) or the staff user's own. */
export type BellOf = 'member' | 'staff';

export function recipientOf(actor: Actor, bell: BellOf): Recipient {
  return bell === 'member' ? { memberId: memberScope(actor) } : { staffId: staffOf(actor) };
}

/** The rows of a recipient's bell. */
export function ownedBy(to: Recipient): SQL {
  return 'memberId' in to
    ? sql`${notifications.memberId} = ${to.memberId}`
    : sql`${notifications.staffId} = ${to.staffId}`;
}
