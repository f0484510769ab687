import { asc, eq } from 'drizzle-orm';
import {
  BANQUET_SESSION_HOURS,
  DEFAULT_CANCELLATION_POLICIES,
  cancellationRefund,
  type BanquetBookingStatus,
  type BanquetMenuCourse,
  type BanquetSessionOfDay,
} from '@club/contracts';
import type { DbOrTx } from '../db/client.ts';
import {
  banquetBookings,
  banquetDishes,
  banquetHalls,
  banquetPackages,
  payments,
} from '../db/schema/index.ts';
import { postLedgerEntry } from '../modules/ledger/index.ts';
import { paymentText } from '../modules/payments/index.ts';
import { packageCourses } from '../modules/banquets/index.ts';
import { priceLines } from '../modules/banquets/bookings/price-lines.ts';
import { providerId } from '../payments/signatures.ts';
import { bookingPeople } from './booking-people.ts';

/*
 * The demo club's hall bookings (DOMAIN.md "Banquet halls"): M1001 and M1002 with a past
 * function completed (final bill posted), upcoming ones confirmed with an advance charged, a
 * request waiting, one rejected and one cancelled with its refund, so the office's list and the
 * members' pages show every state. Dates from the day the seed runs.
 */

interface Spec {
  member: 'M1001' | 'M1002';
  hall: string;
  pkg: string;
  day: number;
  session: BanquetSessionOfDay;
  guests: number;
  finalGuests?: number;
  status: BanquetBookingStatus;
  projector?: boolean;
  music?: boolean;
  valet?: number;
  advance?: number;
  /**
   * Settled by card: the advance through the portal's checkout and, for a completed function,
   * the final bill as an online payment towards the account (so the demo member's balance
   * stays within a credit limit).
   */
  paid?: boolean;
  reason?: string;
  comments?: string;
}

const rupees = (n: number) => n * 100;

const SPECS: Spec[] = [
  {
    member: 'M1001',
    hall: 'Crystal Hall',
    pkg: 'Non-Veg Classic',
    day: -20,
    session: 'evening',
    guests: 150,
    finalGuests: 162,
    status: 'completed',
    music: true,
    valet: 3,
    advance: rupees(100000),
    paid: true,
    comments: 'Silver wedding anniversary dinner.',
  },
  {
    member: 'M1001',
    hall: 'Garden Lawn',
    pkg: 'Premium Feast',
    day: 35,
    session: 'full_day',
    guests: 300,
    status: 'confirmed',
    projector: true,
    music: true,
    valet: 5,
    advance: rupees(200000),
    paid: true,
    comments: 'Daughter’s wedding reception; a stage for speeches.',
  },
  {
    member: 'M1001',
    hall: 'Board Room',
    pkg: 'Veg Classic',
    day: 12,
    session: 'morning',
    guests: 30,
    status: 'requested',
    projector: true,
  },
  {
    member: 'M1002',
    hall: 'Crystal Hall',
    pkg: 'Veg Classic',
    day: 9,
    session: 'evening',
    guests: 120,
    status: 'confirmed',
    music: true,
    advance: rupees(50000),
    comments: 'Birthday dinner; three Jain guests.',
  },
  {
    member: 'M1002',
    hall: 'Crystal Hall',
    pkg: 'Non-Veg Classic',
    day: 21,
    session: 'morning',
    guests: 80,
    status: 'requested',
  },
  {
    member: 'M1002',
    hall: 'Garden Lawn',
    pkg: 'Veg Classic',
    day: 16,
    session: 'evening',
    guests: 200,
    status: 'rejected',
    reason: 'The lawn is being re-turfed that week.',
  },
  {
    member: 'M1002',
    hall: 'Board Room',
    pkg: 'Veg Classic',
    day: 45,
    session: 'evening',
    guests: 25,
    status: 'cancelled',
    advance: rupees(10000),
    reason: 'Plans changed.',
  },
];

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A card payment the sandbox captured when the member came back from paying. */
const sandboxCapture = (capturedAt: Date) =>
  ({
    currency: 'INR',
    provider: 'sandbox',
    providerOrderId: providerId('order'),
    providerPaymentId: providerId('pay'),
    status: 'captured',
    attempts: 1,
    settledVia: 'return',
    capturedAt,
  }) as const;

/** Seeds the demo hall bookings (after the halls, packages, members and the admin exist). */
export async function seedBanquetBookings(tx: DbOrTx, today: string): Promise<void> {
  const people = await bookingPeople(tx);
  const halls = await tx.select().from(banquetHalls);
  const pkgs = await tx.select().from(banquetPackages);
  if (!people || halls.length === 0 || pkgs.length === 0) return;
  const { admin, memberId } = people;
  const now = new Date();
  const policy = DEFAULT_CANCELLATION_POLICIES.banquets;

  for (const s of SPECS) {
    const hall = halls.find((h) => h.name === s.hall)!;
    const pkg = pkgs.find((p) => p.name === s.pkg)!;
    const date = addDays(today, s.day);
    const hours = BANQUET_SESSION_HOURS[s.session];
    // The first dishes of each course up to the package's limit.
    const limits = await packageCourses(tx, pkg.id);
    const menu: BanquetMenuCourse[] = [];
    for (const l of limits) {
      const dishes = await tx
        .select({ id: banquetDishes.id, name: banquetDishes.name, veg: banquetDishes.veg })
        .from(banquetDishes)
        .where(eq(banquetDishes.courseId, l.courseId))
        .orderBy(asc(banquetDishes.sort), asc(banquetDishes.id))
        .limit(l.choose);
      menu.push({ courseId: l.courseId, course: l.name, choose: l.choose, dishes });
    }
    const { lines, subtotal, tax, total } = priceLines(hall, pkg, {
      session: s.session,
      projector: s.projector ?? false,
      music: s.music ?? false,
      valetDrivers: s.valet ?? 0,
      guests: s.guests,
    });

    const decided = s.status !== 'requested' && !(s.status === 'cancelled' && !s.advance);
    const advance = s.advance ?? null;
    let finalTotal: number | null = null;
    let balance: number | null = null;
    if (s.status === 'completed') {
      const finalSub = subtotal + ((s.finalGuests ?? s.guests) - s.guests) * pkg.costPerGuest;
      finalTotal = finalSub + Math.round((finalSub * hall.taxRate) / 10_000);
      balance = finalTotal - (advance ?? 0);
    }
    const refund =
      s.status === 'cancelled'
        ? cancellationRefund(policy, advance ?? 0, today, date).refundMinor
        : null;
    const [b] = await tx
      .insert(banquetBookings)
      .values({
        memberId: memberId(s.member),
        hallId: hall.id,
        date,
        session: s.session,
        hours,
        guests: s.guests,
        finalGuests: s.finalGuests ?? null,
        projector: s.projector ?? false,
        music: s.music ?? false,
        valetDrivers: s.valet ?? 0,
        comments: s.comments ?? '',
        packageId: pkg.id,
        packageName: pkg.name,
        costPerGuest: pkg.costPerGuest,
        menu,
        addons: [],
        lines,
        subtotal,
        taxRate: hall.taxRate,
        tax,
        total,
        policy,
        status: s.status,
        reason: s.reason ?? '',
        advance: s.status === 'rejected' ? null : advance,
        advanceDueOn:
          advance && s.status !== 'rejected' ? addDays(today, Math.max(1, s.day - 7)) : null,
        finalTotal,
        balance,
        refund,
        requestedByMember: memberId(s.member),
        decidedBy: decided ? admin.id : null,
        decidedAt: decided ? now : null,
        guestsSetBy: s.finalGuests ? admin.id : null,
        guestsSetAt: s.finalGuests ? now : null,
        completedBy: s.status === 'completed' ? admin.id : null,
        completedAt: s.status === 'completed' ? now : null,
        cancelledByMember: s.status === 'cancelled' ? memberId(s.member) : null,
        cancelledAt: s.status === 'cancelled' ? now : null,
        version: decided ? 1 : 0,
      })
      .returning();
    const id = b!.id;
    const post = (
      kind: 'charge' | 'credit',
      sourceId: string,
      amount: number,
      text: Parameters<typeof postLedgerEntry>[1]['text'],
    ) =>
      postLedgerEntry(tx, {
        memberId: memberId(s.member),
        kind,
        source: 'banquet_booking',
        sourceId,
        text,
        amount,
        taxAmount: 0,
        createdByStaffId: admin.id,
      });
    if (advance && s.status !== 'rejected') {
      await post('charge', `${id}:advance`, advance, {
        key: 'banquet.advance',
        params: { bookingId: id, date },
      });
    }
    if (balance) {
      await post(balance > 0 ? 'charge' : 'credit', `${id}:balance`, balance, {
        key: 'banquet.balance',
        params: { bookingId: id, date },
      });
    }
    if (s.paid && advance && (s.status === 'confirmed' || s.status === 'completed')) {
      const [pay] = await tx
        .insert(payments)
        .values({
          purpose: 'banquet_advance',
          reference: String(id),
          memberId: memberId(s.member),
          ...paymentText({ key: 'banquet.advance', params: { bookingId: id, date } }),
          amount: advance,
          ...sandboxCapture(now),
        })
        .returning({ id: payments.id });
      await postLedgerEntry(tx, {
        memberId: memberId(s.member),
        kind: 'payment',
        source: 'banquet_booking',
        sourceId: `${id}:card:${pay!.id}`,
        text: { key: 'banquet.card_payment', params: { bookingId: id, date } },
        amount: -advance,
        createdByMemberId: memberId(s.member),
      });
      await tx
        .update(banquetBookings)
        .set({ advancePaidAt: now })
        .where(eq(banquetBookings.id, id));
    }
    if (s.paid && balance && balance > 0) {
      // The payment is for the final bill; the statement reads its line in the member's
      // language, as it reads every ledger text.
      const text = { key: 'banquet.balance_payment', params: { bookingId: id } } as const;
      const [pay] = await tx
        .insert(payments)
        .values({
          purpose: 'dues',
          memberId: memberId(s.member),
          ...paymentText({ key: 'banquet.balance', params: { bookingId: id, date } }),
          amount: balance,
          ...sandboxCapture(now),
        })
        .returning({ id: payments.id });
      await postLedgerEntry(tx, {
        memberId: memberId(s.member),
        kind: 'payment',
        source: 'dues',
        sourceId: String(pay!.id),
        text,
        amount: -balance,
        createdByMemberId: memberId(s.member),
      });
    }
    if (refund) {
      await post('credit', String(id), -refund, {
        key: 'banquet.refund',
        params: { bookingId: id },
      });
    }
  }
}
