import { sql } from 'drizzle-orm';
import { FNB_OPEN_STATUSES, type checkoutRequest } from '@club/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.ts';
import type { fnbOrders, fnbOutlets } from '../../../db/schema/index.ts';
import { clubInstant, type ClubMoment } from '../../../lib/club-time.ts';
import { isPgError } from '../../../lib/errors.ts';
import type { auditValues } from '../../audit/index.ts';
import { ledgerTextColumns } from '../../ledger/index.ts';
import { checkoutFieldError } from './checkout-field-error.ts';
import { slotVerdict, type SlotVerdict } from '../outlets/slots.ts';

type Input = z.output<typeof checkoutRequest>;

/** Orders that hold a slot (pending card orders included). */
export const SLOT_HOLDING = ['pending_payment', ...FNB_OPEN_STATUSES] as const;

const slotRefused = (verdict: NonNullable<SlotVerdict>) =>
  checkoutFieldError(
    'slot',
    {
      past: 'This time is too soon for the kitchen: choose a later one.',
      closed: 'The outlet does not serve at this time: choose another.',
      full: 'This time is fully booked: choose another.',
    }[verdict],
  );

/**
 * Checkout's slot before anything is locked: today, not before now plus the lead time, within
 * the outlet's hours (whether it is full is `takeSlot`'s). Answers the slot's instant.
 */
export function slotOf(
  input: Pick<Input, 'slot'>,
  outlet: typeof fnbOutlets.$inferSelect,
  now: ClubMoment,
  timeZone: string,
): Date {
  const verdict = slotVerdict(input.slot, outlet, now, 0);
  if (verdict) throw slotRefused(verdict);
  return clubInstant(now.date, input.slot, timeZone);
}

/** The SQLSTATE fnb_take_slot raises when the slot has no room. */
const SLOT_FULL = 'FN001';
/** Where the invoice number goes in the charge's text until the database knows it. */
const INVOICE = '\u27e8invoice\u27e9';

/**
 * The contended part of a checkout, in one round trip (the database function fnb_take_slot, of
 * the migration fnb_take_slot_audit_once), once the order is stored with its lines and first
 * event (a card order with its audit entry too). The outlet's row is locked (FOR NO KEY
 * UPDATE, after the member's row: every checkout takes them in that order) and the slot's
 * orders counted, the order's own among them: more than the outlet's capacity is a 400, and
 * the transaction rolls back. For an order on account
 * (`invoiced`) the year's invoice number is taken (its counter row locked until the commit:
 * gap-free), stamped on the order, named in its ledger charge (posted here with the columns
 * postLedgerEntry would give `fnb.charge`: the ledger is append-only, so the charge waits for
 * the number) and in its audit entry (`invoiced.audit`, the row writeAudit would insert: the
 * function inserts it with `after.invoice`, so it is written once). Only the commit follows
 * while the outlet is held.
 * A card order only holds its slot: the payment's capture numbers and charges it
 * (card-payment.ts). Answers the invoice number (null by card).
 */
export async function takeSlot(
  tx: DbOrTx,
  order: typeof fnbOrders.$inferSelect,
  invoiced?: {
    financialYear: string;
    createdByStaffId: number | null;
    createdByMemberId: number | null;
    audit: ReturnType<typeof auditValues>;
  },
): Promise<string | null> {
  const holding = sql.join(
    SLOT_HOLDING.map((s) => sql`${s}`),
    sql`, `,
  );
  const charge = invoiced && {
    ...ledgerTextColumns({ key: 'fnb.charge', params: { outlet: order.outlet, invoice: INVOICE } }),
    sentinel: INVOICE,
    createdByStaffId: invoiced.createdByStaffId,
    createdByMemberId: invoiced.createdByMemberId,
  };
  if (charge && !charge.description.includes(INVOICE)) {
    throw new Error('the fnb.charge text must name the invoice number');
  }
  try {
    const { rows } = await tx.execute<{ invoice: string | null }>(
      sql`select fnb_take_slot(${order.id}, array[${holding}]::text[], ${invoiced?.financialYear ?? null}, ${charge ? JSON.stringify(charge) : null}::jsonb, ${invoiced ? JSON.stringify(invoiced.audit) : null}::jsonb) as invoice`,
    );
    return rows[0]!.invoice;
  } catch (err) {
    if (isPgError(err, SLOT_FULL)) throw slotRefused('full');
    throw err;
  }
}
