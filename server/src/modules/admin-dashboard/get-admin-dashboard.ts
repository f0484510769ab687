import { desc, eq, sql } from 'drizzle-orm';
import type { AdminDashboard } from '@club/contracts';
import { MEMBER_STATUSES, MEMBERSHIP_TYPES, PAYMENT_STATUS_VALUES } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { members, payments, staffUsers, statementImports } from '../../db/schema/index.ts';
import { getSettings } from '../settings/index.ts';

/**
 * The admin dashboard (admin/dashboard), first version: this month's payments by status (the
 * month in the club's time zone), member counts by status and type, and the latest statement
 * import.
 */
export async function getAdminDashboard(
  ctx: AppContext,
  _actor: Actor,
  _input: Record<string, never> = {},
): Promise<AdminDashboard> {
  const { db } = ctx;
  const settings = await getSettings(db);
  const tz = settings.timeZone;
  const monthStart = sql`date_trunc('month', now() at time zone ${tz}) at time zone ${tz}`;
  const [month, byStatus, memberStatus, memberType, latest] = await Promise.all([
    db.execute(sql`select to_char(now() at time zone ${tz}, 'YYYY-MM') as month`),
    db
      .select({
        status: payments.status,
        count: sql<number>`count(*)::int`,
        amount: sql<string>`coalesce(sum(${payments.amount}), 0)`,
      })
      .from(payments)
      .where(sql`${payments.createdAt} >= ${monthStart}`)
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
  ]);
  const monthRow = (month as unknown as { rows: { month: string }[] }).rows[0];
  const order = <T extends string>(known: readonly T[], got: { key: string; count: number }[]) => [
    ...known.map((k) => ({ key: k as string, count: got.find((g) => g.key === k)?.count ?? 0 })),
    ...got.filter((g) => !(known as readonly string[]).includes(g.key)),
  ];
  const l = latest[0];
  return {
    month: monthRow?.month ?? new Date().toISOString().slice(0, 7),
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
  };
}
