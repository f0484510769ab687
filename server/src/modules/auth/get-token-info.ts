import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TokenInfoResponse } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { authTokens, members, staffUsers } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/crypto.ts';
import { invalidLink } from './invalid-link.ts';

/** What an emailed link is for (to show a PIN or a password form). */
export async function getTokenInfo(
  ctx: AppContext,
  _actor: Actor,
  input: { token: string },
): Promise<TokenInfoResponse> {
  const { token } = input;
  const [row] = await ctx.db
    .select({ t: authTokens, memberCode: members.code, staffCode: staffUsers.code })
    .from(authTokens)
    .leftJoin(members, eq(members.id, authTokens.memberId))
    .leftJoin(staffUsers, eq(staffUsers.id, authTokens.staffId))
    .where(
      and(
        eq(authTokens.tokenHash, sha256(token)),
        isNull(authTokens.usedAt),
        sql`${authTokens.expiresAt} > now()`,
      ),
    );
  if (!row) throw invalidLink();
  return {
    purpose: row.t.purpose as TokenInfoResponse['purpose'],
    kind: row.t.memberId ? 'member' : 'staff',
    code: (row.memberCode ?? row.staffCode)!,
  };
}
