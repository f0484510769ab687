import type { InboxFolder, InboxTag } from '@club/contracts/core';

/** What the inbox list asks for: a folder, the flags and tag, a term, the page. */
export interface InboxParams {
  folder: InboxFolder;
  starred?: 'true';
  important?: 'true';
  tag?: InboxTag;
  term?: string;
  pageIndex: number;
  pageSize: number;
}

/** The query keys of the inbox area (root 'inbox'); the only place they are written. */
export const inboxKeys = {
  all: ['inbox'] as const,
  lists: () => [...inboxKeys.all, 'list'] as const,
  list: (q: InboxParams) => [...inboxKeys.lists(), q] as const,
  one: (id: string) => [...inboxKeys.all, 'one', id] as const,
};
