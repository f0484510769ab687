import type { InboxMessage, InboxPage } from '@club/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { inboxKeys, type InboxParams } from './keys';
import { INBOX_PATHS } from './paths';

/** One page of the member's messages of a folder. */
export function getInbox(q: InboxParams): Promise<InboxPage> {
  return api<InboxPage>(INBOX_PATHS.mine, { query: { ...q } });
}

/** The member's inbox: one folder, newest first, a page at a time. */
export function useInbox(q: InboxParams) {
  return useQuery({
    queryKey: inboxKeys.list(q),
    queryFn: () => getInbox(q),
    placeholderData: keepPreviousData,
  });
}

export function getInboxMessage(id: string): Promise<InboxMessage> {
  return api<InboxMessage>(`${INBOX_PATHS.mine}/${encodeURIComponent(id)}`);
}

/** One message, opened (the server marks it read); another member's: 404, shown in place. */
export function useInboxMessage(id: string) {
  return useQuery({
    queryKey: inboxKeys.one(id),
    queryFn: () => getInboxMessage(id),
    meta: { errorInPlace: true },
    retry: false,
  });
}
