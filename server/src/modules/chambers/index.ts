import type { TopicHandlers } from '../../context.ts';
import { sendBookingMail } from './bookings/send-booking-mail.ts';
import { sendClubCheckMail } from './club-check/send-club-check-mail.ts';
import { sendClubVerifiedMail } from './club-check/send-club-verified-mail.ts';

/** The chambers module's public surface: the public read of rooms by type, its topic handlers. */
export { listRoomTypes } from './rooms/list-room-types.ts';

/** What the chambers module does with its outbox topics. */
export const chamberTopicHandlers: TopicHandlers = {
  'chamber_booking.changed': sendBookingMail,
  'chamber_booking.club_check_requested': sendClubCheckMail,
  'chamber_booking.club_verified': sendClubVerifiedMail,
};

/** The member's confirmed stays, for the calendars. */
export { chambersCalendar } from './calendar-area.ts';
