import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { chatMessages, chats, members, staffUsers } from '../db/schema/index.ts';

const MINUTE = 60_000;

/** What each demo chat says, oldest first: who wrote it and how many minutes ago. */
const CHATS: Record<string, { by: 'member' | 'office'; text: string; ago: number }[]> = {
  M1001: [
    { by: 'member', text: 'Hello, may I bring two guests to the pool on Sunday?', ago: 26 * 60 },
    {
      by: 'office',
      text: 'Of course. Guest passes are at the front desk, ₹500 each, charged to your account.',
      ago: 25 * 60,
    },
    { by: 'member', text: 'Thank you! Is the pool open until 8 pm on Sundays too?', ago: 35 },
  ],
  M1002: [
    {
      by: 'member',
      text: 'The air conditioning in the card room has not worked for two evenings.',
      ago: 3 * 60,
    },
    {
      by: 'office',
      text: 'Sorry about that. The engineer will look at it this afternoon.',
      ago: 2 * 60,
    },
  ],
};

/**
 * The demo's chats with the office: M1001's (answered once, a newer question the office has not
 * read) and M1002's (a complaint the office answered, read by the member), in the seed's
 * transaction. Once: a club with chats is left as it is.
 */
export async function seedChats(tx: DbOrTx): Promise<void> {
  const [any] = await tx.select({ id: chats.id }).from(chats).limit(1);
  if (any) return;
  const [admin] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.code, 'admin'));
  if (!admin) return;
  const people = await tx
    .select({ id: members.id, code: members.code })
    .from(members)
    .where(inArray(members.code, Object.keys(CHATS)));
  const now = Date.now();
  for (const m of people) {
    const lines = CHATS[m.code] ?? [];
    const [chat] = await tx.insert(chats).values({ memberId: m.id }).returning();
    const written = await tx
      .insert(chatMessages)
      .values(
        lines.map((l) => ({
          chatId: chat!.id,
          authorMemberId: l.by === 'member' ? m.id : null,
          authorStaffId: l.by === 'office' ? admin.id : null,
          clientId: randomUUID(),
          text: l.text,
          createdAt: new Date(now - l.ago * MINUTE),
        })),
      )
      .returning({ id: chatMessages.id });
    const ids = written.map((w) => w.id);
    const lastOf = (by: 'member' | 'office') => {
      const i = lines.map((l) => l.by).lastIndexOf(by);
      return i < 0 ? null : ids[i]!;
    };
    const last = lines.at(-1)!;
    await tx
      .update(chats)
      .set({
        assignedStaffId: admin.id,
        lastMessageAt: new Date(now - last.ago * MINUTE),
        // The office read up to its own answer; the member read everything.
        officeReadId: lastOf('office'),
        memberReadId: ids.at(-1) ?? null,
      })
      .where(eq(chats.id, chat!.id));
  }
}
