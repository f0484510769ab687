import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PaymentReportResponse, StatusTotal, paymentReportQuery } from '@club/contracts';
import {
  formatMinor,
  ledgerDescription,
  PAYMENT_STATUS_VALUES,
  PLAIN_AMOUNT,
} from '@club/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { members, payments } from '../../db/schema/index.ts';
import { writeCsv } from '../../lib/csv.ts';
import { getSettings } from '../settings/index.ts';
import { toPaymentView } from '../payments/index.ts';

export type PaymentReportFilters = z.infer<typeof paymentReportQuery>;

/** The report's WHERE: period (dates in the club's time zone), status, provider, member, term. */
function where(f: PaymentReportFilters, timeZone: string): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.from)
    parts.push(gte(payments.createdAt, sql`(${f.from}::date)::timestamp at time zone ${timeZone}`));
  if (f.to)
    parts.push(
      lt(payments.createdAt, sql`((${f.to}::date + 1)::timestamp) at time zone ${timeZone}`),
    );
  if (f.status) parts.push(eq(payments.status, f.status));
  if (f.provider) parts.push(eq(payments.provider, f.provider));
  if (f.member) parts.push(sql`upper(${members.code}) = ${f.member}`);
  if (f.term && f.term.length > 1) {
    const like = `%${f.term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      sql`(${members.code} ilike ${like} or (${members.firstName} || ' ' || ${members.lastName}) ilike ${like} or ${payments.description} ilike ${like} or ${payments.providerOrderId} ilike ${like} or ${payments.providerPaymentId} ilike ${like})`,
    );
  }
  return and(...parts);
}

const columns = {
  id: payments.id,
  purpose: payments.purpose,
  reference: payments.reference,
  memberId: payments.memberId,
  description: payments.description,
  textKey: payments.textKey,
  textParams: payments.textParams,
  amount: payments.amount,
  currency: payments.currency,
  provider: payments.provider,
  providerOrderId: payments.providerOrderId,
  providerPaymentId: payments.providerPaymentId,
  status: payments.status,
  amountRefunded: payments.amountRefunded,
  attempts: payments.attempts,
  failureCode: payments.failureCode,
  failureReason: payments.failureReason,
  settledVia: payments.settledVia,
  providerPayloads: sql`'[]'::jsonb`,
  createdByStaffId: payments.createdByStaffId,
  createdAt: payments.createdAt,
  updatedAt: payments.updatedAt,
  capturedAt: payments.capturedAt,
  failedAt: payments.failedAt,
  closedAt: payments.closedAt,
  memberCode: members.code,
  memberName: sql<string>`trim(${members.title} || ' ' || ${members.firstName} || ' ' || ${members.lastName})`,
};

function orderBy(f: PaymentReportFilters) {
  const dir = f.sortDir === 'asc' ? asc : desc;
  const key =
    f.sortBy === 'amount'
      ? payments.amount
      : f.sortBy === 'status'
        ? payments.status
        : f.sortBy === 'member'
          ? members.code
          : payments.createdAt;
  return [dir(key), dir(payments.id)];
}

type Row = Awaited<ReturnType<typeof selectRows>>[number];

function selectRows(db: DbOrTx, f: PaymentReportFilters, timeZone: string) {
  return db
    .select(columns)
    .from(payments)
    .innerJoin(members, eq(members.id, payments.memberId))
    .where(where(f, timeZone))
    .orderBy(...orderBy(f));
}

const toRow = (r: Row, lang: PaymentReportFilters['lang']) => ({
  ...toPaymentView(r as never, lang),
  memberId: r.memberId,
  memberCode: r.memberCode,
  memberName: r.memberName,
  settledVia: r.settledVia,
});

/**
 * Count and amount per status over everything the filters match. Every payment has its member,
 * so the members are joined only when a filter reads them (the data-scale bench).
 */
function totalsByStatus(db: DbOrTx, f: PaymentReportFilters, timeZone: string) {
  const select = db
    .select({
      status: payments.status,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${payments.amount}), 0)`,
    })
    .from(payments);
  const readsMember = Boolean(f.member) || (f.term?.length ?? 0) > 1;
  return (readsMember ? select.innerJoin(members, eq(members.id, payments.memberId)) : select)
    .where(where(f, timeZone))
    .groupBy(payments.status);
}

/** Admin "Payment Report": a page of payments with totals over everything the filters match. */
export async function paymentReport(
  db: DbOrTx,
  f: PaymentReportFilters,
): Promise<PaymentReportResponse> {
  const settings = await getSettings(db);
  const [rows, byStatusRows] = await Promise.all([
    selectRows(db, f, settings.timeZone)
      .limit(f.pageSize)
      .offset(f.pageIndex * f.pageSize),
    totalsByStatus(db, f, settings.timeZone),
  ]);
  const byStatus: StatusTotal[] = PAYMENT_STATUS_VALUES.map((status) => {
    const r = byStatusRows.find((x) => x.status === status);
    return { status, count: r?.count ?? 0, amount: Number(r?.amount ?? 0) };
  });
  const total = byStatus.reduce((n, s) => n + s.count, 0);
  return {
    items: rows.map((r) => toRow(r, f.lang)),
    pageIndex: f.pageIndex,
    pageSize: f.pageSize,
    pageCount: Math.ceil(total / f.pageSize),
    total,
    totals: {
      count: total,
      amount: byStatus.reduce((n, s) => n + s.amount, 0),
      captured: byStatus.find((s) => s.status === 'captured')?.amount ?? 0,
      byStatus,
    },
    currency: settings.currency,
  };
}

/** The whole filtered report as CSV (every matching payment, then a totals line). */
export async function paymentReportCsv(db: DbOrTx, f: PaymentReportFilters): Promise<string> {
  const settings = await getSettings(db);
  const rows = await selectRows(db, f, settings.timeZone).limit(100_000);
  const when = new Intl.DateTimeFormat('en-CA', {
    timeZone: settings.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  const fmt = (d: Date | null) => (d ? when.format(d).replace(',', '') : '');
  let captured = 0;
  const records = rows.map((r) => {
    if (r.status === 'captured') captured += r.amount;
    return [
      fmt(r.createdAt),
      r.memberCode,
      r.memberName,
      ledgerDescription(r, f.lang),
      formatMinor(r.amount, PLAIN_AMOUNT),
      r.currency,
      r.status,
      r.provider,
      r.providerOrderId ?? '',
      r.providerPaymentId ?? '',
      String(r.attempts),
      r.failureReason ?? '',
      r.settledVia ?? '',
      fmt(r.capturedAt),
    ];
  });
  return writeCsv(
    [
      ...records,
      [
        'Total captured',
        '',
        '',
        '',
        formatMinor(captured, PLAIN_AMOUNT),
        settings.currency,
        `${rows.length} payments`,
        ...Array<string>(7).fill(''),
      ],
    ],
    {
      header: [
        'Date',
        'Member code',
        'Member name',
        'Description',
        'Amount',
        'Currency',
        'Status',
        'Provider',
        'Provider order id',
        'Provider payment id',
        'Attempts',
        'Failure reason',
        'Settled via',
        'Captured at',
      ],
    },
  );
}
