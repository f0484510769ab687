import { eq, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { broadcasts, type broadcastDeliveries as d } from '../../db/schema/index.ts';
import type { Recipient } from '../../mail/layout.ts';
import { getSettingsRow } from '../settings/index.ts';
import { broadcastLink } from './deliver-in-app.ts';
import { broadcastMails, type BroadcastMail } from './mails.ts';

export interface EmailPolicy {
  /** How long a claimed mail may take to be sent and marked before it counts as interrupted. */
  leaseSeconds: number;
  /** Attempts before a refused mail is failed. */
  maxAttempts: number;
  /** The wait before the second attempt, doubling after each refusal. */
  backoffSeconds: number;
}

type DeliveryRow = typeof d.$inferSelect;

/** The key of a delivery: its Message-ID's local part and its .eml file's name. */
export const deliveryKey = (
  r: Pick<DeliveryRow, 'broadcastId' | 'channel' | 'memberId' | 'staffId'>,
) =>
  `broadcast-${r.broadcastId}-${r.channel}-${r.memberId !== null ? `m${r.memberId}` : `s${r.staffId}`}`;

/** A claimed email delivery and who it goes to (null: no mail address on file). */
type Claimed = Pick<DeliveryRow, 'id' | 'broadcastId' | 'memberId' | 'staffId' | 'channel'> & {
  attempts: number;
  to: Recipient | null;
};

/**
 * Claims one queued email delivery (a due one no other process holds): `queued` -> `sending`
 * with a lease and the attempt counted, so `sending` means "its send has started". The same
 * statement reads the recipient's address, name and language, and writes the previous mail's
 * mark (`mark`, a conditional update): one round trip per mail.
 */
async function claimOne(
  ctx: AppContext,
  p: EmailPolicy,
  mark: SQL | null,
): Promise<Claimed | undefined> {
  const res = await ctx.db.execute<{
    id: number;
    broadcast_id: number;
    member_id: number | null;
    staff_id: number | null;
    attempts: number;
    email: string | null;
    name: string | null;
    language: string | null;
  }>(sql`
    with ${mark ? sql`marked as (${mark}), ` : sql``}c as (
      update broadcast_deliveries set status = 'sending', attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${p.leaseSeconds})
      where status = 'queued' and id = (
        select id from broadcast_deliveries
        where status = 'queued' and channel = 'email' and available_at <= now()
        order by available_at limit 1 for update skip locked)
      returning id, broadcast_id, member_id, staff_id, attempts)
    select c.*, coalesce(m.email, s.email) email,
      coalesce(m.first_name || ' ' || m.last_name, s.name) "name",
      coalesce(m.language, s.language) language
    from c left join members m on m.id = c.member_id left join staff_users s on s.id = c.staff_id`);
  const r = res.rows[0];
  if (!r) return undefined;
  return {
    id: r.id,
    broadcastId: r.broadcast_id,
    memberId: r.member_id,
    staffId: r.staff_id,
    channel: 'email',
    attempts: r.attempts,
    to: r.email ? { email: r.email, name: r.name ?? '', language: r.language ?? 'en' } : null,
  };
}

/** The broadcasts' texts and the club's name, read once per sender pass. */
export type MailCache = Map<number, BroadcastMail & { club: string }>;

async function broadcastOf(ctx: AppContext, id: number, cache: MailCache) {
  const hit = cache.get(id);
  if (hit) return hit;
  const [b] = await ctx.db.select().from(broadcasts).where(eq(broadcasts.id, id));
  const settings = await getSettingsRow(ctx.db);
  const mail = {
    title: b!.title,
    template: b!.template,
    bodyHtml: b!.bodyHtml,
    club: settings.clubName,
  };
  cache.set(id, mail);
  return mail;
}

/** The conditional update that records how a claimed mail's send ended (while still ours). */
function markOf(r: Claimed, p: EmailPolicy, err: unknown): SQL {
  const mine = sql`where id = ${r.id} and status = 'sending'`;
  if (err === undefined)
    return sql`update broadcast_deliveries set status = 'sent', sent_at = now(),
      locked_until = null, last_error = null ${mine}`;
  const failed = r.attempts >= p.maxAttempts;
  const message = String((err as Error)?.message ?? err).slice(0, 500);
  const wait = p.backoffSeconds * 2 ** (r.attempts - 1);
  return sql`update broadcast_deliveries set status = ${failed ? 'failed' : 'queued'},
    last_error = ${message}, locked_until = null,
    available_at = now() + make_interval(secs => ${wait}) ${mine}`;
}

/** Sends a claimed mail with a Message-ID made from the delivery key; answers its mark. */
async function sendClaimed(
  ctx: AppContext,
  p: EmailPolicy,
  cache: MailCache,
  r: Claimed,
): Promise<SQL> {
  try {
    const to = r.to;
    if (!to) throw new Error('no mail address on file');
    const b = await broadcastOf(ctx, r.broadcastId, cache);
    const link = broadcastLink(r, r.broadcastId);
    const url = `${ctx.config.publicUrl}${ctx.config.BASE_PATH}${link}`;
    const key = deliveryKey(r);
    const host = new URL(ctx.config.publicUrl).hostname || 'club.local';
    const mail = broadcastMails.broadcast(to, b.club, b, url);
    await ctx.mail.send({ ...mail, messageId: `<${key}@${host}>`, fileName: key }, r.id);
  } catch (err) {
    ctx.log.warn({ err, deliveryId: r.id, attempts: r.attempts }, 'broadcast mail refused');
    return markOf(r, p, err ?? new Error('refused'));
  }
  return markOf(r, p, undefined);
}

/**
 * One email loop (decision 0008): claim a mail, send it through the mail transport, then mark
 * it sent only while it is still ours (`status = 'sending'`), the mark riding with the next
 * claim. A refusal puts it back in the queue with backoff, or fails it after the last attempt.
 * Stopped (or nothing due), it writes its last mark alone before it answers: a stopped loop
 * leaves no mail of its own in `sending`. Answers how many mails it claimed.
 */
export async function sendEmails(
  ctx: AppContext,
  p: EmailPolicy,
  cache: MailCache,
  stopped: () => boolean,
): Promise<number> {
  let n = 0;
  let mark: SQL | null = null;
  try {
    while (!stopped()) {
      const r = await claimOne(ctx, p, mark);
      mark = null;
      if (!r) break;
      n++;
      mark = await sendClaimed(ctx, p, cache, r);
    }
  } finally {
    if (mark) await ctx.db.execute(mark);
  }
  return n;
}
