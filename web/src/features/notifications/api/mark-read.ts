import type { NotificationsReadResponse } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notificationKeys } from './keys';
import { bellPath, type BellOf } from './paths';

export function markNotificationRead(bell: BellOf, id: number): Promise<NotificationsReadResponse> {
  return api<NotificationsReadResponse>(`${bellPath(bell)}/${id}/read`, { method: 'POST' });
}

export function markAllNotificationsRead(bell: BellOf): Promise<NotificationsReadResponse> {
  return api<NotificationsReadResponse>(`${bellPath(bell)}/read-all`, { method: 'POST' });
}

/** Marks one read; the bell's count and lists are asked again. */
export function useMarkNotificationRead(bell: BellOf) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => markNotificationRead(bell, id),
    onSettled: () => qc.invalidateQueries({ queryKey: notificationKeys.bell(bell) }),
  });
}

/** Marks every one read; the bell's count and lists are asked again. */
export function useMarkAllNotificationsRead(bell: BellOf) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsRead(bell),
    onSettled: () => qc.invalidateQueries({ queryKey: notificationKeys.bell(bell) }),
  });
}
