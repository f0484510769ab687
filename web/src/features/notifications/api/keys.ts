import type { BellOf } from './paths';

/** A page of a bell's list. */
export interface NotificationListParams {
  pageIndex: number;
  pageSize: number;
}

/** The query keys of the notifications area (root 'notifications'); the only place they are written. */
export const notificationKeys = {
  all: ['notifications'] as const,
  bell: (bell: BellOf) => [...notificationKeys.all, bell] as const,
  list: (bell: BellOf, q: NotificationListParams) =>
    [...notificationKeys.bell(bell), 'list', q] as const,
  prefs: () => [...notificationKeys.all, 'prefs'] as const,
};
