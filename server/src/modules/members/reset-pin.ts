import { eq } from 'drizzle-orm';
import type { MessageResponse } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { issueTemporaryPin, newTemporaryPin } from './issue-pin.ts';

/**
 * Admin resets a member's PIN: the old PIN stops working, a temporary one is mailed in the
 * member's language and must be changed at the next sign-in. Needs an email on file.
 */
export async function resetPin(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<MessageResponse> {
  const { id } = input;
  const temp = await newTemporaryPin(ctx);
  return ctx.db.transaction(async (tx) => {
    const [m] = await tx.select().from(members).where(eq(members.id, id)).for('update');
    if (!m) throw notFound('No such member.');
    if (!m.email) {
      throw conflict('This member has no email address to send a PIN to.', 'conflict', {
        errors: [{ field: 'email', message: 'Add an email address first.' }],
      });
    }
    await issueTemporaryPin(tx, m, temp, 'pinReset');
    await writeAudit(tx, actor, {
      action: 'member.reset_pin',
      entity: 'member',
      entityId: id,
      before: null,
      after: { mailedTo: m.email },
    });
    return { message: `A new PIN has been mailed to ${m.email}.` };
  });
}
