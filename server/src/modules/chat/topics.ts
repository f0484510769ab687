/** The live event of a chat that changed (a new message, a read mark, a hand-over, closed). */
export const CHAT_TOPIC = 'chat.changed';
declare module '../../live/events.ts' {
  interface LiveTopics {
    'chat.changed': { chatId: number; memberId: number };
  }
}
