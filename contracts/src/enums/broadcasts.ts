/** The broadcasts' and notifications' lists (DOMAIN.md "Broadcast and notifications"). */

/** How a broadcast looks: the mail's and the card's layout and heading. */
export const BROADCAST_TEMPLATES = [
  'general',
  'event_launch',
  'bookings_open',
  'highlights',
  'information',
] as const;

/**
 * Where a broadcast stands: 'draft' (being written), 'scheduled' (to be sent at a time, or now:
 * its fan-out job is queued), 'sending' (its deliveries are being written and sent), 'sent'
 * (every delivery sent or failed), 'cancelled' (stopped before it was sent).
 */
export const BROADCAST_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;

/**
 * Who a broadcast goes to, evaluated when it is sent: every active member, a membership type,
 * a sports group, the members booked on an event, the members staying in the chambers on a
 * date, the members with a hall booking in a period, chosen members, the staff.
 */
export const BROADCAST_AUDIENCES = [
  'all_members',
  'membership_type',
  'sports_group',
  'event',
  'chambers_date',
  'hall_period',
  'members',
  'staff',
] as const;

/** How a message reaches a person: the bell in the portal, or a mail. */
export const MESSAGE_CHANNELS = ['in_app', 'email'] as const;

/**
 * A delivery (one broadcast, one recipient, one channel): 'queued' (written, not yet sent),
 * 'sending' (its send has started), 'sent', 'failed' (refused after the last attempt, or
 * interrupted after its send began: it may have arrived; staff may resend it).
 */
export const DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

/** What a notification is about; each opens its screen. */
export const NOTIFICATION_KINDS = [
  'order_status',
  'stay',
  'hall_booking',
  'event_booking',
  'waitlist_offer',
  'feedback_reply',
  'payment',
  'broadcast',
  'chat_reply',
  'profile_request',
  'data_export',
] as const;

/** The kinds the club marks essential: always sent in the portal and by mail, not a member's choice. */
export const ESSENTIAL_NOTIFICATION_KINDS = [
  'payment',
  'stay',
  'hall_booking',
  'event_booking',
] as const satisfies readonly (typeof NOTIFICATION_KINDS)[number][];

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
