import type { Language } from '@club/contracts';
import { isAdmin, memberScope, type Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { notFound } from '../../../lib/errors.ts';
import { getSettings } from '../../settings/index.ts';
import { loadOrder } from './order-view.ts';
import { renderInvoicePdf } from './render-invoice-pdf.ts';

/**
 * An order's invoice as a PDF: the member's own (another member's is 404), or any for staff.
 * An order not yet paid by card has no invoice yet. In the reader's language (`lang`).
 */
export async function getInvoicePdf(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; asStaff: boolean; lang?: Language },
): Promise<{ fileName: string; data: Buffer }> {
  const lang = input.lang ?? 'en';
  const order = await loadOrder(ctx.db, input.id, {
    memberId: input.asStaff && isAdmin(actor) ? undefined : memberScope(actor),
    lang,
  });
  if (!order.invoiceNumber) {
    throw notFound('This order has no invoice yet: it is waiting for its payment.');
  }
  const settings = await getSettings(ctx.db);
  return {
    fileName: `invoice-${order.invoiceNumber.replace(/\//g, '-')}.pdf`,
    data: await renderInvoicePdf(order, settings, { lang }),
  };
}
