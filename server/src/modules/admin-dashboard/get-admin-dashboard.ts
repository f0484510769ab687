import { desc, eq, sql } from 'drizzle-orm';
import type { AdminDashboard, Language } from '@club/contracts';
import { MEMBER_STATUSES, MEMBERSHIP_TYPES, PAYMENT_STATUS_VALUES } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import {
  backupRuns,
  members,
  payments,
  staffUsers,
  statementImports,
} from '../../db/schema/index.ts';
import { clubInstant, clubMoment } from '../../lib/club-time.ts';
import { getSettings } from '../settings/index.ts';
import { latestBroadcasts } from './latest-broadcasts.ts';
import { monthCharts, type MonthSpan } from './month-charts.ts';
import { workFigures } from './work-figures.ts';

const DAY_MS = 24 * 3_600_000;

/** The club's month at a moment: its first and last date and the instants it runs between. */
function monthAt(now: Date, timeZone: string): MonthSpan & { month: string; today: string } {
  const today = clubMoment(now, timeZone).date;
  const [y, m] = today.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const month = today.slice(0, 7);
  return {
    month,
    today,
    first: `${month}-01`,
    last: `${month}-${String(lastDay).padStart(2, '0')}`,
    from: clubInstant(`${month}-01`, '00:00', timeZone),
    to: clubInstant(next, '00:00', timeZone),
    timeZone,
  };
}

/**
 * The admin dashboard (admin/dashboard): this month's payments by status (the month in the
 * club's time zone), member counts by status and type, the latest statement import, what waits
 * for the office (work-figures.ts, event titles in the reader's language), the latest
 * broadcasts (latest-broadcasts.ts), the last backup (overdue after a day) and the month's
 * charts (month-charts.ts), all at the app's clock.
 */
export async function getAdminDashboard(
  ctx: AppContext,
  _actor: Actor,
  input: { lang: Language } = { lang: 'en' },
): Promise<AdminDashboard> {
  const { db } = ctx;
  const settings = await getSettings(db);
  const now = ctx.clock.now();
  const span = monthAt(now, settings.timeZone);
  const [work, broadcasts, charts, byStatus, memberStatus, memberType, latest, backup] =
    await Promise.all([
      workFigures(db, now, input.lang),
      latestBroadcasts(db),
      monthCharts(db, span),
      db
        .select({
          status: payments.status,
          count: sql<number>`count(*)::int`,
          amount: sql<string>`coalesce(sum(${payments.amount}), 0)`,
        })
        .from(payments)
        .where(sql`${payments.createdAt} >= ${span.from} and ${payments.createdAt} < ${span.to}`)
        .groupBy(payments.status),
      db
        .select({ status: members.status, count: sql<number>`count(*)::int` })
        .from(members)
        .groupBy(members.status),
      db
        .select({ type: members.membershipType, count: sql<number>`count(*)::int` })
        .from(members)
        .groupBy(members.membershipType),
      db
        .select({
          id: statementImports.id,
          fileName: statementImports.fileName,
          period: statementImports.period,
          rowCount: statementImports.rowCount,
          importedBy: staffUsers.name,
          importedAt: statementImports.importedAt,
        })
        .from(statementImports)
        .innerJoin(staffUsers, eq(staffUsers.id, statementImports.importedByStaffId))
        .orderBy(desc(statementImports.importedAt), desc(statementImports.id))
        .limit(1),
      db
        .select({ at: backupRuns.startedAt, bytes: backupRuns.bytes })
        .from(backupRuns)
        .where(eq(backupRuns.ok, true))
        .orderBy(desc(backupRuns.startedAt), desc(backupRuns.id))
        .limit(1),
    ]);
  const order = <T extends string>(known: readonly T[], got: { key: string; count: number }[]) => [
    ...known.map((k) => ({ key: k as string, count: got.find((g) => g.key === k)?.count ?? 0 })),
    ...got.filter((g) => !(known as readonly string[]).includes(g.key)),
  ];
  const l = latest[0];
  return {
    month: span.month,
    today: span.today,
    currency: settings.currency,
    paymentsByStatus: PAYMENT_STATUS_VALUES.map((status) => {
      const r = byStatus.find((x) => x.status === status);
      return { status, count: r?.count ?? 0, amount: Number(r?.amount ?? 0) };
    }),
    members: {
      total: memberStatus.reduce((n, r) => n + r.count, 0),
      byStatus: order(
        MEMBER_STATUSES,
        memberStatus.map((r) => ({ key: r.status, count: r.count })),
      ).map((r) => ({ status: r.key, count: r.count })),
      byType: order(
        MEMBERSHIP_TYPES,
        memberType.map((r) => ({ key: r.type, count: r.count })),
      ).map((r) => ({ type: r.key, count: r.count })),
    },
    latestImport: l
      ? {
          id: l.id,
          fileName: l.fileName,
          period: l.period,
          rowCount: l.rowCount,
          importedBy: l.importedBy,
          importedAt: l.importedAt.toISOString(),
        }
      : null,
    ...work,
    latestBroadcasts: broadcasts,
    lastBackup: backup[0] ? { at: backup[0].at.toISOString(), bytes: backup[0].bytes ?? 0 } : null,
    backupOverdue: !backup[0] || now.getTime() - backup[0].at.getTime() > DAY_MS,
    charts,
  };
}
