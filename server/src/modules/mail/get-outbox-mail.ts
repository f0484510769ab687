import { and, eq } from 'drizzle-orm';
import type { OutboxMail } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { outbox } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { toOutboxItem } from './outbox-view.ts';

/** One mail of the outbox, opened: what the recipient reads (its text) and where answers go. */
export async function getOutboxMail(
  ctx: AppContext,
  _actor: Actor,
  input: { id: number },
): Promise<OutboxMail> {
  const [row] = await ctx.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.id, input.id), eq(outbox.topic, 'mail')));
  if (!row) throw notFound('No such mail.');
  const p = row.payload as { text?: string; replyTo?: string };
  return { ...toOutboxItem(row), text: p.text ?? '', replyTo: p.replyTo ?? null };
}
