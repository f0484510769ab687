import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { PaymentPurpose } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import type { paymentText, PaymentRow } from './view.ts';

/** What a new payment is for and how its row reads. */
export interface NewPayment {
  /** The caller's transaction: the payment is created with what it pays for. */
  tx: DbOrTx;
  purpose: PaymentPurpose;
  /** What it pays for (an order's or a booking's id), unique with the purpose. */
  reference?: string;
  memberId: number;
  /** Its text: a free description (dues) or a ledger text (`paymentText`). */
  text: { description: string } | ReturnType<typeof paymentText>;
  amount: number;
  currency: string;
  /** The `payment.create` audit entry's `after`. */
  audited: Record<string, unknown>;
  /**
   * An attempt given up before (failed and closed) under this purpose and reference steps aside
   * first, kept whole under its own reference ("reference/id").
   */
  givenUpStepsAside?: boolean;
  /** A payment already taken for this purpose and reference answers undefined, not an error. */
  unlessTaken?: boolean;
}

/**
 * The one place a payment row is created (status `created`, with the running provider), with
 * its `payment.create` audit entry, in the caller's transaction: dues, an f&b card order, an
 * event booking by card, a banquet advance. Who created it for the member: the staff acting
 * for them. The provider's order is opened after the commit (`openCheckout`).
 */
export async function recordPayment(
  ctx: Pick<AppContext, 'payments'>,
  actor: Actor,
  input: NewPayment,
): Promise<PaymentRow | undefined> {
  if (input.givenUpStepsAside && input.reference !== undefined) {
    await input.tx
      .update(payments)
      .set({
        reference: sql`${payments.reference} || '/' || ${payments.id}`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(payments.purpose, input.purpose),
          eq(payments.reference, input.reference),
          eq(payments.status, 'failed'),
          isNotNull(payments.closedAt),
        ),
      );
  }
  const insert = input.tx.insert(payments).values({
    purpose: input.purpose,
    reference: input.reference,
    memberId: input.memberId,
    ...input.text,
    amount: input.amount,
    currency: input.currency,
    provider: ctx.payments.name,
    createdByStaffId: actor.actingForMemberId ? actor.staffId : null,
  });
  const [row] = await (input.unlessTaken ? insert.onConflictDoNothing() : insert).returning();
  if (!row) return undefined;
  await writeAudit(input.tx, actor, {
    action: 'payment.create',
    entity: 'payment',
    entityId: row.id,
    after: input.audited,
  });
  return row;
}
