import { and, eq } from 'drizzle-orm';
import type { MemberAddress, memberAddressRequest } from '@club/contracts';
import type { z } from 'zod';
import { memberScope, type Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { memberAddresses } from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { MAX_ADDRESSES, toAddress } from './address-view.ts';

/** Adds an address (id null) or changes one of the member's; the first is the default. */
export async function saveAddress(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof memberAddressRequest> & { id: number | null },
): Promise<MemberAddress> {
  const memberId = memberScope(actor);
  const { id, ...values } = input;
  return ctx.db.transaction(async (tx) => {
    const mine = await tx
      .select({ id: memberAddresses.id })
      .from(memberAddresses)
      .where(eq(memberAddresses.memberId, memberId))
      .for('update');
    if (id !== null && !mine.some((a) => a.id === id)) throw notFound('No such address.');
    if (id === null && mine.length >= MAX_ADDRESSES) {
      throw conflict(`Keep at most ${MAX_ADDRESSES} addresses: remove one first.`);
    }
    const isDefault = values.isDefault || mine.length === 0 || (id !== null && mine.length === 1);
    if (isDefault) {
      await tx
        .update(memberAddresses)
        .set({ isDefault: false })
        .where(and(eq(memberAddresses.memberId, memberId), eq(memberAddresses.isDefault, true)));
    }
    const [row] =
      id === null
        ? await tx
            .insert(memberAddresses)
            .values({ ...values, isDefault, memberId })
            .returning()
        : await tx
            .update(memberAddresses)
            .set({ ...values, isDefault })
            .where(eq(memberAddresses.id, id))
            .returning();
    return toAddress(row!);
  });
}
