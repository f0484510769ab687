import { sql } from 'drizzle-orm';
import { toPaged, type InboxPage, type inboxQuery } from '@club/contracts';
import type { z } from 'zod';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { likeTerm } from '../../lib/like-term.ts';
import { sendersOf } from './member-names.ts';
import { FOLDER, MESSAGE_COLUMNS, messagesOf, toItem, type MessageRow } from './messages.ts';

/**
 * A page of the member's messages of one folder, newest first unless told, optionally only the
 * starred, the important or those of a tag; a term longer than 1 character searches the subject
 * and the text (SPEC.md §5: a 1-character term is ignored).
 */
export async function listInbox(
  ctx: AppContext,
  actor: Actor,
  q: z.output<typeof inboxQuery>,
): Promise<InboxPage> {
  const memberId = memberScope(actor);
  const from = messagesOf(memberId);
  const term = q.term ? likeTerm(q.term) : null;
  const where = sql.join(
    [
      sql`${FOLDER} = ${q.folder}`,
      q.starred ? sql`coalesce(s.starred, false) = ${q.starred === 'true'}` : null,
      q.important ? sql`coalesce(s.important, false) = ${q.important === 'true'}` : null,
      q.tag ? sql`${q.tag} = any(s.tags)` : null,
      term ? sql`(m.subject ilike ${term} or m.body ilike ${term})` : null,
    ].filter((x) => x !== null),
    sql` and `,
  );
  const dir = q.sortDir === 'asc' ? sql`asc` : sql`desc`;
  const order = q.sortBy === 'subject' ? sql`lower(m.subject) ${dir}, m.at desc` : sql`m.at ${dir}`;
  const [page, count, unread, names] = await Promise.all([
    ctx.db.execute(
      sql`select ${MESSAGE_COLUMNS} from ${from} where ${where}
        order by ${order}, m.source, m.ref_id desc
        limit ${q.pageSize} offset ${q.pageIndex * q.pageSize}`,
    ),
    ctx.db.execute(sql`select count(*)::int as n from ${from} where ${where}`),
    ctx.db.execute(
      sql`select count(*)::int as n from ${from} where ${FOLDER} = 'inbox' and s.read_at is null`,
    ),
    sendersOf(ctx.db, memberId),
  ]);
  const total = Number((count.rows[0] as { n: number }).n);
  return {
    ...toPaged(
      (page.rows as unknown as MessageRow[]).map((r) => toItem(r, names.club, names.member)),
      total,
      q,
    ),
    unread: Number((unread.rows[0] as { n: number }).n),
  };
}
