import { and, eq } from 'drizzle-orm';
import { MEMBER_PAYMENTS_PATH } from '@club/contracts';
import type { AppContext } from '../../context.ts';
import { payments } from '../../db/schema/index.ts';

/**
 * The page of the web app the browser returns to from a provider order's checkout: its
 * payment's purpose says (dues: the payments page; an order: the order's page).
 */
export async function returnPathOf(ctx: AppContext, providerOrderId: string): Promise<string> {
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(
      and(eq(payments.provider, ctx.payments.name), eq(payments.providerOrderId, providerOrderId)),
    );
  return payment ? ctx.paymentPurposes[payment.purpose].returnPath(payment) : MEMBER_PAYMENTS_PATH;
}
