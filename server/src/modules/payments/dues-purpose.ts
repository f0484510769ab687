import type { PaymentPurposeHandler } from '../../context.ts';
import { MEMBER_PAYMENTS_PATH } from '@club/contracts';
import { postLedgerEntry } from '../ledger/index.ts';

/**
 * Dues (DOMAIN.md "Money": a member pays any amount towards the account): a capture is one
 * ledger payment with source 'dues' and source id = the payment; there is nothing to give up,
 * and a refund (none is asked for today) would be one ledger refund.
 */
export const duesPaymentPurpose: PaymentPurposeHandler = {
  async captured(_ctx, tx, _actor, payment) {
    await postLedgerEntry(tx, {
      memberId: payment.memberId,
      kind: 'payment',
      source: 'dues',
      sourceId: String(payment.id),
      text: { key: 'dues.payment', params: { description: payment.description } },
      amount: -payment.amount,
      createdByMemberId: payment.memberId,
      createdByStaffId: payment.createdByStaffId,
    });
  },
  async givenUp() {},
  async refunded(_ctx, tx, actor, payment, refund) {
    await postLedgerEntry(tx, {
      memberId: payment.memberId,
      kind: 'refund',
      source: 'dues',
      sourceId: `${payment.id}:refund:${refund.id}`,
      text: { key: 'dues.refund', params: { description: payment.description } },
      amount: refund.amount,
      createdByStaffId: actor.kind === 'staff' ? actor.staffId : null,
    });
  },
  returnPath: () => MEMBER_PAYMENTS_PATH,
};
