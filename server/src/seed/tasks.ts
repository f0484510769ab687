import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { banquetBookings, chamberBookings, staffUsers, tasks } from '../db/schema/index.ts';
import { clubToday } from '../modules/settings/index.ts';
import { makeFunctionTask, makeStayTask } from '../modules/tasks/index.ts';

const DAY = 86_400_000;

/**
 * The staff's tasks on first start: the ones the portal makes for the confirmed stays and
 * functions (as their confirmation made them), and a handful the office wrote, one done and
 * two given to the admin. Once: a club with tasks is left.
 */
export async function seedTasks(ctx: AppContext): Promise<void> {
  const [any] = await ctx.db.select({ id: tasks.id }).from(tasks).limit(1);
  if (any) return;
  const [admin] = await ctx.db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.code, 'admin'));
  const today = await clubToday(ctx);
  const day = (n: number) =>
    new Date(new Date(`${today}T00:00:00Z`).getTime() + n * DAY).toISOString().slice(0, 10);
  await ctx.db.transaction(async (tx) => {
    const stays = await tx
      .select({ id: chamberBookings.id })
      .from(chamberBookings)
      .where(eq(chamberBookings.status, 'confirmed'));
    for (const s of stays) await makeStayTask(tx, s.id);
    const functions = await tx
      .select({ id: banquetBookings.id })
      .from(banquetBookings)
      .where(and(eq(banquetBookings.status, 'confirmed')));
    for (const f of functions) await makeFunctionTask(tx, f.id);
    await tx.insert(tasks).values([
      {
        title: 'Renew the bar licence',
        team: 'office',
        dueOn: day(3),
        assigneeId: admin?.id ?? null,
        tags: ['urgent'],
        note: 'The excise office needs the signed form and last year’s receipt.',
      },
      {
        title: 'Restock the linen store',
        team: 'housekeeping',
        dueOn: day(1),
        tags: ['supplies'],
        note: 'Bharat Linen delivers on Thursdays.',
      },
      {
        title: 'Plan the Christmas lunch menu',
        team: 'kitchen',
        dueOn: day(10),
        assigneeId: admin?.id ?? null,
        tags: ['guest'],
      },
      {
        title: 'Service the squash court lights',
        team: 'office',
        dueOn: day(-2),
        status: 'Done',
        tags: ['maintenance'],
      },
    ]);
  });
}
