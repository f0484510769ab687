export {
  PaymentStatusBadge,
  PAYMENT_STATUS_COLOR,
  PAYMENT_STATUS_KEYS,
  READABLE_TEXT,
} from './components/payment-status-badge';
export const PAY_DUES_PATH = '/member/payments';
export { paymentsKeys } from './api/keys';
