import type { NotificationPrefsResponse, updateNotificationPrefsRequest } from '@club/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { notificationPrefs } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { effectivePref, readPrefs } from './prefs.ts';

/**
 * The member chooses per kind: the kinds named change, the others stay. Turning off a channel
 * the club locks (an essential kind, or the mail of a kind always mailed) is refused with 422
 * naming the field, nothing written.
 */
export async function updatePrefs(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof updateNotificationPrefsRequest>,
): Promise<NotificationPrefsResponse> {
  const memberId = memberScope(actor);
  const errors = input.items.flatMap((item, i) => {
    const { locked } = effectivePref(item.kind, undefined);
    return [
      ...(locked.inApp && !item.inApp
        ? [
            {
              field: `items.${i}.inApp`,
              message: 'This notification is essential: it is always shown in the portal.',
            },
          ]
        : []),
      ...(locked.email && !item.email
        ? [{ field: `items.${i}.email`, message: 'This notification is always sent by mail.' }]
        : []),
    ];
  });
  if (errors.length > 0) {
    throw new AppError(422, 'validation_failed', 'The club always sends these notifications.', {
      errors,
    });
  }
  await ctx.db.transaction(async (tx) => {
    const before = await readPrefs(tx, memberId);
    await tx
      .insert(notificationPrefs)
      .values(input.items.map((i) => ({ memberId, kind: i.kind, inApp: i.inApp, email: i.email })))
      .onConflictDoUpdate({
        target: [notificationPrefs.memberId, notificationPrefs.kind],
        set: { inApp: sql`excluded.in_app`, email: sql`excluded.email` },
      });
    await writeAudit(tx, actor, {
      action: 'notifications.prefs',
      entity: 'member',
      entityId: memberId,
      before: Object.fromEntries(before.map((p) => [p.kind, { inApp: p.inApp, email: p.email }])),
      after: Object.fromEntries(
        input.items.map((p) => [p.kind, { inApp: p.inApp, email: p.email }]),
      ),
    });
  });
  return { items: await readPrefs(ctx.db, memberId) };
}
