import type { NotificationPage } from '@club/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notificationKeys, type NotificationListParams } from './keys';
import { bellPath, type BellOf } from './paths';

export function getNotifications(
  bell: BellOf,
  q: NotificationListParams,
): Promise<NotificationPage> {
  return api<NotificationPage>(bellPath(bell), {
    query: { pageIndex: q.pageIndex, pageSize: q.pageSize },
  });
}

/**
 * A page of a bell's notifications (unread first, newest first) with the unread count. In
 * place (`errorInPlace`): the header's bell must not toast on every page when it fails.
 */
export function useNotifications(bell: BellOf, q: NotificationListParams, enabled = true) {
  return useQuery({
    queryKey: notificationKeys.list(bell, q),
    queryFn: () => getNotifications(bell, q),
    placeholderData: keepPreviousData,
    meta: { errorInPlace: true },
    enabled,
  });
}
