/** The fnb module's public surface: the order rules the demo seed places its history with. */
export { nextInvoiceNumber } from './checkout/invoice-number.ts';
export { fnbOrderPaymentPurpose } from './checkout/card-payment.ts';
