import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  DIRECTORY_FIELDS,
  FAMILY_RELATIONS,
  GENDERS,
  LANGUAGES,
  MEMBER_STATUSES,
  MEMBERSHIP_TYPES,
  SPORTS,
} from '@club/contracts';
import { serialId, timestampTz, money, timestamps } from './columns.ts';

/**
 * Member codes in the order people read them: the letters, then the number (M2 before M10,
 * M999 before M1000). Manage Members sorts by these keys (list-members.ts) and
 * `members_code_order_idx` is built on them, so both take them from here: if they drifted
 * apart, the index would silently stop serving the list.
 */
export function memberCodeOrder(code: AnyColumn): SQL[] {
  return [
    sql`regexp_replace(upper(${code}), '[0-9]+$', '')`,
    sql`length(${code})`,
    sql`upper(${code})`,
  ];
}

/**
 * What Manage Members' search looks in, as one text: the code, the name (first and last, so
 * "Ravi Mehta" is found), the e-mail and the mobile, apart by a character no one types (\x01),
 * so a term never runs from one into the next. `members_search_trgm_idx` (pg_trgm) is built on
 * it, and memberFilter (list-members.ts) searches it, so a search reads the index instead of
 * every member.
 */
export function memberSearchText(t: {
  code: AnyColumn;
  firstName: AnyColumn;
  lastName: AnyColumn;
  email: AnyColumn;
  mobile: AnyColumn;
}): SQL {
  return sql`(${t.code} || E'\\x01' || ${t.firstName} || ' ' || ${t.lastName} || E'\\x01' || coalesce(${t.email}, '') || E'\\x01' || coalesce(${t.mobile}, ''))`;
}

/** A club member (DOMAIN.md "People and roles"). Codes are stored upper-case. */
export const members = pgTable(
  'members',
  {
    id: serialId(),
    code: text('code').notNull(),
    title: text('title').notNull().default(''),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender', { enum: GENDERS }).notNull().default('U'),
    dateOfBirth: date('date_of_birth'),
    email: text('email'),
    mobile: text('mobile'),
    address: text('address').notNull().default(''),
    membershipType: text('membership_type', { enum: MEMBERSHIP_TYPES })
      .notNull()
      .default('Ordinary'),
    status: text('status', { enum: MEMBER_STATUSES }).notNull().default('Active'),
    joinedOn: date('joined_on')
      .notNull()
      .default(sql`CURRENT_DATE`),
    sportsInterests: text('sports_interests', { enum: SPORTS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Credit limit in minor units. */
    creditLimit: money('credit_limit').notNull().default(0),
    photoPath: text('photo_path'),
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    consentEmail: boolean('consent_email').notNull().default(true),
    consentSms: boolean('consent_sms').notNull().default(false),
    /** Listed in the members' directory: the member's own choice, off until they choose. */
    directoryListed: boolean('directory_listed').notNull().default(false),
    /** The contact fields the member shares in the directory (when listed). */
    directoryShares: text('directory_shares', { enum: DIRECTORY_FIELDS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lastLoginAt: timestampTz('last_login_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('members_code_uq').on(sql`upper(${t.code})`),
    uniqueIndex('members_email_uq').on(sql`lower(${t.email})`),
    index('members_status_idx').on(t.status),
    // The analytics' new members by month of joining.
    index('members_joined_idx').on(t.joinedOn),
    // Manage Members' orders: by code as people read it (the letters, then the number: M2
    // before M10; list-members.ts) and by name. A page reads its 25 entries from the index
    // instead of working out every member's sort key (bench/HISTORY.md, "Data scale").
    index('members_code_order_idx').on(...(memberCodeOrder(t.code) as [SQL, ...SQL[]])),
    index('members_name_order_idx').on(t.lastName, t.firstName, t.id),
    index('members_search_trgm_idx').using('gin', sql`${memberSearchText(t)} gin_trgm_ops`),
  ],
);

/** Spouse and dependents of a member. */
export const memberFamily = pgTable(
  'member_family',
  {
    id: serialId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    relation: text('relation', { enum: FAMILY_RELATIONS }).notNull(),
    dateOfBirth: date('date_of_birth'),
  },
  (t) => [index('member_family_member_idx').on(t.memberId)],
);

/** Online access of a member: set once they activate (register) or are given a PIN. */
export const memberCredentials = pgTable('member_credentials', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  pinHash: text('pin_hash'),
  /** A temporary PIN mailed by forgot-pin; signing in with it forces a change. */
  tempPinHash: text('temp_pin_hash'),
  tempPinExpiresAt: timestampTz('temp_pin_expires_at'),
  mustChange: boolean('must_change').notNull().default(false),
  activatedAt: timestampTz('activated_at'),
  changedAt: timestampTz('changed_at'),
});
