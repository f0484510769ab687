/** A member's chat with the office (issue 34): open while a conversation goes on, closed once settled. */
export const CHAT_STATUSES = ['open', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/** Who wrote a chat message: the member, or the office (any staff user, shown to the member as "the office"). */
export const CHAT_AUTHORS = ['member', 'office'] as const;
export type ChatAuthor = (typeof CHAT_AUTHORS)[number];

/** The longest chat message, in characters. */
export const CHAT_TEXT_MAX = 2000;

/** The server-sent event a chat's new message or read mark is sent as. */
export const CHAT_EVENT = 'chat';
