/** The payments module's public surface: what other modules may use. */
export { toPaymentView, type PaymentRow } from './view.ts';
