import type { DbOrTx } from '../../../db/client.ts';
import { writeTogether } from '../../../db/write-together.ts';
import { fnbOrderEvents, fnbOrderLines, fnbOrders } from '../../../db/schema/index.ts';

type OrderValues = Omit<typeof fnbOrders.$inferInsert, 'status'>;

/**
 * Stores a checkout's order: its row at its first status (without its invoice number: an order
 * on account gets it in takeSlot, a card order at its payment's capture), its priced lines and
 * the first event of its history (who placed it: the member, or the office for them).
 */
export async function storeOrder(
  tx: DbOrTx,
  order: {
    values: OrderValues;
    status: 'pending_payment' | 'ordered';
    lines: Omit<typeof fnbOrderLines.$inferInsert, 'orderId'>[];
    by: { byMemberId: number | null; byStaffId: number | null; note: string };
  },
) {
  const [row] = await tx
    .insert(fnbOrders)
    .values({ ...order.values, status: order.status })
    .returning();
  const id = row!.id;
  // The lines and the first event in one statement (db/write-together.ts).
  await writeTogether(tx, [
    tx.insert(fnbOrderLines).values(order.lines.map((l) => ({ ...l, orderId: id }))),
    tx.insert(fnbOrderEvents).values({ orderId: id, status: order.status, ...order.by }),
  ]);
  return row!;
}
