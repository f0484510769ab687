import { desc, eq, sql } from 'drizzle-orm';
import type { MyPaymentsQuery, MyPaymentsResponse } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { payments } from '../../db/schema/index.ts';
import { memberBalance } from '../ledger/index.ts';
import { getSettings } from '../settings/index.ts';
import { toPaymentView } from './view.ts';

/** The member's own payments, newest first, with their balance. */
export async function listMyPayments(
  ctx: AppContext,
  actor: Actor,
  input: Pick<MyPaymentsQuery, 'pageIndex' | 'pageSize'> & Partial<Pick<MyPaymentsQuery, 'lang'>>,
): Promise<MyPaymentsResponse> {
  const { db } = ctx;
  const memberId = memberScope(actor);
  const { pageIndex, pageSize } = input;
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
    items: rows.map((row) => toPaymentView(row, input.lang)),
    pageIndex,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
    total,
    balance,
    currency: settings.currency,
  };
}
