import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { payments } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { PaymentRow } from './view.ts';

/** The member's own payment for a provider order (another member's order is not found). */
export async function findOwnPayment(
  ctx: AppContext,
  memberId: number,
  orderId: string,
): Promise<PaymentRow> {
  const [row] = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, ctx.payments.name),
        eq(payments.providerOrderId, orderId),
        eq(payments.memberId, memberId),
      ),
    );
  if (!row) throw notFound('No such payment.');
  return row;
}
