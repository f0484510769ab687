import { formatMinor } from '@club/contracts';
import type { DbOrTx } from '../../../db/client.ts';
import type { members } from '../../../db/schema/index.ts';
import { memberBalance } from '../../ledger/index.ts';
import { checkoutFieldError } from './checkout-field-error.ts';

/**
 * Who may pay for a checkout: only Active members order (DOMAIN.md "People and roles"); on
 * account, within the credit limit. The balance holds because the caller locked the member's
 * row.
 */
export async function checkCredit(
  tx: DbOrTx,
  member: typeof members.$inferSelect,
  order: { byCard: boolean; total: number; currency: string },
): Promise<void> {
  if (member.status !== 'Active') {
    throw checkoutFieldError(
      'paymentMethod',
      order.byCard
        ? 'Only members in good standing may order.'
        : 'Only members in good standing may charge orders to their club account.',
    );
  }
  if (order.byCard) return;
  const balance = await memberBalance(tx, member.id);
  if (balance + order.total > member.creditLimit) {
    throw checkoutFieldError(
      'paymentMethod',
      `This order would take your account past its credit limit of ${formatMinor(member.creditLimit, order.currency)}.`,
    );
  }
}
