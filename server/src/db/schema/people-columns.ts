import { integer } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.ts';
import { members } from './members.ts';
import { staffUsers } from './staff.ts';

/* The column groups that name a member or a staff user (the rest are in columns.ts). */

/** The member a row belongs to: `member_id`, required. */
export function ownerMember() {
  return integer('member_id')
    .notNull()
    .references(() => members.id);
}

/** A member who did something (null when staff did it, or nobody yet). */
export function memberRef(name: string) {
  return integer(name).references(() => members.id);
}

/** A staff user who did something (null when a member did it, or nobody yet). */
export function staffRef(name: string) {
  return integer(name).references(() => staffUsers.id);
}

/** Who asked for a booking (a member, or staff for them), and who decided on it and when. */
export function requestedAndDecided() {
  return {
    requestedByMember: memberRef('requested_by_member'),
    requestedByStaff: staffRef('requested_by_staff'),
    decidedBy: staffRef('decided_by'),
    decidedAt: timestampTz('decided_at'),
  };
}

/** Who cancelled a booking (the member or staff) and when. */
export function cancelledBy() {
  return {
    cancelledByMember: memberRef('cancelled_by_member'),
    cancelledByStaff: staffRef('cancelled_by_staff'),
    cancelledAt: timestampTz('cancelled_at'),
  };
}
