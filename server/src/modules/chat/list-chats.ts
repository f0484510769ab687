import { sql } from 'drizzle-orm';
import { toPaged, type ChatListItem, type ChatPage, type chatListQuery } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { likeTerm } from '../../lib/like-term.ts';

interface Row {
  id: number;
  member_id: number;
  first_name: string;
  last_name: string;
  code: string;
  status: ChatListItem['status'];
  assigned_staff_id: number | null;
  staff_name: string | null;
  last_text: string | null;
  last_at: string | Date | null;
  unread: number;
}

/**
 * The office's chats of one status (open unless told), those with messages the office has not
 * read first, then the latest; a term searches the member's name and code. Chats without a
 * message yet are left out.
 */
export async function listChats(
  ctx: AppContext,
  _actor: Actor,
  q: z.output<typeof chatListQuery>,
): Promise<ChatPage> {
  const term = q.term ? likeTerm(q.term) : null;
  const where = sql.join(
    [
      sql`c.status = ${q.status}`,
      sql`c.last_message_at is not null`,
      term
        ? sql`(m.code ilike ${term} or (m.first_name || ' ' || m.last_name) ilike ${term})`
        : null,
    ].filter((x) => x !== null),
    sql` and `,
  );
  const from = sql`chats c join members m on m.id = c.member_id`;
  const [page, count] = await Promise.all([
    ctx.db.execute(
      sql`select c.id, c.member_id, m.first_name, m.last_name, m.code, c.status,
          c.assigned_staff_id, s.name as staff_name, l.text as last_text,
          c.last_message_at as last_at, u.n as unread
        from ${from}
        left join staff_users s on s.id = c.assigned_staff_id
        left join lateral (select text from chat_messages where chat_id = c.id
          order by id desc limit 1) l on true
        cross join lateral (select count(*)::int as n from chat_messages
          where chat_id = c.id and author_member_id is not null
          and id > coalesce(c.office_read_id, 0)) u
        where ${where}
        order by (u.n > 0) desc, c.last_message_at desc, c.id desc
        limit ${q.pageSize} offset ${q.pageIndex * q.pageSize}`,
    ),
    ctx.db.execute(sql`select count(*)::int as n from ${from} where ${where}`),
  ]);
  const items = (page.rows as unknown as Row[]).map((r): ChatListItem => ({
    id: r.id,
    memberId: r.member_id,
    memberName: `${r.first_name} ${r.last_name}`.trim(),
    memberCode: r.code,
    status: r.status,
    assignedStaffId: r.assigned_staff_id,
    assignedStaffName: r.staff_name,
    lastText: r.last_text ?? '',
    lastAt: r.last_at === null ? null : new Date(r.last_at).toISOString(),
    unread: Number(r.unread),
  }));
  return toPaged(items, Number((count.rows[0] as { n: number }).n), q);
}
