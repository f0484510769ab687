import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { SIGN_IN_STATUSES } from '@club/contracts';
import type { AppContext } from '../../context.ts';
import { members, sessions } from '../../db/schema/index.ts';
import { audit } from '../audit/write-audit.ts';
import { AppError } from '../../lib/errors.ts';

/** Front desk "act as member" (loginadminmember): the admin's session acts for a member, audited. */
export async function startActingAs(ctx: AppContext, request: FastifyRequest, memberCode: string) {
  const s = request.session!;
  await ctx.db.transaction(async (tx) => {
    const [m] = await tx
      .select({ id: members.id, code: members.code, status: members.status })
      .from(members)
      .where(
        sql`upper(${members.code}) = ${memberCode} and ${inArray(members.status, [...SIGN_IN_STATUSES])}`,
      );
    if (!m) {
      throw new AppError(
        404,
        'not_found',
        `No member with code ${memberCode} can be served online.`,
        {
          errors: [{ field: 'memberCode', message: 'No such member with online access.' }],
        },
      );
    }
    await tx.update(sessions).set({ actingMemberId: m.id }).where(eq(sessions.id, s.sessionId));
    await audit(tx, request, {
      action: 'act_as.start',
      entity: 'member',
      entityId: m.id,
      before: { actingMemberId: s.actingMemberId },
      after: { actingMemberId: m.id, code: m.code },
    });
  });
}

export async function stopActingAs(ctx: AppContext, request: FastifyRequest) {
  const s = request.session!;
  await ctx.db.transaction(async (tx) => {
    await tx.update(sessions).set({ actingMemberId: null }).where(eq(sessions.id, s.sessionId));
    if (s.actingMemberId) {
      await audit(tx, request, {
        action: 'act_as.stop',
        entity: 'member',
        entityId: s.actingMemberId,
        before: { actingMemberId: s.actingMemberId },
        after: { actingMemberId: null },
      });
    }
  });
}
