import type { ReceivedBroadcast } from '@club/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { broadcastsKeys } from './keys';
import { BROADCASTS_PATHS } from './paths';

/** A broadcast sent to the reader: the member's (`mine`) or the staff user's (`staff`). */
export function getReceived(base: 'mine' | 'staff', id: number): Promise<ReceivedBroadcast> {
  return api<ReceivedBroadcast>(`${BROADCASTS_PATHS[base]}/${id}`);
}

/** Opening it marks its notification read on the server: the bell is read again. */
export function useReceived(base: 'mine' | 'staff', id: number) {
  return useQuery({
    queryKey: broadcastsKeys.received(base, id),
    queryFn: () => getReceived(base, id),
    meta: { errorInPlace: true },
  });
}
