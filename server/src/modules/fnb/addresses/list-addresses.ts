import { asc, desc, eq } from 'drizzle-orm';
import type { MemberAddress } from '@club/contracts';
import { memberScope, type Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { memberAddresses } from '../../../db/schema/index.ts';
import { toAddress } from './address-view.ts';

/** The member's saved addresses, the default first. */
export async function listAddresses(ctx: AppContext, actor: Actor): Promise<MemberAddress[]> {
  const rows = await ctx.db
    .select()
    .from(memberAddresses)
    .where(eq(memberAddresses.memberId, memberScope(actor)))
    .orderBy(desc(memberAddresses.isDefault), asc(memberAddresses.id));
  return rows.map(toAddress);
}
