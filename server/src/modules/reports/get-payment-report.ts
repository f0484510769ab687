import type { PaymentReportResponse } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { paymentReport, type PaymentReportFilters } from './payment-report.ts';

/** Admin "Payment Report": a page of payments with totals over everything the filters match. */
export async function getPaymentReport(
  ctx: AppContext,
  _actor: Actor,
  input: PaymentReportFilters,
): Promise<PaymentReportResponse> {
  return paymentReport(ctx.db, input);
}
