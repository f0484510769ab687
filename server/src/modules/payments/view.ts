import {
  ledgerDescription,
  renderLedgerText,
  type LedgerText,
  type Language,
  type Payment,
  type PaymentFailureReason,
} from '@club/contracts';
import type { payments } from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** Why the portal stops waiting for a payment (giveUpPayment). */
export type GiveUpCode = 'cancelled' | 'abandoned' | 'provider_error';

/** What a member is told of a payment the portal gave up. */
export const GIVE_UP_REASONS: Record<GiveUpCode, PaymentFailureReason> = {
  cancelled: 'cancelled',
  abandoned: 'timed_out',
  provider_error: 'provider_error',
};

/**
 * Why a payment failed, as a member is told it: its stored code, or for a row failed before
 * the code was stored, what its failure code says (null unless it failed).
 */
export function failureReasonCodeOf(
  p: Pick<PaymentRow, 'status' | 'failureCode' | 'failureReasonCode'>,
): PaymentFailureReason | null {
  if (p.failureReasonCode) return p.failureReasonCode;
  if (!p.failureCode) return null;
  return GIVE_UP_REASONS[p.failureCode as GiveUpCode] ?? 'unknown';
}

/** A payment as the API shows it, its description in the reader's language. */
export function toPaymentView(p: PaymentRow, lang: Language = 'en'): Payment {
  return {
    id: p.id,
    purpose: p.purpose,
    description: ledgerDescription(p, lang),
    amount: p.amount,
    currency: p.currency,
    provider: p.provider as Payment['provider'],
    providerOrderId: p.providerOrderId,
    providerPaymentId: p.providerPaymentId,
    status: p.status as Payment['status'],
    amountRefunded: p.amountRefunded,
    attempts: p.attempts,
    failureReason: p.failureReason,
    failureReasonCode: failureReasonCodeOf(p),
    createdAt: p.createdAt.toISOString(),
    capturedAt: p.capturedAt?.toISOString() ?? null,
  };
}

/** A generated description's columns: the English text, and its key and params for the rest. */
export interface PaymentText {
  description: string;
  textKey: string;
  textParams: LedgerText['params'] | null;
}

/** A payment's description columns for a generated text (PaymentText). */
export function paymentText(text: LedgerText): PaymentText {
  return {
    description: renderLedgerText(text, 'en'),
    textKey: text.key,
    textParams: text.params ?? null,
  };
}
