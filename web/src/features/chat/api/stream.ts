import { CHAT_EVENT } from '@club/contracts/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEventStream } from '../../../lib/use-event-stream';
import { chatKeys } from './keys';
import { chatStreamUrl, type Side } from './paths';

const EVENTS = [CHAT_EVENT] as const;

/**
 * A side's live stream: a changed chat (a new message, a read mark) reads the chats again, so
 * the other side's message shows without reloading; a reconnect reads them too (some may have
 * been missed). Answers whether it is connected.
 */
export function useChatStream(side: Side): boolean {
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries({ queryKey: chatKeys.all });
  return useEventStream(chatStreamUrl(side), {
    events: EVENTS,
    onEvent: refresh,
    onOpen: (reconnected) => {
      if (reconnected) refresh();
    },
  });
}
