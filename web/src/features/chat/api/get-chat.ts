import type { Chat, ChatPage, FeedbackAssigneesResponse } from '@club/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chatKeys, type ChatListParams } from './keys';
import { ASSIGNEES_PATH, CHAT_PATHS } from './paths';

/** The member's chat with the office (the server makes it on first use). */
export function useMyChat() {
  return useQuery({
    queryKey: chatKeys.mine(),
    queryFn: () => api<Chat>(CHAT_PATHS.mine),
  });
}

/** The office's open chats, unread first, a page at a time. */
export function useChatList(q: ChatListParams) {
  return useQuery({
    queryKey: chatKeys.list(q),
    queryFn: () => api<ChatPage>(CHAT_PATHS.admin, { query: { ...q } }),
    placeholderData: keepPreviousData,
  });
}

/** One chat, for the office (none chosen: no read). */
export function useOfficeChat(id: number | null) {
  return useQuery({
    queryKey: chatKeys.one(id ?? 0),
    queryFn: () => api<Chat>(`${CHAT_PATHS.admin}/${id}`),
    enabled: id !== null,
    meta: { errorInPlace: true },
  });
}

/** The active staff users a chat may be handed over to. */
export function useAssignees() {
  return useQuery({
    queryKey: chatKeys.assignees(),
    queryFn: () => api<FeedbackAssigneesResponse>(ASSIGNEES_PATH),
    staleTime: 60_000,
  });
}
