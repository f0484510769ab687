import { z } from 'zod';
import { listQuery, pagedResponse } from './lists.ts';
import { boundedText, idSchema, isoDateSchema } from './primitives.ts';
import {
  BROADCAST_STATUSES,
  BROADCAST_TEMPLATES,
  DELIVERY_STATUSES,
  MEMBERSHIP_TYPES,
  MESSAGE_CHANNELS,
  SPORTS,
} from './enums.ts';

/*
 * Broadcasts (DOMAIN.md "Broadcast and notifications", decision 0008): the office writes a
 * title and a cleaned rich-text body for an audience (a live segment, evaluated when it is
 * sent), through the bell and/or by mail, now or at a time; each recipient and channel is one
 * delivery row, written before anything is sent. Paths: BROADCASTS_API (admins only).
 */

export const broadcastTemplateSchema = z.enum(BROADCAST_TEMPLATES, {
  message: 'validation.oneOf',
});
export type BroadcastTemplate = z.infer<typeof broadcastTemplateSchema>;
export const broadcastStatusSchema = z.enum(BROADCAST_STATUSES, { message: 'validation.oneOf' });
export type BroadcastStatus = z.infer<typeof broadcastStatusSchema>;
export const messageChannelSchema = z.enum(MESSAGE_CHANNELS, { message: 'validation.oneOf' });
export const deliveryStatusSchema = z.enum(DELIVERY_STATUSES, { message: 'validation.oneOf' });
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

/** The longest title and body (HTML as sent, before it is cleaned). */
export const BROADCAST_TITLE_MAX = 150;
export const BROADCAST_BODY_MAX = 20_000;
/** The most members one "chosen members" audience names. */
export const BROADCAST_CHOSEN_MAX = 5000;

/**
 * Who a broadcast goes to, evaluated when it is sent: every active member, the active members
 * of a membership type or a sports group, those booked on an event, those staying in the
 * chambers on a date, those with a hall booking in a period, chosen members, the staff.
 */
export const broadcastAudienceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('all_members') }),
    z.object({
      kind: z.literal('membership_type'),
      type: z.enum(MEMBERSHIP_TYPES, { message: 'validation.oneOf' }),
    }),
    z.object({
      kind: z.literal('sports_group'),
      sport: z.enum(SPORTS, { message: 'validation.oneOf' }),
    }),
    z.object({ kind: z.literal('event'), eventId: idSchema }),
    z.object({ kind: z.literal('chambers_date'), date: isoDateSchema }),
    z
      .object({ kind: z.literal('hall_period'), from: isoDateSchema, to: isoDateSchema })
      .refine((p) => p.from <= p.to, { message: 'validation.dateOrder', path: ['to'] }),
    z.object({
      kind: z.literal('members'),
      memberIds: z
        .array(idSchema)
        .min(1, { message: 'validation.required' })
        .max(BROADCAST_CHOSEN_MAX, { message: 'validation.tooMany' }),
    }),
    z.object({ kind: z.literal('staff') }),
  ],
  { message: 'validation.oneOf' },
);
export type BroadcastAudience = z.infer<typeof broadcastAudienceSchema>;

const channelsSchema = z
  .array(messageChannelSchema)
  .min(1, { message: 'validation.required' })
  .max(2, { message: 'validation.tooMany' })
  .refine((c) => new Set(c).size === c.length, { message: 'validation.tooMany' });

/** A send time: an ISO instant with its offset (the server refuses one in the past: 400 `sendAt`). */
const sendAtSchema = z.iso.datetime({ offset: true, message: 'validation.dateTime' });

/**
 * What the office writes (POST `${admin}`; PUT `${admin}/:id` adds `version`). `mode`: 'draft'
 * keeps it unsent, 'now' sends it at once, 'at' sends it at `sendAt` (required then, in the
 * future). The body is cleaned on the server (scripts, handlers and styles removed); a body with
 * no text left is refused naming `bodyHtml`.
 */
const composeFields = z.object({
  title: boundedText(1, BROADCAST_TITLE_MAX),
  bodyHtml: z
    .string({ message: 'validation.required' })
    .max(BROADCAST_BODY_MAX, { message: 'validation.textLong' }),
  template: broadcastTemplateSchema.default('general'),
  audience: broadcastAudienceSchema,
  channels: channelsSchema,
  mode: z.enum(['draft', 'now', 'at'], { message: 'validation.oneOf' }).default('draft'),
  sendAt: sendAtSchema.nullish(),
});
/** 'at' needs its time. */
const timeWhenAt: [
  (b: { mode: string; sendAt?: string | null }) => boolean,
  { message: string; path: string[] },
] = [(b) => b.mode !== 'at' || !!b.sendAt, { message: 'validation.required', path: ['sendAt'] }];

export const composeBroadcastRequest = composeFields.refine(...timeWhenAt);
export type ComposeBroadcastRequest = z.input<typeof composeBroadcastRequest>;

export const updateBroadcastRequest = composeFields
  .extend({ version: z.number().int().min(0) })
  .refine(...timeWhenAt);
export type UpdateBroadcastRequest = z.input<typeof updateBroadcastRequest>;

/** Send a draft (or a scheduled one) now (POST `${admin}/:id/send`), on the version seen. */
export const broadcastVersionRequest = z.object({ version: z.number().int().min(0) });
export type BroadcastVersionRequest = z.input<typeof broadcastVersionRequest>;

/** Count an audience before sending (POST `preview`); matching nobody is a 422 naming `audience`. */
export const audiencePreviewRequest = z.object({ audience: broadcastAudienceSchema });
export type AudiencePreviewRequest = z.input<typeof audiencePreviewRequest>;
export const audiencePreviewResponse = z.object({ count: z.number().int().min(0) });
export type AudiencePreviewResponse = z.infer<typeof audiencePreviewResponse>;

/** A broadcast as the list shows it. Times are ISO instants. */
export const broadcastSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  template: broadcastTemplateSchema,
  audience: broadcastAudienceSchema,
  channels: z.array(messageChannelSchema),
  status: broadcastStatusSchema,
  version: z.number().int(),
  sendAt: z.string().nullable(),
  createdAt: z.string(),
  createdByName: z.string(),
  /** How many people the audience matched at the send (null before it). */
  recipientCount: z.number().int().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type BroadcastSummary = z.infer<typeof broadcastSummarySchema>;

const statusCounts = z.object({
  queued: z.number().int(),
  sending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});
export type DeliveryCounts = z.infer<typeof statusCounts>;

/** One broadcast with its body and the counts of its deliveries (GET `${admin}/:id`). */
export const broadcastDetailSchema = broadcastSummarySchema.extend({
  bodyHtml: z.string(),
  /** The image's and the file's addresses (admins read them); null without one. */
  imageUrl: z.string().nullable(),
  fileUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  counts: statusCounts.extend({
    /** In-app deliveries the recipient has read. */
    read: z.number().int(),
    byChannel: z.object({ in_app: statusCounts, email: statusCounts }),
  }),
});
export type BroadcastDetail = z.infer<typeof broadcastDetailSchema>;

/** The office's list (GET `${admin}`), newest first; `term` matches the title. */
export const broadcastListQuery = listQuery.extend({
  status: broadcastStatusSchema.optional(),
});
export type BroadcastListQuery = z.input<typeof broadcastListQuery>;
export const broadcastPageSchema = pagedResponse(broadcastSummarySchema);
export type BroadcastPage = z.infer<typeof broadcastPageSchema>;

/** The delivery report's filters (GET `${admin}/:id/deliveries`); `term` matches the member's code or name, the staff user's code or name. */
export const deliveryReportQuery = listQuery.extend({
  status: deliveryStatusSchema.optional(),
  channel: messageChannelSchema.optional(),
});
export type DeliveryReportQuery = z.input<typeof deliveryReportQuery>;

/** One delivery: to whom, by which channel, where it stands. */
export const deliverySchema = z.object({
  id: z.number().int(),
  channel: messageChannelSchema,
  status: deliveryStatusSchema,
  memberId: z.number().int().nullable(),
  staffId: z.number().int().nullable(),
  /** The member's code or the staff user's code, and their name. */
  code: z.string(),
  name: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** When the recipient read it in the bell (in-app only). */
  readAt: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;
export const deliveryPageSchema = pagedResponse(deliverySchema);
export type DeliveryPage = z.infer<typeof deliveryPageSchema>;

/** What "resend to the failed" did (POST `${admin}/:id/resend`): how many went back to the queue. */
export const resendResponse = z.object({ requeued: z.number().int() });
export type ResendResponse = z.infer<typeof resendResponse>;

/**
 * A broadcast as its recipient reads it (GET `${mine}/:id` or `${staff}/:id`): only to someone
 * a delivery of it was written for (any channel), else 404. The body is cleaned on the server.
 */
export const receivedBroadcastSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  bodyHtml: z.string(),
  template: broadcastTemplateSchema,
  /** When its sending began (ISO), null if not yet. */
  sentAt: z.string().nullable(),
  hasImage: z.boolean(),
  hasFile: z.boolean(),
  fileName: z.string().nullable(),
});
export type ReceivedBroadcast = z.infer<typeof receivedBroadcastSchema>;
