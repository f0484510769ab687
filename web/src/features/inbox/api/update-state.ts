import type { InboxMessage, InboxStateRequest, InboxStateResponse } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { inboxKeys } from './keys';
import { INBOX_PATHS } from './paths';

export function updateInboxState(body: InboxStateRequest): Promise<InboxStateResponse> {
  return api<InboxStateResponse>(`${INBOX_PATHS.mine}/state`, { method: 'PUT', body });
}

/** An opened message with the change made (not fetched again: opening marks it read). */
function changed(m: InboxMessage, b: InboxStateRequest): InboxMessage {
  return {
    ...m,
    ...(b.starred !== undefined && { starred: b.starred }),
    ...(b.important !== undefined && { important: b.important }),
    ...(b.tags !== undefined && { tags: b.tags }),
    ...(b.read !== undefined && { read: b.read }),
    ...(b.folder !== undefined && {
      folder: b.folder === 'inbox' && m.source === 'feedback' ? 'sent' : b.folder,
    }),
  };
}

/** Stars, marks important, tags or moves messages; the lists and the opened message follow. */
export function useUpdateInboxState() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateInboxState,
    onSuccess: (_answer, body) => {
      for (const id of body.ids)
        qc.setQueryData<InboxMessage>(inboxKeys.one(id), (m) => m && changed(m, body));
    },
    onSettled: () => qc.invalidateQueries({ queryKey: inboxKeys.lists() }),
  });
}
