import type { InboxStateRequest, InboxStateResponse } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { inboxKeys } from './keys';
import { INBOX_PATHS } from './paths';

export function updateInboxState(body: InboxStateRequest): Promise<InboxStateResponse> {
  return api<InboxStateResponse>(`${INBOX_PATHS.mine}/state`, { method: 'PUT', body });
}

/** Stars, marks important, tags or moves messages; the lists and the opened message follow. */
export function useUpdateInboxState() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateInboxState,
    onSettled: () => qc.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
