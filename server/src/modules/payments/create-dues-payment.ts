import { eq } from 'drizzle-orm';
import { memberScope, type Actor } from '../../actor.ts';
import type { PayDuesResponse } from '@club/contracts';
import type { AppContext } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { getSettings } from '../settings/index.ts';
import { openCheckout } from './open-checkout.ts';
import { recordPayment } from './record-payment.ts';
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

  const created = await ctx.db.transaction(
    async (tx) =>
      (await recordPayment(ctx, actor, {
        tx,
        purpose: 'dues',
        memberId,
        text: { description: input.description },
        amount: input.amount,
        currency: settings.currency,
        audited: { purpose: 'dues', amount: input.amount, description: input.description },
      }))!,
  );

  const { payment, checkout } = await openCheckout(ctx, actor, created, {
    receipt: `dues-${created.id}`,
    member,
  });
  return { payment: toPaymentView(payment), checkout };
}
