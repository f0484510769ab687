import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInMember, type Caller } from '../../../../test/fixtures.ts';
import { body, checkout, setCapacity, t, useFnbApp } from '../../../../test/support/fnb.ts';
import { ledgerTextColumns } from '../../ledger/index.ts';

/*
 * Checkouts at once into one slot (the lunch rush): the slot's capacity, gap-free invoice
 * numbers and one charge per order hold on both engines, the outlet being locked only for the
 * one round trip that counts the slot and numbers the order (take-slot.ts).
 */
useFnbApp();

const db = () => t.app.ctx.db;

const members = (n: number, from: number): Promise<Caller[]> =>
  Promise.all(
    Array.from({ length: n }, (_, i) =>
      signInMember(t, { code: `B${from + i}`, pin: '1357', creditLimit: 5_000_000 }),
    ),
  );

const onAccount = (slot: string) => body({ paymentMethod: 'account', slot });

type Placed = {
  id: number;
  member_id: number;
  invoice_seq: number;
  invoice_number: string;
  status: string;
};
const placedIn = async (slot: string) =>
  (
    await db().execute(
      sql`select id, member_id, invoice_seq, invoice_number, status from fnb_orders
          where outlet = 'restaurant' and slot_at = ${`2026-11-24T${slot}:00+05:30`}::timestamptz
          order by invoice_seq`,
    )
  ).rows as Placed[];

type Charge = {
  source_id: string;
  amount: number;
  description: string;
  text_key: string;
  text_params: unknown;
};
const chargesOf = async (ids: number[]) =>
  (
    await db().execute(
      sql`select source_id, amount::int as amount, description, text_key, text_params
          from ledger_entries where source = 'fnb_order' and kind = 'charge'
          and source_id in (${sql.join(
            ids.map((id) => sql`${String(id)}`),
            sql`, `,
          )})`,
    )
  ).rows as Charge[];

const lastInvoice = async () =>
  Number(
    (
      (
        await db().execute(
          sql`select coalesce(max(last), 0)::int as n from fnb_invoice_counters where financial_year = '2026-27'`,
        )
      ).rows[0] as { n: number }
    ).n,
  );

describe('checkouts at once into one slot', () => {
  it('places as many as the slot takes, numbered without a gap, each charged once', async () => {
    const callers = await members(12, 3001);
    await setCapacity(5);
    const first = await lastInvoice();
    const answers = await Promise.all(callers.map((c) => checkout(onAccount('20:00'), c)));

    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([...Array(5).fill(201), ...Array(7).fill(400)]);
    for (const refused of answers.filter((a) => a.statusCode === 400)) {
      expect(refused.json().errors).toEqual([
        { field: 'slot', message: 'This time is fully booked: choose another.' },
      ]);
    }

    const placed = await placedIn('20:00');
    expect(placed).toHaveLength(5);
    expect(placed.map((o) => o.invoice_seq)).toEqual([1, 2, 3, 4, 5].map((n) => first + n));
    expect(await lastInvoice()).toBe(first + 5);
    const charges = await chargesOf(placed.map((o) => o.id));
    expect(charges).toHaveLength(5);
    for (const order of placed) {
      const charge = charges.filter((c) => c.source_id === String(order.id));
      expect(charge).toHaveLength(1);
      // What postLedgerEntry stores for the text (the statement renders it in any language).
      const text = ledgerTextColumns({
        key: 'fnb.charge',
        params: { outlet: 'restaurant', invoice: order.invoice_number },
      });
      expect(charge[0]).toMatchObject({
        amount: 107153,
        description: text.description,
        text_key: text.textKey,
        text_params: text.textParams,
      });
      expect(charge[0]!.description).toContain(order.invoice_number);
    }
    // One audit entry per checkout placed (none for the refused), written once by
    // fnb_take_slot with the number in `after`, in writeAudit's shape: by the member, from the
    // request.
    const audits = (
      await db().execute(
        sql`select entity_id, actor_member_id, actor_staff_id, acted_for_member_id, before, after,
                   request_id, ip
            from audit_log where action = 'fnb.order.place' and entity = 'fnb_order'
            and actor_member_id in (${sql.join(
              callers.map((c) => sql`${c.id!}`),
              sql`, `,
            )})`,
      )
    ).rows as {
      entity_id: string;
      actor_member_id: number;
      actor_staff_id: number | null;
      acted_for_member_id: number | null;
      before: unknown;
      after: unknown;
      request_id: string | null;
      ip: string | null;
    }[];
    expect(audits.map((a) => a.entity_id).sort()).toEqual(placed.map((o) => String(o.id)).sort());
    for (const a of audits) {
      const order = placed.find((o) => String(o.id) === a.entity_id)!;
      expect(a).toMatchObject({
        actor_member_id: order.member_id,
        actor_staff_id: null,
        acted_for_member_id: null,
        before: null,
        request_id: expect.any(String),
        ip: expect.any(String),
      });
      expect(a.after).toEqual({ invoice: order.invoice_number, total: 107153, lines: 2 });
    }
    await setCapacity(500);
  });

  it('a checkout that fails after taking its number gives it back: the next one gets it', async () => {
    const [failing, next] = await members(2, 3101);
    const first = await lastInvoice();
    // The failing member's charge is refused by the database, after the number was taken.
    const failingId = Number(
      (
        (await db().execute(sql`select id from members where code = 'B3101'`)).rows[0] as {
          id: number;
        }
      ).id,
    );
    await db().execute(
      sql.raw(`create function test_refuse_charge() returns trigger as $$
        begin
          if new.member_id = ${failingId} then raise exception 'refused by the test'; end if;
          return new;
        end $$ language plpgsql`),
    );
    await db().execute(
      sql`create trigger test_refuse_charge before insert on ledger_entries
          for each row execute function test_refuse_charge()`,
    );
    try {
      const failed = await checkout(onAccount('20:30'), failing);
      expect(failed.statusCode).toBe(500);
      expect(await lastInvoice()).toBe(first);
      expect(await placedIn('20:30')).toEqual([]);
      const placed = await checkout(onAccount('20:30'), next);
      expect(placed.statusCode).toBe(201);
      expect(placed.json().order.invoiceNumber).toBe(
        `FNB/2026-27/${String(first + 1).padStart(6, '0')}`,
      );
    } finally {
      await db().execute(sql`drop trigger test_refuse_charge on ledger_entries`);
      await db().execute(sql`drop function test_refuse_charge()`);
    }
  });
});
