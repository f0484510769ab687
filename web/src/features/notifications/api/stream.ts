import { NOTIFICATION_EVENT } from '@club/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEventStream } from '../../../lib/use-event-stream';
import { notificationKeys } from './keys';
import { bellStreamUrl, type BellOf } from './paths';

const EVENTS = [NOTIFICATION_EVENT] as const;

/**
 * A bell's live stream: a new notification (or a reconnect, when some may have been missed)
 * asks the count and the lists again. Reconnects on its own (useEventStream); closed when the
 * bell goes (signed out).
 */
export function useNotificationStream(bell: BellOf, enabled = true): boolean {
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries({ queryKey: notificationKeys.bell(bell) });
  return useEventStream(bellStreamUrl(bell), {
    events: EVENTS,
    enabled,
    onEvent: refresh,
    onOpen: (reconnected) => {
      if (reconnected) refresh();
    },
  });
}
