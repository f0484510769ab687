/** The member's inbox: where a message shows (SPEC.md §7 mailbox folders). */
export const INBOX_FOLDERS = ['inbox', 'sent', 'spam', 'trash'] as const;
export type InboxFolder = (typeof INBOX_FOLDERS)[number];

/** Where a message comes from: a broadcast, a mail the portal sent, the member's own feedback message. */
export const INBOX_SOURCES = ['broadcast', 'mail', 'feedback'] as const;
export type InboxSource = (typeof INBOX_SOURCES)[number];

/** The club's fixed tags a member may put on a message (no free text: labels stay translated). */
export const INBOX_TAGS = ['bookings', 'dining', 'events', 'club', 'personal'] as const;
export type InboxTag = (typeof INBOX_TAGS)[number];

/** The folders a member may move a message to ("inbox" restores it to where it came from). */
export const INBOX_MOVES = ['inbox', 'spam', 'trash'] as const;
