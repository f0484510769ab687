import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  orderNote,
  orderTotals,
  priceLine,
  translationsOf,
  type FnbOrderStatus,
} from '@club/contracts';
import type { Tx } from '../db/client.ts';
import {
  fnbItems,
  fnbOrderEvents,
  fnbOrderLines,
  fnbOrders,
  memberAddresses,
  members,
  paymentRefunds,
  payments,
  staffUsers,
} from '../db/schema/index.ts';
import { clubInstant, clubMoment, financialYear } from '../lib/club-time.ts';
import { nextInvoiceNumber } from '../modules/fnb/index.ts';
import { paymentText } from '../modules/payments/index.ts';
import { postLedgerEntry } from '../modules/ledger/index.ts';
import { providerId } from '../payments/signatures.ts';
import { rng } from './random.ts';

const MINUTE = 60_000;
const REJECT_REASONS = [
  'The tandoor is being serviced this evening.',
  'The kitchen closed early for a private function.',
];

interface Planned {
  memberId: number;
  outlet: 'restaurant' | 'bar';
  createdAt: Date;
  slotAt: Date;
  fulfilment: 'collection' | 'club_delivery' | 'member_delivery';
  status: FnbOrderStatus;
  lines: { itemId: number; quantity: number }[];
  /** Paid by card in the sandbox (a few of the demo members' past orders). */
  card: boolean;
}

/**
 * Three weeks of food and drink orders for the demo members (M1001 and M1002 most of all, and
 * thirty generated members), priced, taxed, invoiced and charged exactly as checkout does, in
 * the order they were placed (invoice numbers run without gaps); most were delivered, a few
 * cancelled by the member or rejected by the kitchen (their charges reversed), and today's
 * open orders give the kitchen and Manage Orders something to work on. Every third past order
 * of M1001 and M1002 was paid by card (through the sandbox): its charge and payment on the
 * ledger, and, when it was cancelled or rejected, the reversal and the card's refund.
 */
export async function seedFnbOrders(
  tx: Tx,
  opts: { timeZone: string; financialYearStartMonth: number; now?: Date },
) {
  const now = opts.now ?? new Date();
  const random = rng(1875);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;

  const [admin] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.role, 'A'))
    .limit(1);
  const demo = await tx
    .select({ id: members.id, code: members.code })
    .from(members)
    .where(and(eq(members.status, 'Active'), inArray(members.code, ['M1001', 'M1002'])));
  const others = await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(members.status, 'Active'))
    .orderBy(asc(members.id))
    .limit(40);
  const items = await tx
    .select()
    .from(fnbItems)
    .where(and(eq(fnbItems.active, true), isNull(fnbItems.availableFrom)));
  const menu = {
    restaurant: items.filter((i) => i.outlet === 'restaurant'),
    bar: items.filter((i) => i.outlet === 'bar'),
  };
  if (!admin || menu.restaurant.length === 0 || menu.bar.length === 0) return { orders: 0 };

  // M1001 keeps a home address for deliveries.
  const m1001 = demo.find((d) => d.code === 'M1001');
  const addresses = new Map<number, { id: number; text: string }>();
  if (m1001) {
    const [home] = await tx
      .insert(memberAddresses)
      .values({
        memberId: m1001.id,
        label: 'Home',
        line1: '14 Marine Drive, Flat 6B',
        city: 'Mumbai',
        pincode: '400020',
        phone: '+91 98200 11001',
        isDefault: true,
      })
      .returning();
    addresses.set(m1001.id, {
      id: home!.id,
      text: '14 Marine Drive, Flat 6B, Mumbai 400020, +91 98200 11001',
    });
  }

  const today = clubMoment(now, opts.timeZone);
  const plan: Planned[] = [];
  const orderer = (memberId: number, count: number, cards = false) => {
    for (let n = 0; n < count; n++) {
      const daysAgo = 1 + Math.floor(random() * 21);
      const day = new Date(now.getTime() - daysAgo * 86_400_000);
      const date = clubMoment(day, opts.timeZone).date;
      const outlet = random() < 0.75 ? 'restaurant' : 'bar';
      const hour = outlet === 'bar' ? 18 + Math.floor(random() * 4) : 12 + Math.floor(random() * 9);
      const slotAt = clubInstant(
        date,
        `${String(hour).padStart(2, '0')}:${random() < 0.5 ? '00' : '30'}`,
        opts.timeZone,
      );
      const roll = random();
      const fulfilment =
        addresses.has(memberId) && random() < 0.35
          ? 'club_delivery'
          : random() < 0.15
            ? 'member_delivery'
            : 'collection';
      const lineCount = 1 + Math.floor(random() * 4);
      const chosen = new Set<number>();
      while (chosen.size < lineCount) chosen.add(pick(menu[outlet]).id);
      plan.push({
        memberId,
        outlet,
        createdAt: new Date(slotAt.getTime() - (40 + Math.floor(random() * 50)) * MINUTE),
        slotAt,
        fulfilment,
        status: roll < 0.06 ? 'cancelled' : roll < 0.1 ? 'rejected' : 'delivered',
        lines: [...chosen].map((itemId) => ({ itemId, quantity: 1 + Math.floor(random() * 3) })),
        card: cards && n % 3 === 1,
      });
    }
  };
  for (const d of demo) orderer(d.id, d.code === 'M1001' ? 7 : 4, true);
  for (const o of others.filter((o) => !demo.some((d) => d.id === o.id)).slice(0, 30)) {
    orderer(o.id, 1 + Math.floor(random() * 3));
  }
  // Today's open orders, in slots from the next hour on (the kitchen's queue).
  const nextHour = Math.min(22, Number(today.time.slice(0, 2)) + 1);
  const openStates: FnbOrderStatus[] = [
    'ordered',
    'ordered',
    'confirmed',
    'preparing',
    'ready_for_pickup',
  ];
  openStates.forEach((status, i) => {
    const memberId = i === 0 && m1001 ? m1001.id : pick(others).id;
    const slotAt = clubInstant(
      today.date,
      `${String(nextHour).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
      opts.timeZone,
    );
    const chosen = new Set<number>();
    while (chosen.size < 2) chosen.add(pick(menu.restaurant).id);
    plan.push({
      memberId,
      outlet: 'restaurant',
      createdAt: new Date(Math.min(now.getTime(), slotAt.getTime()) - (10 + i * 7) * MINUTE),
      slotAt,
      fulfilment: 'collection',
      status,
      lines: [...chosen].map((itemId) => ({ itemId, quantity: 1 + (i % 2) })),
      card: false,
    });
  });
  plan.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  const itemById = new Map(items.map((i) => [i.id, i]));
  const path: FnbOrderStatus[] = ['ordered', 'confirmed', 'preparing'];
  for (const [n, p] of plan.entries()) {
    const lines = p.lines.map((l) => {
      const item = itemById.get(l.itemId)!;
      return priceLine({
        itemId: item.id,
        name: item.name,
        // Its Spanish and German names as ordered (the demo menu's, fnb-translations.ts).
        nameTranslations: translationsOf(item.translations, ['name']),
        diet: item.diet,
        kitchen: item.kitchen,
        price: item.price,
        quantity: l.quantity,
        taxRate: item.taxRate,
      });
    });
    const totals = orderTotals(lines);
    const date = clubMoment(p.createdAt, opts.timeZone).date;
    const invoice = await nextInvoiceNumber(tx, financialYear(date, opts.financialYearStartMonth));
    const address = p.fulfilment === 'club_delivery' ? addresses.get(p.memberId) : undefined;
    // The states the order went through, with their times.
    const steps: { status: FnbOrderStatus; at: Date; staff: boolean; note?: string }[] = p.card
      ? [
          { status: 'pending_payment', at: p.createdAt, staff: false },
          { status: 'ordered', at: new Date(p.createdAt.getTime() + MINUTE), staff: false },
        ]
      : [{ status: 'ordered', at: p.createdAt, staff: false }];
    const handover = p.fulfilment === 'club_delivery' ? 'in_transit' : 'ready_for_pickup';
    if (p.status === 'rejected') {
      steps.push({
        status: 'rejected',
        at: new Date(p.createdAt.getTime() + 4 * MINUTE),
        staff: true,
        note: pick(REJECT_REASONS),
      });
    } else if (p.status === 'cancelled') {
      steps.push({
        status: 'cancelled',
        at: new Date(p.createdAt.getTime() + 3 * MINUTE),
        staff: false,
        note: orderNote('cancelled_by_member'),
      });
    } else {
      const full = [...path, handover, 'delivered'] as FnbOrderStatus[];
      const upTo = full.indexOf(p.status);
      for (let i = 1; i <= upTo; i++) {
        const at =
          i === full.length - 1
            ? new Date(p.slotAt.getTime() + 5 * MINUTE)
            : new Date(p.createdAt.getTime() + i * 6 * MINUTE);
        steps.push({ status: full[i]!, at: at > now ? now : at, staff: true });
      }
    }
    const last = steps.at(-1)!;
    const [order] = await tx
      .insert(fnbOrders)
      .values({
        memberId: p.memberId,
        outlet: p.outlet,
        status: p.status,
        fulfilment: p.fulfilment,
        slotAt: p.slotAt,
        addressId: address?.id ?? null,
        deliveryAddress: address?.text ?? null,
        paymentMethod: p.card ? 'card' : 'account',
        subtotal: totals.subtotal,
        tax: totals.tax,
        total: totals.total,
        invoiceNumber: invoice.number,
        invoiceYear: invoice.year,
        invoiceSeq: invoice.seq,
        invoicedAt: p.createdAt,
        reason: p.status === 'rejected' ? (last.note ?? null) : null,
        idempotencyKey: `demo-${n}`,
        version: steps.length - 1,
        termsAcceptedAt: p.createdAt,
        createdAt: p.createdAt,
        updatedAt: last.at,
      })
      .returning({ id: fnbOrders.id });
    const id = order!.id;
    await tx.insert(fnbOrderLines).values(lines.map((l) => ({ ...l, orderId: id })));
    await tx.insert(fnbOrderEvents).values(
      steps.map((s, i) => ({
        orderId: id,
        status: s.status,
        at: s.at,
        byStaffId: s.staff ? admin.id : null,
        // The card's capture placed it: the system's step.
        byMemberId: s.staff || (p.card && i === 1) ? null : p.memberId,
        note: s.note ?? (p.card && i === 1 ? orderNote('paid_by_card') : ''),
      })),
    );
    await postLedgerEntry(tx, {
      memberId: p.memberId,
      kind: 'charge',
      source: 'fnb_order',
      sourceId: String(id),
      text: { key: 'fnb.charge', params: { outlet: p.outlet, invoice: invoice.number } },
      amount: totals.total,
      taxAmount: totals.tax,
      postedAt: p.createdAt,
      createdByMemberId: p.memberId,
    });
    const reversed = p.status === 'cancelled' || p.status === 'rejected';
    if (p.card) {
      const capturedAt = new Date(p.createdAt.getTime() + MINUTE);
      const [payment] = await tx
        .insert(payments)
        .values({
          purpose: 'fnb_order',
          reference: String(id),
          memberId: p.memberId,
          ...paymentText({ key: 'fnb.order_payment', params: { outlet: p.outlet, orderId: id } }),
          amount: totals.total,
          currency: 'INR',
          provider: 'sandbox',
          providerOrderId: providerId('order'),
          providerPaymentId: providerId('pay'),
          status: reversed ? 'refunded' : 'captured',
          amountRefunded: reversed ? totals.total : 0,
          attempts: 1,
          settledVia: 'return',
          createdAt: p.createdAt,
          updatedAt: reversed ? last.at : capturedAt,
          capturedAt,
        })
        .returning({ id: payments.id });
      await tx.update(fnbOrders).set({ paymentId: payment!.id }).where(eq(fnbOrders.id, id));
      await postLedgerEntry(tx, {
        memberId: p.memberId,
        kind: 'payment',
        source: 'fnb_order',
        sourceId: String(id),
        text: { key: 'fnb.card_payment', params: { outlet: p.outlet, invoice: invoice.number } },
        amount: -totals.total,
        postedAt: capturedAt,
        createdByMemberId: p.memberId,
      });
      if (reversed) {
        const [refund] = await tx
          .insert(paymentRefunds)
          .values({
            paymentId: payment!.id,
            key: p.status,
            amount: totals.total,
            reason:
              p.status === 'rejected'
                ? `Rejected by the club: ${last.note}`
                : 'Cancelled by the member.',
            status: 'issued',
            providerRefundId: providerId('rfnd'),
            requestedByStaffId: p.status === 'rejected' ? admin.id : null,
            requestedByMemberId: p.status === 'cancelled' ? p.memberId : null,
            requestedAt: last.at,
            issuedAt: new Date(last.at.getTime() + MINUTE),
          })
          .returning({ id: paymentRefunds.id });
        await postLedgerEntry(tx, {
          memberId: p.memberId,
          kind: 'refund',
          source: 'fnb_order',
          sourceId: `${id}:refund:${refund!.id}`,
          text: { key: 'fnb.card_refund', params: { invoice: invoice.number, orderId: id } },
          amount: totals.total,
          postedAt: new Date(last.at.getTime() + MINUTE),
        });
      }
    }
    if (reversed) {
      await postLedgerEntry(tx, {
        memberId: p.memberId,
        kind: 'credit',
        source: 'fnb_order',
        sourceId: `${id}:${p.status}`,
        text: {
          key: p.status === 'rejected' ? 'fnb.rejected' : 'fnb.cancelled',
          params: { invoice: invoice.number },
        },
        amount: -totals.total,
        taxAmount: -totals.tax,
        postedAt: last.at,
        createdByStaffId: p.status === 'rejected' ? admin.id : null,
        createdByMemberId: p.status === 'cancelled' ? p.memberId : null,
      });
    }
  }
  return { orders: plan.length };
}
