import { Faker, en, en_IN } from '@faker-js/faker';
import { asc, eq } from 'drizzle-orm';
import { formatMinor, PLAIN_AMOUNT, type MembershipType } from '@club/contracts';
import type { DbOrTx } from '../db/client.ts';
import { ledgerEntries, members, staffUsers } from '../db/schema/index.ts';
import { writeCsv } from '../lib/csv.ts';
import { ledgerTextColumns } from '../modules/ledger/index.ts';
import { applyBillImport, sha256 } from '../modules/statements/import-bills.ts';
import { addMonths, daysIn, monthOf, zonedInstant } from '../modules/statements/months.ts';

/** Monthly subscription by membership type, minor units, GST (18 %) included. */
export const MONTHLY_SUBSCRIPTION: Record<string, number> = {
  Life: 1_500_00,
  Ordinary: 3_500_00,
  Corporate: 7_500_00,
  Temporary: 5_000_00,
  Honorary: 0,
  Affiliate: 2_000_00,
};
const GST_PERCENT = 18;
export const HISTORY_MONTHS = 12;

const CREDITS = [
  'credit.court_cancelled',
  'credit.bar_overcharge',
  'credit.room_deposit',
  'credit.event_cancelled',
  'credit.service_charge_waived',
] as const;

type Entry = typeof ledgerEntries.$inferInsert;
interface PendingRow {
  line: number;
  memberId: number;
  code: string;
  billDate: string;
  opening: number;
  billAmount: number;
  received: number;
  closing: number;
  /** The ledger entries of this row are written by the import itself. */
}

/** Rounds minor units to whole rupees x step. */
const roundTo = (minor: number, rupees: number) =>
  Math.round(minor / (rupees * 100)) * rupees * 100;

/**
 * Twelve months of realistic ledger history for every member (the demo seed calls it after
 * the members exist): the monthly subscription on the 1st, the month's restaurant and bar
 * bill and what the member paid at the office, both arriving through the accounting
 * system's monthly CSV import (one import per month, by the admin), and an occasional
 * credit. The current month holds its transactions so far. Faker is seeded: the same run
 * date gives the same history. Rows go in batches.
 */
export async function seedLedgerHistory(
  tx: DbOrTx,
  opts: { timeZone: string; now?: Date; seed?: number },
): Promise<{ entries: number; imports: number }> {
  const now = opts.now ?? new Date();
  const tz = opts.timeZone;
  const f = new Faker({ locale: [en_IN, en] });
  f.seed(opts.seed ?? 2024);

  const [admin] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.role, 'A'))
    .orderBy(asc(staffUsers.id))
    .limit(1);
  if (!admin) throw new Error('seed the admin before the ledger history');
  const people = await tx
    .select({
      id: members.id,
      code: members.code,
      type: members.membershipType,
      status: members.status,
    })
    .from(members)
    .orderBy(asc(members.id));

  const current = monthOf(now, tz);
  const first = addMonths(current, -HISTORY_MONTHS);
  const entries: Entry[] = [];
  /** Bill rows per month, imported after the member loop. */
  const bills = new Map<string, PendingRow[]>();
  const post = (e: Entry) => {
    if ((e.postedAt as Date) <= now) entries.push(e);
  };

  for (const p of people) {
    // How this member behaves: how much they spend at the bar and restaurant, and how they pay.
    const spender = f.helpers.weightedArrayElement([
      { value: 0.3, weight: 25 },
      { value: 1, weight: 50 },
      { value: 2.5, weight: 25 },
    ]);
    const payer = f.helpers.weightedArrayElement([
      { value: 'full', weight: 70 },
      { value: 'partial', weight: 20 },
      { value: 'late', weight: 10 },
    ]);
    // Members who left stop being billed some months ago; suspended and lapsed stopped paying.
    const leftIn =
      p.status === 'Resigned' || p.status === 'Deceased'
        ? addMonths(current, -f.number.int({ min: 2, max: 8 }))
        : null;
    const stoppedPaying =
      p.status === 'Suspended' || p.status === 'Lapsed'
        ? addMonths(current, -f.number.int({ min: 2, max: 4 }))
        : null;
    const subscription = MONTHLY_SUBSCRIPTION[p.type] ?? MONTHLY_SUBSCRIPTION.Ordinary!;
    let balance = 0;
    let lastClosing = 0;

    for (let m = first; m <= current; m = addMonths(m, 1)) {
      if (leftIn && m > leftIn) break;
      // Subscription on the 1st.
      if (subscription > 0) {
        post({
          memberId: p.id,
          kind: 'charge',
          source: 'subscription',
          sourceId: m,
          ...ledgerTextColumns({
            key: 'subscription.monthly',
            params: { membershipType: p.type as MembershipType, month: m },
          }),
          amount: subscription,
          taxAmount: Math.round((subscription * GST_PERCENT) / (100 + GST_PERCENT)),
          postedAt: zonedInstant(`${m}-01`, 9, 0, tz),
        });
        balance += subscription;
      }
      // An occasional credit from the club office.
      if (f.number.float() < 0.07) {
        const amount = roundTo(f.number.int({ min: 200_00, max: 2_500_00 }), 50);
        const day = f.number.int({ min: 5, max: 25 });
        post({
          memberId: p.id,
          kind: 'credit',
          source: 'manual',
          sourceId: `seed-credit:${p.code}:${m}`,
          ...ledgerTextColumns({ key: f.helpers.arrayElement(CREDITS) }),
          amount: -amount,
          postedAt: zonedInstant(`${m}-${String(day).padStart(2, '0')}`, 11, 30, tz),
          createdByStaffId: admin.id,
        });
        balance -= amount;
      }
      if (m === current) break; // this month's bill has not come yet
      // The month's bill and receipts, as the accounting system sends them at month end.
      const spend =
        f.number.float() < 0.12
          ? 0
          : roundTo(f.number.int({ min: 800_00, max: 9_000_00 }) * spender, 1);
      let received = 0;
      const due = Math.max(0, lastClosing);
      if (!(stoppedPaying && m >= stoppedPaying) && due > 0) {
        if (payer === 'full') received = due;
        else if (payer === 'partial')
          received = roundTo(due * f.number.float({ min: 0.4, max: 0.9 }), 100);
        else received = f.number.float() < 0.5 ? 0 : due;
      }
      const billDate = `${m}-${String(daysIn(m)).padStart(2, '0')}`;
      if (spend > 0 || received > 0 || balance !== 0) {
        const rows = bills.get(m) ?? [];
        rows.push({
          line: 0,
          memberId: p.id,
          code: p.code,
          billDate,
          opening: balance,
          billAmount: spend,
          received,
          closing: balance + spend - received,
        });
        bills.set(m, rows);
      }
      balance += spend - received;
      lastClosing = balance;
    }
  }

  // Plain entries in batches.
  for (let i = 0; i < entries.length; i += 1000) {
    await tx.insert(ledgerEntries).values(entries.slice(i, i + 1000));
  }
  // One accounting import per month, made by the admin on the 3rd of the next month.
  let imported = 0;
  let posted = entries.length;
  for (const [m, rows] of [...bills.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    rows.forEach((r, i) => (r.line = i + 2));
    const csv = writeCsv(
      rows.map((r) => [
        r.billDate,
        r.code,
        formatMinor(r.opening, PLAIN_AMOUNT),
        formatMinor(r.billAmount, PLAIN_AMOUNT),
        formatMinor(r.received, PLAIN_AMOUNT),
        formatMinor(r.closing, PLAIN_AMOUNT),
      ]),
      { header: ['bill_date', 'member_code', 'opening', 'bill_amount', 'received', 'closing'] },
    );
    const importedAt = zonedInstant(`${addMonths(m, 1)}-03`, 10, 15, tz);
    const done = await applyBillImport(tx, {
      fileName: `club-bills-${m}.csv`,
      fileSha256: sha256(Buffer.from(csv)),
      period: m,
      rows,
      staffId: admin.id,
      timeZone: tz,
      importedAt: importedAt < now ? importedAt : now,
    });
    if (done) {
      imported++;
      posted += done.entriesPosted;
    }
  }
  return { entries: posted, imports: imported };
}
