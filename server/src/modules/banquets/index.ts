import type { TopicHandlers } from '../../context.ts';
import { sendBookingMail } from './bookings/send-booking-mail.ts';

/** The banquets module's public surface: the public reads of halls and packages. */
export { listPublicHalls } from './halls/list-public-halls.ts';
export { listPublicPackages } from './menu/list-public-packages.ts';
export { packageCourses, type PackageCourse } from './menu/package-courses.ts';

/** What the banquets module does with its outbox topics. */
export const banquetTopicHandlers: TopicHandlers = {
  'banquet_booking.changed': sendBookingMail,
};
export { banquetAdvancePaymentPurpose } from './advance/advance-payment.ts';
export { banquetsCalendar } from './calendar-area.ts';
