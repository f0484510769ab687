import { and, eq } from 'drizzle-orm';
import type { Chat, chatAssignRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { chats, staffUsers } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { chatChanged, lockChat } from './chat-store.ts';
import { readChat } from './view.ts';

/** The office hands a chat over to a colleague: an active staff user (else 400 naming `staffId`). */
export async function assignChat(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof chatAssignRequest>,
): Promise<Chat> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const chat = await lockChat(tx, actor, input.id, { office: true });
    const [staff] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(and(eq(staffUsers.id, input.staffId), eq(staffUsers.active, true)));
    if (!staff) throw badRequest('staffId', 'Choose an active staff user.');
    await tx
      .update(chats)
      .set({ assignedStaffId: staff.id, updatedAt: now })
      .where(eq(chats.id, chat.id));
    await writeAudit(tx, actor, {
      action: 'chat.assign',
      entity: 'chat',
      entityId: chat.id,
      before: { assignedStaffId: chat.assignedStaffId },
      after: { assignedStaffId: staff.id },
    });
    await chatChanged(tx, chat);
  });
  return readChat(ctx.db, input.id, true);
}
