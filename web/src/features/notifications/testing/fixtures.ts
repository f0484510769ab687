import type { Notification, NotificationPage, NotificationPref } from '@club/contracts';

/** A notification as the API answers it (an order's status, unread). */
export const notification = (over: Partial<Notification> = {}): Notification => ({
  id: 1,
  kind: 'order_status',
  title: '',
  params: { order: 'FNB/2026-27/000041', orderId: 41, status: 'confirmed' },
  link: '/member/foodordering/orders/detail/41',
  createdAt: '2026-12-01T05:30:00Z',
  readAt: null,
  ...over,
});

/** A message from the club, already read, with nothing to open. */
export const readBroadcast = (over: Partial<Notification> = {}): Notification =>
  notification({
    kind: 'broadcast',
    title: 'Pool closed on Monday',
    link: '',
    readAt: '2026-12-01T06:00:00Z',
    ...over,
  });

/** A bell's page of these. */
export const bellPage = (items: Notification[], over: Partial<NotificationPage> = {}) => ({
  items,
  pageIndex: 0,
  pageSize: 10,
  pageCount: 1,
  total: items.length,
  unread: items.filter((n) => !n.readAt).length,
  ...over,
});

/** The choices as the server answers them (essential kinds locked, always-mailed email locked). */
export const prefs = (over: Partial<Record<string, Partial<NotificationPref>>> = {}) => ({
  items: (
    [
      ['order_status', false, false, false],
      ['stay', true, true, true],
      ['hall_booking', true, true, true],
      ['event_booking', true, true, true],
      ['waitlist_offer', false, false, true],
      ['feedback_reply', false, false, true],
      ['payment', true, true, true],
      ['broadcast', false, false, false],
    ] as const
  ).map(([kind, essential, lockApp, lockMail]) => ({
    kind,
    inApp: true,
    email: true,
    essential,
    locked: { inApp: lockApp, email: lockMail },
    ...over[kind],
  })),
});
