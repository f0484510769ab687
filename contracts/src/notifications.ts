import { z } from 'zod';
import { MAX_PAGE_INDEX } from './primitives.ts';
import { ESSENTIAL_NOTIFICATION_KINDS, NOTIFICATION_KINDS } from './enums.ts';
import type { NotificationKind } from './enums.ts';

/*
 * Notifications (DOMAIN.md "Broadcast and notifications", issue 32 item 5): what the bell of a
 * member or a staff user shows, unread first, newest first; read one or all; live over the
 * stream (`event: notification`). A member chooses per kind in the portal and/or by mail,
 * except the essential kinds, and the kinds always mailed (their mail went out before the
 * bell existed: the bell adds to it). Paths: NOTIFICATIONS_API.
 */

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS, { message: 'validation.oneOf' });

/** The server-sent event a bell listens to (data: `{ id }` of the new notification). */
export const NOTIFICATION_EVENT = 'notification';

/**
 * The kinds whose mail the portal sends whatever the member chose (the waitlist's offer, which
 * runs out, the office's reply to a feedback, mailed from the start, and a download of the
 * member's data, whose mail carries the way to it): their email channel is
 * shown locked. The essential kinds lock both channels.
 */
export const ALWAYS_MAILED_NOTIFICATION_KINDS = [
  ...ESSENTIAL_NOTIFICATION_KINDS,
  'waitlist_offer',
  'feedback_reply',
  'data_export',
] as const satisfies readonly NotificationKind[];

export const isEssentialKind = (k: NotificationKind): boolean =>
  (ESSENTIAL_NOTIFICATION_KINDS as readonly NotificationKind[]).includes(k);
export const isAlwaysMailedKind = (k: NotificationKind): boolean =>
  (ALWAYS_MAILED_NOTIFICATION_KINDS as readonly NotificationKind[]).includes(k);

/** One notification as the bell shows it (the web titles it by kind and params, a broadcast by its title). */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: notificationKindSchema,
  title: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  /** The app path it opens ('' : none). */
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** A page of the bell (GET mine or staff): unread first, then newest first. */
export const notificationListQuery = z.object({
  pageIndex: z.coerce.number().int().min(0).max(MAX_PAGE_INDEX).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type NotificationListQuery = z.input<typeof notificationListQuery>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  pageCount: z.number().int().min(0),
  pageIndex: z.number().int().min(0),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
  /** How many are unread (all pages). */
  unread: z.number().int().min(0),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** The answer of marking one or all read: the unread count after it. */
export const notificationsReadResponse = z.object({ unread: z.number().int().min(0) });
export type NotificationsReadResponse = z.infer<typeof notificationsReadResponse>;

/** A member's choice for one kind; `locked` names the channels they cannot turn off. */
export const notificationPrefSchema = z.object({
  kind: notificationKindSchema,
  inApp: z.boolean(),
  email: z.boolean(),
  essential: z.boolean(),
  locked: z.object({ inApp: z.boolean(), email: z.boolean() }),
});
export type NotificationPref = z.infer<typeof notificationPrefSchema>;

/** Every kind, in NOTIFICATION_KINDS' order (GET and the answer of PUT prefs). */
export const notificationPrefsResponse = z.object({ items: z.array(notificationPrefSchema) });
export type NotificationPrefsResponse = z.infer<typeof notificationPrefsResponse>;

/**
 * The member's choices (PUT prefs): the kinds named change, the others stay. A locked channel
 * turned off: 422 naming the field (`items.<i>.inApp` or `items.<i>.email`), nothing written.
 */
export const updateNotificationPrefsRequest = z.object({
  items: z
    .array(z.object({ kind: notificationKindSchema, inApp: z.boolean(), email: z.boolean() }))
    .min(1, { message: 'validation.required' })
    .max(NOTIFICATION_KINDS.length, { message: 'validation.tooMany' })
    .refine((items) => new Set(items.map((i) => i.kind)).size === items.length, {
      message: 'validation.invalid',
    }),
});
export type UpdateNotificationPrefsRequest = z.input<typeof updateNotificationPrefsRequest>;
