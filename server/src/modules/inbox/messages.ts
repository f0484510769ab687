import { sql, type SQL } from 'drizzle-orm';
import type { InboxFolder, InboxItem, InboxSource, InboxTag } from '@club/contracts';
import {
  broadcastDeliveries,
  broadcasts,
  feedback,
  feedbackMessages,
  inboxStates,
  members,
  outbox,
} from '../../db/schema/index.ts';
import { SECRET_MAIL_SUBJECTS } from '../auth/index.ts';

/*
 * The member's messages, read where they are kept (issue 34): the broadcasts delivered to the
 * member (any channel, once each), the portal's mails addressed to the member's email (the
 * outbox's `mail` rows, but not those carrying a secret: a temporary PIN, an activation link),
 * and the member's own feedback messages ("sent"); each with the member's state of it.
 */

/** A row of the union: the message and the member's state of it. */
export interface MessageRow {
  source: InboxSource;
  ref_id: number;
  subject: string;
  body: string;
  at: Date | string;
  home: 'inbox' | 'sent';
  read_at: Date | string | null;
  starred: boolean | null;
  important: boolean | null;
  tags: string[] | null;
  moved_to: 'spam' | 'trash' | null;
  link_id: number | null;
}

const o = outbox;
const d = broadcastDeliveries;
const secret = sql.join(
  SECRET_MAIL_SUBJECTS.map((s) => sql`${s}`),
  sql`, `,
);

/** The messages of a member as a table (`m`) joined with their state (`s`): the FROM of every read. */
export function messagesOf(memberId: number): SQL {
  return sql`(
    select 'broadcast' as source, b.id as ref_id, b.title as subject, b.body_html as body,
      coalesce(b.started_at, b.send_at, b.created_at) as at, 'inbox' as home, b.id as link_id
    from ${broadcasts} b
    where b.status <> 'draft' and exists (
      select 1 from ${d} where ${d.broadcastId} = b.id and ${d.memberId} = ${memberId})
    union all
    select 'mail', ${o.id}, coalesce(${o.payload}->>'subject', ''), coalesce(${o.payload}->>'text', ''),
      ${o.createdAt}, 'inbox', null
    from ${o}
    where ${o.topic} = 'mail'
      and lower(${o.payload}->>'to') = (select lower(${members.email}) from ${members} where ${members.id} = ${memberId})
      and split_part(${o.payload}->>'subject', ' | ', 1) not in (${secret})
    union all
    select 'feedback', fm.id, f.subject, fm.body, fm.created_at, 'sent', f.id
    from ${feedbackMessages} fm join ${feedback} f on f.id = fm.feedback_id
    where fm.author_member = ${memberId}
  ) m
  left join ${inboxStates} s
    on s.member_id = ${memberId} and s.source = m.source and s.ref_id = m.ref_id`;
}

/** The columns every read takes from `messagesOf`. */
export const MESSAGE_COLUMNS = sql`m.source, m.ref_id, m.subject, m.body, m.at, m.home, m.link_id,
  s.read_at, s.starred, s.important, s.tags, s.moved_to`;

/** The folder a message shows in: where it was moved, else where it came from. */
export const FOLDER = sql`coalesce(s.moved_to, m.home)`;

/** The visible text of a broadcast's cleaned HTML (tags dropped, the common entities read). */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-6])[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

/** A row as the list shows it. */
export function toItem(r: MessageRow, clubName: string, memberName: string): InboxItem {
  const text = r.source === 'broadcast' ? plainText(r.body) : r.body;
  return {
    id: `${r.source}-${r.ref_id}`,
    source: r.source,
    folder: (r.moved_to ?? r.home) as InboxFolder,
    // The portal's mails end their subject with the club's name: the inbox says it once, in "from".
    subject:
      r.source === 'mail' && r.subject.endsWith(` | ${clubName}`)
        ? r.subject.slice(0, -` | ${clubName}`.length)
        : r.subject,
    from: r.home === 'sent' ? memberName : clubName,
    preview: text.replace(/\s+/g, ' ').slice(0, 160),
    at: iso(r.at),
    read: r.home === 'sent' || r.read_at !== null,
    starred: r.starred ?? false,
    important: r.important ?? false,
    tags: (r.tags ?? []) as InboxTag[],
  };
}

/** `broadcast-12` -> its source and row id. */
export function parseId(id: string): { source: InboxSource; refId: number } {
  const [source, ref] = id.split('-');
  return { source: source as InboxSource, refId: Number(ref) };
}
