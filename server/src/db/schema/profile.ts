import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  PROFILE_REQUEST_KINDS,
  PROFILE_REQUEST_STATUSES,
  type ProfileChange,
} from '@club/contracts';
import { serialId, timestamps, timestampTz } from './columns.ts';
import { inList } from './in-list.ts';
import { ownerMember, staffRef } from './people-columns.ts';

/**
 * What a member asks the office to change on their record (issue 35, pages/profile): the postal
 * address, the name, a dependent added or removed. `change` is what is asked, `before` what the
 * record held when it was asked (address and name). A member has at most one pending request
 * of the address, one of the name and one removal of each relative (the partial unique index); the office approves (the
 * change is applied in the same transaction) or rejects with a reason; the member may withdraw
 * a pending one.
 */
export const profileChangeRequests = pgTable(
  'profile_change_requests',
  {
    id: serialId(),
    memberId: ownerMember(),
    kind: text('kind', { enum: PROFILE_REQUEST_KINDS }).notNull(),
    change: jsonb('change').$type<ProfileChange>().notNull(),
    before: jsonb('before').$type<ProfileChange>(),
    status: text('status', { enum: PROFILE_REQUEST_STATUSES }).notNull().default('Pending'),
    reason: text('reason').notNull().default(''),
    decidedBy: staffRef('decided_by'),
    decidedAt: timestampTz('decided_at'),
    ...timestamps(),
  },
  (t) => [
    // One pending address and one pending name request a member; one pending removal a relative.
    uniqueIndex('profile_change_requests_pending_uq')
      .on(t.memberId, t.kind, sql`coalesce(${t.change}->>'familyId', '')`)
      .where(sql`${t.status} = 'Pending' and ${t.kind} <> 'add_dependent'`),
    index('profile_change_requests_member_idx').on(t.memberId),
    index('profile_change_requests_status_idx').on(t.status, t.createdAt),
    check('profile_change_requests_kind_ck', inList(t.kind, PROFILE_REQUEST_KINDS)),
    check('profile_change_requests_status_ck', inList(t.status, PROFILE_REQUEST_STATUSES)),
  ],
);
