/**
 * The booking kit: what chambers, banquets and events share about their bookings (the page of
 * bookings with their names, the lists' orders and pages, the member's cancellation, the staff
 * steps). docs/conventions.md "The booking kit".
 */
export { namesOf, type Names } from './names.ts';
export { historyOf, iso, readBookings, type BookingReader } from './read-bookings.ts';
export { aheadThenPast, officeOrder, readPage, type PageSource } from './lists.ts';
export { MY_CANCEL_FROM, myCancelStep, myCancellation, notCancellable } from './cancel-mine.ts';
export {
  bookingChanged,
  lockBookingRow,
  runStep,
  type BookingStep,
  type BookingTable,
  type StepMail,
  type StepRow,
} from './steps.ts';
export { staffSteps, type StepInput } from './staff-step.ts';
export { requireActiveMember } from './standing.ts';
