import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { memberCredentials, members, sessions, staffUsers } from '../../db/schema/index.ts';
import { audit } from '../audit/write-audit.ts';
import { hashSecret, verifySecret } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { enqueueMail } from '../../jobs/outbox.ts';
import { mailTemplates } from '../../mail/templates.ts';
import { getSettingsRow } from '../settings/get-settings.ts';
import { deleteSessionsOf } from '../../plugins/auth/sessions.ts';

const wrongCurrent = (field: string, what: string) =>
  new AppError(400, 'validation_failed', `The current ${what} is wrong.`, {
    errors: [{ field, message: `The current ${what} is wrong.` }],
  });

/** Member settings > Change PIN. Other sessions of the member end. */
export async function changePin(
  ctx: AppContext,
  request: FastifyRequest,
  input: { currentPin: string; newPin: string },
): Promise<string> {
  const s = request.session!;
  if (s.kind !== 'member' || !s.memberId) {
    throw new AppError(403, 'forbidden', 'Only the member can change their own PIN.');
  }
  const memberId = s.memberId;
  const [c] = await ctx.db
    .select()
    .from(memberCredentials)
    .where(eq(memberCredentials.memberId, memberId));
  const ok =
    (await verifySecret(input.currentPin, c?.pinHash)) ||
    (s.mustChange && (await verifySecret(input.currentPin, c?.tempPinHash)));
  if (!ok) throw wrongCurrent('currentPin', 'PIN');
  const hash = await hashSecret(input.newPin, ctx.config.SCRYPT_COST);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(memberCredentials)
      .set({
        pinHash: hash,
        tempPinHash: null,
        tempPinExpiresAt: null,
        mustChange: false,
        changedAt: new Date(),
      })
      .where(eq(memberCredentials.memberId, memberId));
    await tx.update(sessions).set({ mustChange: false }).where(eq(sessions.id, s.sessionId));
    await deleteSessionsOf(tx, { memberId }, s.sessionId);
    const [m] = await tx.select().from(members).where(eq(members.id, memberId));
    const settings = await getSettingsRow(tx);
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
    await audit(tx, request, { action: 'member.pin_change', entity: 'member', entityId: memberId });
  });
  return 'Your PIN has been changed.';
}

/** Staff > Change password. Other sessions of the account end. */
export async function changePassword(
  ctx: AppContext,
  request: FastifyRequest,
  input: { currentPassword: string; newPassword: string },
): Promise<string> {
  const s = request.session!;
  if (s.kind !== 'staff' || !s.staffId)
    throw new AppError(403, 'forbidden', 'Only staff have passwords.');
  const staffId = s.staffId;
  const [st] = await ctx.db.select().from(staffUsers).where(eq(staffUsers.id, staffId));
  const ok =
    (await verifySecret(input.currentPassword, st?.passwordHash)) ||
    (s.mustChange && (await verifySecret(input.currentPassword, st?.tempPasswordHash)));
  if (!st || !ok) throw wrongCurrent('currentPassword', 'password');
  const hash = await hashSecret(input.newPassword, ctx.config.SCRYPT_COST);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({
        passwordHash: hash,
        tempPasswordHash: null,
        tempPasswordExpiresAt: null,
        mustChange: false,
      })
      .where(eq(staffUsers.id, staffId));
    await tx.update(sessions).set({ mustChange: false }).where(eq(sessions.id, s.sessionId));
    await deleteSessionsOf(tx, { staffId }, s.sessionId);
    const settings = await getSettingsRow(tx);
    await enqueueMail(
      tx,
      mailTemplates.changed(
        { email: st.email, name: st.name, language: st.language },
        settings.clubName,
        'password',
      ),
    );
    await audit(tx, request, {
      action: 'staff.password_change',
      entity: 'staff',
      entityId: staffId,
    });
  });
  return 'Your password has been changed.';
}
