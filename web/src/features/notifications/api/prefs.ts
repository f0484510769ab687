import type { NotificationPrefsResponse, UpdateNotificationPrefsRequest } from '@club/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notificationKeys } from './keys';
import { NOTIFICATION_PATHS } from './paths';

export function getNotificationPrefs(): Promise<NotificationPrefsResponse> {
  return api<NotificationPrefsResponse>(NOTIFICATION_PATHS.prefs);
}

/** The member's choices per kind and channel, with the locked channels (shown in place when failed). */
export function useNotificationPrefs() {
  return useQuery({
    queryKey: notificationKeys.prefs(),
    queryFn: getNotificationPrefs,
    meta: { errorInPlace: true },
  });
}

export function updateNotificationPrefs(
  body: UpdateNotificationPrefsRequest,
): Promise<NotificationPrefsResponse> {
  return api<NotificationPrefsResponse>(NOTIFICATION_PATHS.prefs, { method: 'PUT', body });
}

/** Saves the choices (a refusal, e.g. a locked channel turned off, is the usual toast). */
export function useUpdateNotificationPrefs() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPrefs,
    onSuccess: (prefs) => qc.setQueryData(notificationKeys.prefs(), prefs),
  });
}
