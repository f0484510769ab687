/** The payments module's public surface. */
export { paymentsPlugin, type PaymentsService } from './plugin.ts';
export { toPaymentView, type PaymentRow } from './view.ts';
