import type { PaymentPurposeHandler } from '../../context.ts';

/**
 * An event booking paid by card (purpose 'event_booking', reference = the booking's id). Being
 * written on the branch that adds paying for a booking by card (issue 11): nothing creates
 * such a payment before it lands.
 */
export const eventBookingPaymentPurpose: PaymentPurposeHandler = {
  async captured() {
    throw new Error('event_booking payments are not created yet');
  },
  async givenUp() {},
  async refunded() {
    throw new Error('event_booking payments are not created yet');
  },
  returnPath: () => '/member/events/orders/list',
};
