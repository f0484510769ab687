import type { PaymentPurposeHandler } from '../../context.ts';

/**
 * A confirmed hall booking's advance paid by card (purpose 'banquet_advance', reference = the
 * booking's id). Being written on the branch that adds paying the advance by card (issue 10):
 * nothing creates such a payment before it lands.
 */
export const banquetAdvancePaymentPurpose: PaymentPurposeHandler = {
  async captured() {
    throw new Error('banquet_advance payments are not created yet');
  },
  async givenUp() {},
  async refunded() {
    throw new Error('banquet_advance payments are not created yet');
  },
  returnPath: () => '/member/banquet/myBooking',
};
