import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  passwordSchema,
  pinSchema,
  validationMessageEn,
  type TokenInfoResponse,
} from '@club/contracts';
import type { AppContext } from '../../context.ts';
import { authTokens, memberCredentials, members, staffUsers } from '../../db/schema/index.ts';
import { audit } from '../audit/write-audit.ts';
import { hashSecret, sha256 } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { enqueueMail } from '../../jobs/outbox.ts';
import { mailTemplates } from '../../mail/templates.ts';
import { getSettingsRow } from '../settings/get-settings.ts';
import { deleteSessionsOf } from '../../plugins/auth/sessions.ts';

const invalidLink = () =>
  new AppError(
    410,
    'invalid_token',
    'This link is invalid, already used or expired. Ask for a new one.',
  );

/** What an emailed link is for (to show a PIN or a password form). */
export async function getTokenInfo(ctx: AppContext, token: string): Promise<TokenInfoResponse> {
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

/** Sets a new PIN (member) or password (staff) from a one-time link; the link is spent. */
export async function resetCredential(
  ctx: AppContext,
  request: FastifyRequest,
  input: { token: string; secret: string },
): Promise<string> {
  const info = await getTokenInfo(ctx, input.token);
  const rule = info.kind === 'member' ? pinSchema : passwordSchema;
  const parsed = rule.safeParse(input.secret);
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.message ?? 'validation.required';
    const message = validationMessageEn(key);
    throw new AppError(400, 'validation_failed', `secret: ${message}`, {
      errors: [{ field: 'secret', message, key }],
    });
  }
  const hash = await hashSecret(input.secret, ctx.config.SCRYPT_COST);
  return ctx.db.transaction(async (tx) => {
    // Spend the link; a second use (or a race) finds nothing to update.
    const [t] = await tx
      .update(authTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(authTokens.tokenHash, sha256(input.token)),
          isNull(authTokens.usedAt),
          sql`${authTokens.expiresAt} > now()`,
        ),
      )
      .returning();
    if (!t) throw invalidLink();
    const settings = await getSettingsRow(tx);
    if (t.memberId) {
      await tx
        .insert(memberCredentials)
        .values({
          memberId: t.memberId,
          pinHash: hash,
          activatedAt: sql`now()`,
          changedAt: sql`now()`,
        })
        .onConflictDoUpdate({
          target: memberCredentials.memberId,
          set: {
            pinHash: hash,
            tempPinHash: null,
            tempPinExpiresAt: null,
            mustChange: false,
            activatedAt: sql`coalesce(${memberCredentials.activatedAt}, now())`,
            changedAt: sql`now()`,
          },
        });
      await deleteSessionsOf(tx, { memberId: t.memberId });
      const [m] = await tx.select().from(members).where(eq(members.id, t.memberId));
      if (m?.email) {
        await enqueueMail(
          tx,
          mailTemplates.changed(
            { email: m.email, name: `${m.firstName} ${m.lastName}`, language: m.language },
            settings.clubName,
            'pin',
          ),
        );
      }
      await audit(tx, request, {
        action: t.purpose === 'activate' ? 'member.activate' : 'member.pin_reset',
        entity: 'member',
        entityId: t.memberId,
        actor: { memberId: t.memberId },
      });
      return t.purpose === 'activate'
        ? 'Your PIN is set and your online access is active. You can sign in now.'
        : 'Your new PIN is set. You can sign in now.';
    }
    const [st] = await tx
      .update(staffUsers)
      .set({
        passwordHash: hash,
        tempPasswordHash: null,
        tempPasswordExpiresAt: null,
        mustChange: false,
      })
      .where(eq(staffUsers.id, t.staffId!))
      .returning();
    await deleteSessionsOf(tx, { staffId: t.staffId! });
    if (st) {
      await enqueueMail(
        tx,
        mailTemplates.changed(
          { email: st.email, name: st.name, language: st.language },
          settings.clubName,
          'password',
        ),
      );
    }
    await audit(tx, request, {
      action: 'staff.password_reset',
      entity: 'staff',
      entityId: t.staffId,
      actor: { staffId: t.staffId },
    });
    return 'Your new password is set. You can sign in now.';
  });
}
