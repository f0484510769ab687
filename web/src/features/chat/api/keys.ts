/** What the office's list of chats asks for. */
export interface ChatListParams {
  term?: string;
  pageIndex: number;
  pageSize: number;
}

/** The query keys of the chat area (root 'chat'); the only place they are written. */
export const chatKeys = {
  all: ['chat'] as const,
  mine: () => [...chatKeys.all, 'mine'] as const,
  lists: () => [...chatKeys.all, 'list'] as const,
  list: (q: ChatListParams) => [...chatKeys.lists(), q] as const,
  one: (id: number) => [...chatKeys.all, 'one', id] as const,
  assignees: () => [...chatKeys.all, 'assignees'] as const,
};
