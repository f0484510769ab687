import { and, eq } from 'drizzle-orm';
import type { checkoutRequest } from '@club/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.ts';
import { memberAddresses } from '../../../db/schema/index.ts';
import { checkoutFieldError } from './checkout-field-error.ts';

type Input = z.output<typeof checkoutRequest>;

/**
 * Where a checkout's order goes: for club delivery, one of the member's saved addresses as one
 * line (kept on the order: a later edit of the address leaves it), else null.
 */
export async function deliveryAddressOf(
  tx: DbOrTx,
  memberId: number,
  input: Pick<Input, 'fulfilment' | 'addressId'>,
): Promise<string | null> {
  if (input.fulfilment !== 'club_delivery') return null;
  const [address] = await tx
    .select()
    .from(memberAddresses)
    .where(and(eq(memberAddresses.id, input.addressId!), eq(memberAddresses.memberId, memberId)));
  if (!address) throw checkoutFieldError('addressId', 'Choose one of your saved addresses.');
  return [address.line1, address.line2, `${address.city} ${address.pincode}`, address.phone]
    .filter(Boolean)
    .join(', ');
}
