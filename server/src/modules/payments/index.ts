/** The payments module's public surface: what other modules may use. */
import type { TopicHandlers } from '../../context.ts';
import { issueRefund } from './issue-refund.ts';

export {
  failureReasonCodeOf,
  paymentText,
  toPaymentView,
  type PaymentRow,
  type PaymentText,
} from './view.ts';
export { checkoutOf, openCheckout } from './open-checkout.ts';
export { recordPayment, type NewPayment } from './record-payment.ts';
export { requestRefund } from './request-refund.ts';
export { giveUpOpenPayment } from './give-up-open-payment.ts';
export { refundTroubles, retryRefunds } from './refund-trouble.ts';
export { listMyPayments } from './list-my-payments.ts';
export { duesPaymentPurpose } from './dues-purpose.ts';

/** What the payments module does with its outbox topics. */
export const paymentTopicHandlers: TopicHandlers = {
  'payment.refund_requested': issueRefund,
};
