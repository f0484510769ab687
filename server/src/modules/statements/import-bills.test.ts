import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberBalance } from '../ledger/post-entry.ts';
import {
  GOOD,
  HEADER,
  as,
  billDate,
  ids,
  importFile,
  period,
  preview,
  snapshot,
  t,
  useImportApp,
} from '../../../test/support/statements.ts';

useImportApp();

describe('statement import: importing', () => {
  let importId: number;

  it('posts each row as a charge and a payment on the bill date, once, and records who imported it', async () => {
    const before = await memberBalance(t.app.ctx.db, ids.M3001!);
    const res = await importFile(GOOD, 'club-bills.csv');
    expect(res.statusCode).toBe(201);
    const r = res.json();
    expect(r).toMatchObject({ alreadyImported: false, entriesPosted: 4 });
    expect(r.import).toMatchObject({
      fileName: 'club-bills.csv',
      period,
      rowCount: 3,
      importedBy: 'Asha Admin',
      totalBilled: 347_575,
      totalReceived: 150_000,
    });
    importId = r.import.id;
    expect(await memberBalance(t.app.ctx.db, ids.M3001!)).toBe(before + 234_550 - 150_000);
    expect(await memberBalance(t.app.ctx.db, ids.M3003!)).toBe(15_000);

    // The member sees both entries in that month's statement.
    const s = (
      await as('member').inject({
        method: 'GET',
        url: `/api/member/statements/${period}`,
      })
    ).json();
    expect(s.entries.map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toEqual([
      ['charge', 234_550],
      ['payment', -150_000],
    ]);
    // The import's number and line are the office's: the member reads "Club bill", also in
    // the downloaded statement.
    expect(s.entries[0].reference).toBe('Club bill');
    const csv = await as('member').inject({
      method: 'GET',
      url: `/api/member/statements/${period}/csv`,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Club bill');
    expect(csv.body).not.toMatch(/import #|line \d/i);
    expect(s.entries[0].description).toMatch(/^Club bill for \w+ \d{4}: restaurant, bar/);
    // A German reader reads the bill in German: its words, its month and its reference.
    const de = (
      await as('member').inject({
        method: 'GET',
        url: `/api/member/statements/${period}?lang=de`,
      })
    ).json();
    const monthDe = new Intl.DateTimeFormat('de-DE', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${period}-01T00:00:00Z`));
    expect(de.entries.map((e: { description: string }) => e.description)).toEqual([
      `Clubrechnung für ${monthDe}: Restaurant, Bar und Clubleistungen`,
      `Zahlung im Clubbüro erhalten (Rechnung ${monthDe})`,
    ]);
    expect(de.entries[0].reference).toBe('Clubrechnung');
    expect(s.entries[0].postedAt.slice(0, 10)).toBe(billDate);

    const audit = await t.app.ctx.db.execute(
      sql`select action, entity_id, after from audit_log where entity = 'statement_import'`,
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({
      action: 'statement_import.create',
      entity_id: String(importId),
    });
  });

  it('changes nothing when the same file comes again, and says so', async () => {
    const before = await snapshot();
    const res = await importFile(GOOD, 'renamed.csv');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ alreadyImported: true, entriesPosted: 0 });
    expect(res.json().message).toMatch(/already imported .* by Asha Admin .*nothing was changed/);
    expect(await snapshot()).toEqual(before);
    expect((await preview(GOOD)).json().alreadyImported).toMatchObject({ id: importId });
  });

  it('imports a file once when it arrives many times at once', async () => {
    const file = [HEADER, `${billDate},M3002,980.25,10,0,990.25`].join('\n');
    const before = await snapshot();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => importFile(file, 'twice.csv')),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    expect(await snapshot()).toEqual({
      entries: before.entries + 1,
      imports: before.imports + 1,
      rows: before.rows + 1,
    });
  });

  it('lists past imports (file, period, rows, by whom, when) and shows what one brought in', async () => {
    const res = await as('admin').inject({
      method: 'GET',
      url: '/api/admin/statement-imports?pageSize=1',
    });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toMatchObject({ total: 2, pageCount: 2, pageIndex: 0, pageSize: 1 });
    expect(list.items[0]).toMatchObject({
      fileName: 'twice.csv',
      rowCount: 1,
      importedBy: 'Asha Admin',
      period,
    });
    const search = await as('admin').inject({
      method: 'GET',
      url: '/api/admin/statement-imports?term=club-bills',
    });
    expect(search.json().items.map((i: { id: number }) => i.id)).toEqual([importId]);
    const bad = await as('admin').inject({
      method: 'GET',
      url: '/api/admin/statement-imports?pageSize=0',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('pageSize');

    const one = await as('admin').inject({
      method: 'GET',
      url: `/api/admin/statement-imports/${importId}`,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().rows.map((r: { memberCode: string }) => r.memberCode)).toEqual([
      'M3001',
      'M3002',
      'M3003',
    ]);
    const missing = await as('admin').inject({
      method: 'GET',
      url: '/api/admin/statement-imports/9999',
    });
    expect(missing.statusCode).toBe(404);
  });
});
