import { and, eq } from 'drizzle-orm';
import { ledgerDescription, type Language } from '@club/contracts';
import { isAdmin, memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { members, payments } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { getSettings } from '../settings/index.ts';
import { receiptNumber, renderReceiptPdf, type Receipt } from './receipt-pdf.ts';

/**
 * A captured online payment's receipt as a PDF: the member's own (another member's, or one not
 * captured, is not found), or any for staff. In the reader's language.
 */
export async function getReceiptPdf(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; asStaff: boolean; lang: Language },
): Promise<{ fileName: string; data: Buffer }> {
  const scope = input.asStaff && isAdmin(actor) ? undefined : memberScope(actor);
  const [row] = await ctx.db
    .select({
      id: payments.id,
      description: payments.description,
      textKey: payments.textKey,
      textParams: payments.textParams,
      amount: payments.amount,
      currency: payments.currency,
      providerPaymentId: payments.providerPaymentId,
      capturedAt: payments.capturedAt,
      status: payments.status,
      memberCode: members.code,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(payments)
    .innerJoin(members, eq(members.id, payments.memberId))
    .where(
      and(
        eq(payments.id, input.id),
        scope === undefined ? undefined : eq(payments.memberId, scope),
      ),
    );
  if (!row || row.status !== 'captured' || !row.capturedAt) {
    throw notFound('No receipt: there is no completed payment with this number.');
  }
  const settings = await getSettings(ctx.db);
  const { textKey: _k, textParams: _p, ...shown } = row;
  const receipt: Receipt = {
    ...shown,
    description: ledgerDescription(row, input.lang),
    capturedAt: row.capturedAt,
    memberName: `${row.firstName} ${row.lastName}`.trim(),
  };
  return {
    fileName: `receipt-${receiptNumber(receipt)}.pdf`,
    data: await renderReceiptPdf(receipt, settings, input.lang),
  };
}
