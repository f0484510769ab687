import { eq, sql } from 'drizzle-orm';
import { memberScope, type Actor } from '../../actor.ts';
import type { PayDuesResponse } from '@club/contracts';
import type { AppContext } from '../../context.ts';
import { members, payments } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { getSettings } from '../settings/index.ts';
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
  const provider = ctx.payments;
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
        provider: provider.name,
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

  let order;
  try {
    order = await provider.createOrder({
      amount: created.amount,
      currency: created.currency,
      receipt: `dues-${created.id}`,
      description: created.description,
      notes: { paymentId: String(created.id), memberCode: member.code },
    });
  } catch (err) {
    ctx.log.error(
      { err, paymentId: created.id, requestId: actor.requestId },
      'payment provider refused the order',
    );
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({
          status: 'failed',
          failureCode: 'provider_error',
          failureReason: 'The payment provider could not create the order.',
          failedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(payments.id, created.id));
      await writeAudit(tx, actor, {
        action: 'payment.fail',
        entity: 'payment',
        entityId: created.id,
        before: { status: 'created' },
        after: { status: 'failed', reason: 'provider_error' },
      });
    });
    throw new AppError(
      502,
      'internal',
      'The payment provider could not be reached. Nothing was charged; please try again.',
    );
  }

  const [row] = await ctx.db
    .update(payments)
    .set({
      providerOrderId: order.id,
      updatedAt: sql`now()`,
      providerPayloads: sql`${payments.providerPayloads} || ${JSON.stringify([{ at: new Date().toISOString(), via: 'create', body: order.raw }])}::jsonb`,
    })
    .where(eq(payments.id, created.id))
    .returning();

  return {
    payment: toPaymentView(row!),
    checkout: {
      provider: provider.name,
      orderId: order.id,
      amount: order.amount,
      currency: order.currency,
      keyId: provider.keyId,
      checkoutUrl: provider.checkoutUrl(order.id),
      name: settings.clubName,
      description: row!.description,
      prefill: {
        name: `${member.firstName} ${member.lastName}`.trim(),
        email: member.email ?? '',
        contact: member.mobile ?? '',
      },
    },
  };
}
