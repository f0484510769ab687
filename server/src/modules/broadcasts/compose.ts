import type { composeBroadcastRequest } from '@club/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, badField, fieldError } from '../../lib/errors.ts';
import { enqueue } from '../../jobs/outbox.ts';
import { hasText, sanitizeRichText } from '../content/index.ts';
import { countAudience } from './audience.ts';
import type { BroadcastRow } from './writes.ts';

export type ComposeInput = z.output<typeof composeBroadcastRequest>;

/** The columns a composed broadcast sets (its body cleaned, its status and time from `mode`). */
export type ComposedColumns = Pick<
  BroadcastRow,
  'title' | 'bodyHtml' | 'template' | 'audience' | 'channels' | 'status' | 'sendAt'
>;

/** 422 naming `audience`: it matches nobody (nothing is written). */
export const audienceEmpty = () =>
  new AppError(422, 'audience_empty', 'This audience matches nobody: choose another.', {
    errors: [fieldError('audience', 'validation.audienceEmpty')],
  });

/** Refuses to send to an audience that matches nobody now. */
export async function requireSomeone(db: DbOrTx, audience: ComposeInput['audience']) {
  if ((await countAudience(db, audience)) === 0) throw audienceEmpty();
}

/**
 * What the office wrote, checked and cleaned: the body through the content module's allow-list
 * (never stored as given; no text left: 400 `bodyHtml`), a time in the past refused (400
 * `sendAt`), the status 'draft' or 'scheduled' (now or at the time).
 */
export function composedColumns(ctx: AppContext, input: ComposeInput): ComposedColumns {
  const bodyHtml = sanitizeRichText(input.bodyHtml);
  if (!hasText(bodyHtml)) throw badField('bodyHtml', 'validation.required');
  const now = ctx.clock.now();
  let sendAt: Date | null = null;
  if (input.mode === 'now') sendAt = now;
  if (input.mode === 'at') {
    sendAt = new Date(input.sendAt!);
    if (sendAt.getTime() <= now.getTime()) throw badField('sendAt', 'validation.broadcastPast');
  }
  return {
    title: input.title,
    bodyHtml,
    template: input.template,
    audience: input.audience,
    channels: [...input.channels],
    status: input.mode === 'draft' ? 'draft' : 'scheduled',
    sendAt,
  };
}

/** Queues a scheduled broadcast's fan-out, due at its send time (in the caller's transaction). */
export async function scheduleFanOut(tx: DbOrTx, b: Pick<BroadcastRow, 'id' | 'sendAt'>) {
  const at = b.sendAt!;
  await enqueue(tx, 'broadcasts.fan_out', { broadcastId: b.id, sendAt: at.toISOString() }, { at });
}
