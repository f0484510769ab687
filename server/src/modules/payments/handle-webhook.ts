import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { paymentWebhookEvents, payments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { checkJsonDepth, checkStorable } from '../../lib/input-rules.ts';
import { toProviderPayment } from '../../payments/provider.ts';
import { applyProviderPayment, type ApplyOutcome } from './apply-provider-payment.ts';

const HANDLED = new Set(['payment.captured', 'payment.failed', 'payment.authorized', 'order.paid']);

/**
 * A provider webhook. The signature is checked over the raw body with the webhook secret;
 * the event id (X-Razorpay-Event-Id) is unique in payment_webhook_events, inserted in the
 * same transaction that applies the event, so each event is applied once however often it
 * is delivered, and concurrent deliveries wait for the first one's commit.
 */
export async function handleWebhook(
  ctx: AppContext,
  actor: Actor,
  input: { rawBody: string; signature: string | undefined; eventId: string | undefined },
): Promise<{ outcome: ApplyOutcome | 'duplicate' }> {
  const provider = ctx.payments;
  const { rawBody, signature } = input;
  if (typeof signature !== 'string' || !provider.verifyWebhookSignature(rawBody, signature)) {
    ctx.log.warn({ requestId: actor.requestId }, 'payment webhook with a bad signature refused');
    throw new AppError(400, 'validation_failed', 'The webhook signature does not match.', {
      errors: [{ field: 'x-razorpay-signature', message: 'The webhook signature does not match.' }],
    });
  }
  let body: {
    event?: string;
    payload?: { payment?: { entity?: Record<string, unknown> } };
  };
  checkJsonDepth(rawBody);
  try {
    body = JSON.parse(rawBody) as typeof body;
  } catch {
    throw new AppError(400, 'validation_failed', 'The webhook body is not JSON.');
  }
  checkStorable(body);
  const given = input.eventId;
  const eventId =
    typeof given === 'string' && given
      ? given
      : `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
  const event = String(body.event ?? 'unknown');
  const entity = body.payload?.payment?.entity;

  return ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(paymentWebhookEvents)
      .values({ provider: provider.name, eventId, event, outcome: 'received', payload: body })
      .onConflictDoNothing()
      .returning({ id: paymentWebhookEvents.id });
    if (!inserted) return { outcome: 'duplicate' as const };

    let outcome: ApplyOutcome = 'ignored';
    let paymentId: number | null = null;
    if (HANDLED.has(event) && entity) {
      const pp = toProviderPayment(entity);
      const [payment] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider.name), eq(payments.providerOrderId, pp.orderId)))
        .for('update');
      if (payment) {
        paymentId = payment.id;
        outcome = (await applyProviderPayment(ctx, tx, actor, payment, pp, 'webhook')).outcome;
      }
    }
    await tx
      .update(paymentWebhookEvents)
      .set({ outcome, paymentId })
      .where(eq(paymentWebhookEvents.id, inserted.id));
    return { outcome };
  });
}
