import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import {
  BROADCAST_STATUSES,
  BROADCAST_TEMPLATES,
  DELIVERY_STATUSES,
  MESSAGE_CHANNELS,
  NOTIFICATION_KINDS,
} from '@club/contracts';
import { createdAt, serialId, timestampTz, versioned } from './columns.ts';
import { inList } from './in-list.ts';
import { memberRef, ownerMember, staffRef } from './people-columns.ts';

/**
 * A message from the office to a segment of members (or the staff): written, then sent now or
 * at a time by an outbox job that evaluates the audience then and writes one delivery row per
 * recipient and channel (decision 0008).
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: serialId(),
    title: text('title').notNull(),
    /** Rich text, cleaned on the server before it is stored. */
    bodyHtml: text('body_html').notNull(),
    template: text('template', { enum: BROADCAST_TEMPLATES }).notNull().default('general'),
    /** The segment ({ kind, ... } of contracts' broadcast audience), evaluated at the send. */
    audience: jsonb('audience').notNull(),
    channels: text('channels', { enum: MESSAGE_CHANNELS }).array().notNull(),
    status: text('status', { enum: BROADCAST_STATUSES }).notNull().default('draft'),
    /** When it is (or was) to be sent. */
    sendAt: timestampTz('send_at'),
    imageKey: text('image_key'),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    createdBy: staffRef('created_by'),
    ...versioned(),
    /** How many people the audience matched at the send. */
    recipientCount: integer('recipient_count'),
    startedAt: timestampTz('started_at'),
    finishedAt: timestampTz('finished_at'),
    cancelledAt: timestampTz('cancelled_at'),
    cancelledBy: staffRef('cancelled_by'),
  },
  (t) => [
    index('broadcasts_created_idx').on(t.createdAt),
    index('broadcasts_status_idx').on(t.status, t.sendAt),
    check('broadcasts_status_ck', inList(t.status, BROADCAST_STATUSES)),
    check('broadcasts_template_ck', inList(t.template, BROADCAST_TEMPLATES)),
    check('broadcasts_channels_ck', sql`cardinality(${t.channels}) between 1 and 2`),
  ],
);

/**
 * One delivery: a broadcast to one recipient (a member or a staff user) by one channel, written
 * before anything is sent; the unique key makes a retry, a resume or a second process find the
 * row already there (decision 0008).
 */
export const broadcastDeliveries = pgTable(
  'broadcast_deliveries',
  {
    id: serialId(),
    broadcastId: integer('broadcast_id')
      .notNull()
      .references(() => broadcasts.id),
    memberId: memberRef('member_id'),
    staffId: staffRef('staff_id'),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    availableAt: timestampTz('available_at').notNull().defaultNow(),
    lockedUntil: timestampTz('locked_until'),
    lastError: text('last_error'),
    sentAt: timestampTz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('broadcast_deliveries_key')
      .on(t.broadcastId, t.channel, t.memberId, t.staffId)
      .nullsNotDistinct(),
    index('broadcast_deliveries_due_idx').on(t.status, t.availableAt),
    index('broadcast_deliveries_report_idx').on(t.broadcastId, t.status),
    check('broadcast_deliveries_status_ck', inList(t.status, DELIVERY_STATUSES)),
    check('broadcast_deliveries_channel_ck', inList(t.channel, MESSAGE_CHANNELS)),
    check(
      'broadcast_deliveries_recipient_ck',
      sql`(${t.memberId} is null) <> (${t.staffId} is null)`,
    ),
  ],
);

/**
 * What the bell shows a member or a staff user: a kind, its texts' parameters (rendered in the
 * reader's language), the screen it opens; `ref` keys it so one event notifies a person once
 * (e.g. `broadcast:12`, `order:55:ready`).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serialId(),
    memberId: memberRef('member_id'),
    staffId: staffRef('staff_id'),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    ref: text('ref').notNull(),
    /** A broadcast's own title (other kinds are titled by their kind and params). */
    title: text('title').notNull().default(''),
    params: jsonb('params')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The app path it opens, e.g. /member/fnb/orders/55. */
    link: text('link').notNull().default(''),
    broadcastId: integer('broadcast_id').references(() => broadcasts.id),
    createdAt: createdAt(),
    readAt: timestampTz('read_at'),
  },
  (t) => [
    unique('notifications_ref_key').on(t.memberId, t.staffId, t.ref).nullsNotDistinct(),
    index('notifications_member_idx').on(t.memberId, t.id),
    index('notifications_staff_idx').on(t.staffId, t.id),
    check('notifications_kind_ck', inList(t.kind, NOTIFICATION_KINDS)),
    check('notifications_recipient_ck', sql`(${t.memberId} is null) <> (${t.staffId} is null)`),
  ],
);

/** A member's choice per kind (no row: both channels); essential kinds ignore it. */
export const notificationPrefs = pgTable(
  'notification_prefs',
  {
    memberId: ownerMember(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    inApp: boolean('in_app').notNull().default(true),
    email: boolean('email').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind] }),
    check('notification_prefs_kind_ck', inList(t.kind, NOTIFICATION_KINDS)),
  ],
);
