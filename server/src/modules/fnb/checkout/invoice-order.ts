import type { orderTotals } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { DbOrTx } from '../../../db/client.ts';
import type { fnbOrders } from '../../../db/schema/index.ts';
import { postLedgerEntry } from '../../ledger/index.ts';
import type { nextInvoiceNumber } from './invoice-number.ts';

/**
 * Invoices an order charged to the member's account: the charge on their ledger, under the
 * invoice number the order was stored with, in the order's transaction.
 */
export async function invoiceOrder(
  tx: DbOrTx,
  actor: Actor,
  order: typeof fnbOrders.$inferSelect,
  invoice: Awaited<ReturnType<typeof nextInvoiceNumber>>,
  totals: ReturnType<typeof orderTotals>,
): Promise<void> {
  await postLedgerEntry(tx, {
    memberId: order.memberId,
    kind: 'charge',
    source: 'fnb_order',
    sourceId: String(order.id),
    text: { key: 'fnb.charge', params: { outlet: order.outlet, invoice: invoice.number } },
    amount: totals.total,
    taxAmount: totals.tax,
    createdByMemberId: actor.actingForMemberId ? null : order.memberId,
    createdByStaffId: actor.actingForMemberId ? actor.staffId : null,
  });
}
