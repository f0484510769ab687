import { desc, eq, sql } from 'drizzle-orm';
import type { MyPaymentsResponse } from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { memberBalance } from '../ledger/post-entry.ts';
import { getSettings } from '../settings/get-settings.ts';
import { toPaymentView } from './view.ts';

/** The member's own payments, newest first, with their balance. */
export async function listMyPayments(
  db: DbOrTx,
  memberId: number,
  pageIndex: number,
  pageSize: number,
): Promise<MyPaymentsResponse> {
  const [rows, [count], balance, settings] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(eq(payments.memberId, memberId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(pageSize)
      .offset(pageIndex * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .where(eq(payments.memberId, memberId)),
    memberBalance(db, memberId),
    getSettings(db),
  ]);
  const total = count?.n ?? 0;
  return {
    items: rows.map(toPaymentView),
    pageIndex,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
    total,
    balance,
    currency: settings.currency,
  };
}
