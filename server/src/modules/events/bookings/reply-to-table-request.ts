import { staffStep } from './booking-steps.ts';

/** Replies to a booking's table request (the member sees it and is mailed). */
export const replyToTableRequest = staffStep(
  (input: { id: number; version: number; reply: string }, staffId) => ({
    from: ['booked', 'confirmed'],
    set: (_b, now) => ({ tableReply: input.reply, tableRepliedAt: now, tableRepliedBy: staffId }),
    audit: 'events.booking.table_reply',
    news: 'table_replied',
  }),
);
