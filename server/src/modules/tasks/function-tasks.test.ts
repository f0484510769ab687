import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { as, ask, q, step, t, useBanquetsApp } from '../../../test/support/banquets.ts';
import { makeFunctionTask } from './index.ts';

useBanquetsApp();

describe('the task a confirmed function makes', () => {
  it('confirming a function makes one kitchen task for its function sheet, due on its day', async () => {
    const asked = await ask(as('member'), { date: '2026-12-18' });
    expect(asked.statusCode).toBe(201);
    const b = asked.json();
    const ok = await step(b, 'confirm', { advance: '0', advanceDueOn: '2026-12-01' });
    expect(ok.statusCode).toBe(200);
    const rows = await q<{ title: string; team: string; due_on: string }>(
      sql`select title, team, due_on::text from tasks where source_kind = 'function' and source_id = ${b.id}`,
    );
    expect(rows).toEqual([
      {
        title: 'Function sheet: Crystal Hall on 18 Dec 2026',
        team: 'kitchen',
        due_on: '2026-12-18',
      },
    ]);
    // Its trigger again, twice at once (a retry): still one.
    const again = await Promise.all(
      [0, 1].map(() => t.app.ctx.db.transaction((tx) => makeFunctionTask(tx, b.id))),
    );
    expect(again).toEqual([false, false]);
    const list = await as('admin').inject({
      url: '/api/admin/apps/tasks?team=kitchen&term=crystal',
    });
    expect(list.json().items).toContainEqual(
      expect.objectContaining({
        sourceKind: 'function',
        sourceId: b.id,
        titleKey: 'functionSheet',
        titleParams: { hall: 'Crystal Hall', date: '2026-12-18' },
      }),
    );
  });
});
