import type { TopicHandlers } from '../../context.ts';
import { sendBookingMail } from './send-booking-mail.ts';

/** The banquets module's public surface: the public reads of halls and packages. */
export { listPublicHalls } from './list-public-halls.ts';
export { listPublicPackages } from './list-public-packages.ts';

/** What the banquets module does with its outbox topics. */
export const banquetTopicHandlers: TopicHandlers = {
  'banquet_booking.changed': sendBookingMail,
};
export { banquetAdvancePaymentPurpose } from './advance-payment.ts';
export { banquetsCalendar } from './calendar-area.ts';
