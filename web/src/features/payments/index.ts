import {} from '../../app/paths';
export {
  PaymentStatusBadge,
  PAYMENT_FAILURE_KEYS,
  PAYMENT_STATUS_COLOR,
  PAYMENT_STATUS_KEYS,
} from './components/payment-status-badge';
export { ReceiptLink } from './components/receipt-link';
export { paymentsKeys } from './api/keys';
// ---- The provider's checkout, as the dues page opens it (F&B card orders open it the same way).
export { openRazorpayCheckout, type CheckoutToOpen } from './lib/razorpay-checkout';
export { useVerifyPayment } from './api/verify-payment';
export { useCloseCheckout } from './api/close-checkout';
export { useProviderReturn } from './lib/use-provider-return';
export { useCardCheckout, type CardCheckoutOutcome } from './lib/use-card-checkout';
