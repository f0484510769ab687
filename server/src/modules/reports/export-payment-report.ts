import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { paymentReportCsv, type PaymentReportFilters } from './payment-report.ts';

/** The whole filtered payment report as a CSV file (every matching payment, then totals). */
export async function exportPaymentReport(
  ctx: AppContext,
  _actor: Actor,
  input: PaymentReportFilters,
): Promise<{ fileName: string; csv: string }> {
  const stamp = ctx.clock.now().toISOString().slice(0, 10);
  return { fileName: `payment-report-${stamp}.csv`, csv: await paymentReportCsv(ctx.db, input) };
}
