import type { TopicHandlers } from '../../context.ts';
import { sendBookingMail } from './send-booking-mail.ts';
import { sendClubCheckMail } from './send-club-check-mail.ts';
import { sendClubVerifiedMail } from './send-club-verified-mail.ts';

/** The chambers module's public surface: the public read of rooms by type, its topic handlers. */
export { listRoomTypes } from './list-room-types.ts';

/** What the chambers module does with its outbox topics. */
export const chamberTopicHandlers: TopicHandlers = {
  'chamber_booking.changed': sendBookingMail,
  'chamber_booking.club_check_requested': sendClubCheckMail,
  'chamber_booking.club_verified': sendClubVerifiedMail,
};

/** The member's confirmed stays, for the calendars. */
export { chambersCalendar } from './calendar-area.ts';
