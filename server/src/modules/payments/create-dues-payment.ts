import { eq } from 'drizzle-orm';
import { memberScope, type Actor } from '../../actor.ts';
import type { PayDuesResponse } from '@club/contracts';
import type { AppContext } from '../../context.ts';
import { members, payments } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import { notFound } from '../../lib/errors.ts';
import { getSettings } from '../settings/index.ts';
import { openCheckout } from './open-checkout.ts';
import { toPaymentView } from './view.ts';

/**
 * Pay dues, step 1: records the payment (status created) and creates the provider's order;
 * the browser then opens the checkout with what this answers.
 */
export async function createDuesPayment(
  ctx: AppContext,
  actor: Actor,
  input: { amount: number; description: string },
): Promise<PayDuesResponse> {
  const memberId = memberScope(actor);
  const settings = await getSettings(ctx.db);
  const [member] = await ctx.db.select().from(members).where(eq(members.id, memberId));
  if (!member) throw notFound('No such member.');

  const created = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({
        purpose: 'dues',
        memberId,
        description: input.description,
        amount: input.amount,
        currency: settings.currency,
        provider: ctx.payments.name,
        createdByStaffId: actor.actingForMemberId ? actor.staffId : null,
      })
      .returning();
    await writeAudit(tx, actor, {
      action: 'payment.create',
      entity: 'payment',
      entityId: row!.id,
      after: { purpose: 'dues', amount: row!.amount, description: row!.description },
    });
    return row!;
  });

  const { payment, checkout } = await openCheckout(ctx, actor, created, {
    receipt: `dues-${created.id}`,
    member,
  });
  return { payment: toPaymentView(payment), checkout };
}
