/** The codes of the API's own problems (free of zod: the web app's entry imports them). */
export const ERROR_CODES = [
  'validation_failed',
  'invalid_credentials',
  'account_locked',
  'rate_limited',
  'unauthenticated',
  'forbidden',
  'credential_change_required',
  'not_found',
  'conflict',
  /** A member edit based on a version another admin has changed since (optimistic concurrency). */
  'member_changed',
  /** A checkout whose cart no longer matches the menu: `changes` names each difference. */
  'cart_changed',
  /** A staff action on an order another staff member changed since (its version moved on). */
  'order_changed',
  /** A change to a room based on a version another admin has changed since. */
  'room_changed',
  'hall_changed',
  'package_changed',
  /** A step on a chamber booking another admin (or the member) has changed since. */
  'booking_changed',
  /** A step on a feedback (assign, status, rating) someone else has taken since. */
  'feedback_changed',
  /** A change to a broadcast someone else has changed (or sent) since. */
  'broadcast_changed',
  /** A change to a task someone else has changed (or deleted) since. */
  'task_changed',
  /** A profile request the office (or the member) decided already. */
  'profile_request_decided',
  /** A second pending request of a kind a member may have one of (the address, the name). */
  'profile_request_pending',
  /** A change to a news post someone else has changed (or deleted) since. */
  'news_changed',
  /** A change to an album someone else has changed (or deleted) since. */
  'album_changed',
  /** A broadcast that is being sent or was sent: it cannot be cancelled or changed. */
  'broadcast_not_cancellable',
  /** 422: a broadcast's audience matches nobody. */
  'audience_empty',
  /** Not enough rooms of a type free on the nights asked for. */
  'chamber_full',
  'hall_taken',
  /** A room already assigned to another live booking on a common night. */
  'room_taken',
  /** A booking step before its day (check-in, no-show) or a member's cancel from it on. */
  'booking_not_due',
  'booking_not_cancellable',
  /** A hall booking's advance by card: paid already, the booking not confirmed, none due, a checkout being opened. */
  'advance_paid',
  'booking_not_confirmed',
  'no_advance_due',
  'payment_in_progress',
  /** An affiliate guest's booking its club has not verified (or declined): no confirm. */
  'club_check_pending',
  /** The club's check was answered already (or the request no longer waits for it). */
  'club_check_answered',
  /** The affiliated club has no email on file: its answer is recorded by hand. */
  'club_no_email',
  /** A signed link tampered with or not the portal's, or one past its expiry. */
  'link_invalid',
  'link_expired',
  /** A change to an event based on a version someone else has changed since. */
  'event_changed',
  /** A status change the event's statuses do not allow (a cancelled event cannot be published). */
  'status_transition',
  /** An event booked with more places than are left. */
  'event_full',
  /** A household already on an event's waitlist joins it again. */
  'already_waitlisted',
  /** A waitlist step from a status it does not start from (an offer taken, expired, left). */
  'waitlist_changed',
  /** A booking of an event that is not published, or outside its booking window. */
  'event_not_bookable',
  'booking_window_closed',
  /** A member not in good standing (Suspended, Lapsed) books. */
  'member_not_active',
  'invalid_token',
  'cross_origin',
  'payload_too_large',
  /** 414: a path parameter longer than the router accepts. */
  'uri_too_long',
  /** 431: the request line and headers exceed the HTTP server's limit. */
  'headers_too_large',
  /** 408: the request did not arrive in time. */
  'request_timeout',
  'unsupported_media_type',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
