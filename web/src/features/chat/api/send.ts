import type {
  Chat,
  ChatAssignRequest,
  ChatFeedbackRequest,
  ChatTextRequest,
} from '@club/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chatKeys } from './keys';
import { chatBase, CHAT_PATHS, type Side } from './paths';

/** Puts the chat the server answered where the screens read it, and refreshes the office's lists. */
function keep(qc: QueryClient, side: Side, chat: Chat) {
  qc.setQueryData(side.office ? chatKeys.one(chat.id) : chatKeys.mine(), chat);
  if (side.office) void qc.invalidateQueries({ queryKey: chatKeys.lists() });
}

/** Sends a text (the caller keeps its client id for a retry). */
export function useSendText(side: Side) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatTextRequest) =>
      api<Chat>(`${chatBase(side)}/addText`, { method: 'PUT', body }),
    meta: { errorInPlace: true },
    onSuccess: (chat) => keep(qc, side, chat),
  });
}

/** Sends a file as a message of its own. */
export function useSendFile(side: Side) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, clientId, file }: { id: number; clientId: string; file: File }) => {
      const body = new FormData();
      body.append('id', String(id));
      body.append('clientId', clientId);
      body.append('attachments', file);
      return api<Chat>(`${chatBase(side)}/addAttachments`, { method: 'PUT', body });
    },
    onSuccess: (chat) => keep(qc, side, chat),
  });
}

/** Marks the chat read up to a message. */
export function useMarkRead(side: Side) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; messageId: number }) =>
      api<Chat>(`${chatBase(side)}/read`, { method: 'PUT', body }),
    meta: { errorInPlace: true },
    onSuccess: (chat) => keep(qc, side, chat),
  });
}

/** Hands a chat over to a colleague (the office). */
export function useAssignChat() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatAssignRequest) =>
      api<Chat>(`${CHAT_PATHS.admin}/assign`, { method: 'PUT', body }),
    onSuccess: (chat) => keep(qc, { office: true }, chat),
  });
}

/** Turns a complaint into feedback for the member (the office). */
export function useTurnIntoFeedback() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatFeedbackRequest) =>
      api<Chat>(`${CHAT_PATHS.admin}/feedback`, { method: 'PUT', body }),
    onSuccess: (chat) => keep(qc, { office: true }, chat),
  });
}
