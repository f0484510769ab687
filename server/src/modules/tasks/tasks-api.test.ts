import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { as, rooms, t, useChambersApp } from '../../../test/support/chambers.ts';
import { step } from '../../../test/support/chamber-bookings.ts';
import { countAudits, errorFields } from '../../../test/support/staff-app.ts';
import { systemActor } from '../../actor.ts';
import { makeStayTask, raiseFeedbackFollowUps } from './index.ts';

useChambersApp();

const URL = '/api/admin/apps/tasks';
const list = (query = '', who = as('admin')) => who.inject({ url: `${URL}?${query}` });
const add = (item: object, who = as('admin')) =>
  who.inject({ method: 'POST', url: URL, payload: { item } });
const change = (item: object, who = as('admin')) =>
  who.inject({ method: 'PUT', url: URL, payload: { item } });
const remove = (id: number, who = as('admin')) =>
  who.inject({ method: 'DELETE', url: URL, payload: { id } });

async function rowsOf(kind: string, id: number) {
  const res = await t.app.ctx.db.execute(
    sql`select * from tasks where source_kind = ${kind} and source_id = ${id}`,
  );
  return res.rows as { id: number; title: string; team: string; due_on: string }[];
}

/** A stay request of the member in the double room (as if asked through the form). */
async function stayRequest(checkIn: string, checkOut: string) {
  const member = as('member').id!;
  const ins = await t.app.ctx.db.execute(sql`
    insert into chamber_bookings (member_id, room_type, check_in, check_out, rooms, occupants,
      guest_name, nationality, guest_type, nights, tariff, tax_rate, tax, total)
    values (${member}, 'double', ${checkIn}, ${checkOut}, 1, 1, 'Ravi', 'Indian',
      'member', 2, 420000, 1200, 100800, 940800) returning id`);
  return (ins.rows[0] as { id: number }).id;
}

describe('the staff tasks API: access', () => {
  it('answers admins only: signed-out 401, members and editors 403', async () => {
    expect((await list('', as('anonymous'))).statusCode).toBe(401);
    for (const who of ['member', 'editor', 'eventManager'] as const) {
      expect((await list('', as(who))).statusCode).toBe(403);
      expect((await add({ title: 'Mine', team: 'office' }, as(who))).statusCode).toBe(403);
      expect(
        (await change({ id: 1, version: 0, title: 'x', team: 'office' }, as(who))).statusCode,
      ).toBe(403);
      expect((await remove(1, as(who))).statusCode).toBe(403);
    }
    expect((await list()).statusCode).toBe(200);
  });
});

describe('the staff tasks API: writing', () => {
  it('adds, changes (version), marks done and deletes a task, audited', async () => {
    const made = await add({
      title: 'Order fresh linen',
      team: 'housekeeping',
      dueOn: '2026-11-30',
      assigneeId: as('admin').id,
      tags: ['supplies', 'supplies'],
      note: 'Two dozen towels',
    });
    expect(made.statusCode).toBe(201);
    const task = made.json();
    expect(task).toMatchObject({
      title: 'Order fresh linen',
      team: 'housekeeping',
      status: 'Active',
      tags: ['supplies'],
      assigneeName: expect.any(String),
      sourceKind: 'manual',
      sourceId: null,
      titleKey: null,
      version: 0,
    });
    const done = await change({ ...task, status: 'Done', tags: [] });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'Done', version: 1 });
    // The version seen before the change: someone else changed it since.
    const stale = await change({ ...task, title: 'Order linen' });
    expect(stale.statusCode).toBe(409);
    expect(stale.headers['content-type']).toContain('application/problem+json');
    expect(stale.json()).toMatchObject({ code: 'task_changed' });

    expect((await remove(task.id)).json()).toEqual({ deleted: 1 });
    const after = (await list('pageSize=100')).json();
    expect(after.items.map((i: { id: number }) => i.id)).not.toContain(task.id);
    // Kept, flagged deleted; a second delete or a change finds no task.
    const kept = await t.app.ctx.db.execute(sql`select deleted from tasks where id = ${task.id}`);
    expect(kept.rows[0]).toEqual({ deleted: true });
    expect((await remove(task.id)).statusCode).toBe(404);
    expect((await change({ ...task, version: 3 })).statusCode).toBe(404);
    expect(await countAudits(t, 'task.create')).toBeGreaterThan(0);
    expect(await countAudits(t, 'task.update')).toBeGreaterThan(0);
    expect(await countAudits(t, 'task.delete')).toBeGreaterThan(0);
  });

  it('refuses bad input with 400 naming the fields, never a 500', async () => {
    const bad = await add({ title: '', team: 'garden', dueOn: '2026-02-30', tags: ['nope'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect(errorFields(bad)).toEqual(
      expect.arrayContaining(['item.dueOn', 'item.tags.0', 'item.team', 'item.title']),
    );
    expect((await add({ title: 'x'.repeat(161), team: 'office' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: URL, payload: 'nope' })).statusCode).toBe(
      401,
    );
    expect((await as('admin').inject({ method: 'POST', url: URL, payload: {} })).statusCode).toBe(
      400,
    );
    const noVersion = await change({ id: 1, title: 'x', team: 'office' });
    expect(noVersion.statusCode).toBe(400);
    expect(errorFields(noVersion)).toContain('item.version');
    expect((await remove(0)).statusCode).toBe(400);
    expect((await list('sortBy=colour')).statusCode).toBe(400);
    expect((await list('status=Later')).statusCode).toBe(400);
    expect((await list('pageSize=0')).statusCode).toBe(400);
  });

  it('gives a task only to an active staff user', async () => {
    const member = await add({ title: 'To a member', team: 'office', assigneeId: 999_999 });
    expect(member.statusCode).toBe(400);
    expect(errorFields(member)).toEqual(['item.assigneeId']);
    await t.app.ctx.db.execute(sql`update staff_users set active = false where code = 'events'`);
    try {
      const gone = await add({
        title: 'To a leaver',
        team: 'office',
        assigneeId: as('eventManager').id,
      });
      expect(gone.statusCode).toBe(400);
    } finally {
      await t.app.ctx.db.execute(sql`update staff_users set active = true where code = 'events'`);
    }
  });

  it('answers 404 for an unknown id', async () => {
    expect((await remove(987_654)).statusCode).toBe(404);
    expect((await change({ id: 987_654, version: 0, title: 'x', team: 'office' })).statusCode).toBe(
      404,
    );
  });
});

describe('the staff tasks API: the list', () => {
  it('filters by status, team and assignee=me, searches (1 character ignored), sorts and pages', async () => {
    const me = as('admin').id;
    const a = (
      await add({
        title: 'Polish the trophies',
        team: 'office',
        dueOn: '2026-12-03',
        assigneeId: me,
      })
    ).json();
    const b = (
      await add({ title: 'Bake the tennis cake', team: 'kitchen', dueOn: '2026-12-01' })
    ).json();
    const c = (await add({ title: 'Air the suite', team: 'housekeeping', status: 'Done' })).json();
    const ids = (q: string) =>
      list(q).then((r) => r.json().items.map((i: { id: number }) => i.id) as number[]);

    expect(await ids('team=kitchen&pageSize=100')).toContain(b.id);
    expect(await ids('team=kitchen&pageSize=100')).not.toContain(a.id);
    expect(await ids('status=Done&pageSize=100')).toContain(c.id);
    expect(await ids('status=Done&pageSize=100')).not.toContain(a.id);
    expect(await ids('assignee=me&pageSize=100')).toEqual([a.id]);
    expect(await ids('term=trophies')).toEqual([a.id]);
    const all = (await list('pageSize=100')).json().total;
    expect((await list('term=t&pageSize=100')).json().total).toBe(all);

    const due = await ids('sortBy=due&pageSize=100');
    expect(due.indexOf(b.id)).toBeLessThan(due.indexOf(a.id));
    // No due day: last.
    expect(due.indexOf(a.id)).toBeLessThan(due.indexOf(c.id));
    const titles = (await list('sortBy=title&sortDir=desc&pageSize=100'))
      .json()
      .items.map((i: { title: string }) => i.title.toLowerCase());
    expect(titles).toEqual([...titles].sort().reverse());

    const page = (await list('pageSize=2&pageIndex=1')).json();
    expect(page).toMatchObject({
      pageSize: 2,
      pageIndex: 1,
      pageCount: Math.ceil(all / 2),
      total: all,
    });
    expect(page.items.length).toBeLessThanOrEqual(2);
  });
});

describe('the tasks the portal makes', () => {
  it('confirming a stay makes one housekeeping task to prepare its room, due on arrival', async () => {
    const id = await stayRequest('2026-12-03', '2026-12-05');
    const res = await step(as('admin'), { id, version: 0 }, 'confirm', { roomIds: [rooms.double] });
    expect(res.statusCode).toBe(200);
    const [task, ...more] = await rowsOf('stay', id);
    expect(more).toEqual([]);
    expect(task).toMatchObject({ title: 'Prepare room 201 for 3 Dec 2026', team: 'housekeeping' });
    const listed = (await list('team=housekeeping&term=201')).json().items;
    expect(listed).toContainEqual(
      expect.objectContaining({
        sourceKind: 'stay',
        sourceId: id,
        titleKey: 'prepareRoom',
        titleParams: { room: '201', date: '2026-12-03' },
        dueOn: '2026-12-03',
      }),
    );
    // A second confirmation of the same booking is refused; still one task.
    expect(
      (await step(as('admin'), { id, version: 0 }, 'confirm', { roomIds: [rooms.double] }))
        .statusCode,
    ).toBe(409);
    expect(await rowsOf('stay', id)).toHaveLength(1);
  });

  it('two staff confirming one stay at the same moment: one confirmation, one task', async () => {
    const id = await stayRequest('2027-03-10', '2027-03-12');
    const confirm = () =>
      step(as('admin'), { id, version: 0 }, 'confirm', { roomIds: [rooms.double] });
    const codes = (await Promise.all([confirm(), confirm()])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    expect(await rowsOf('stay', id)).toHaveLength(1);
  });

  it('makes the stay task exactly once when its trigger runs twice at the same moment', async () => {
    const id = await stayRequest('2027-02-10', '2027-02-12');
    const db = t.app.ctx.db;
    const made = await Promise.all(
      [0, 1, 2].map(() => db.transaction((tx) => makeStayTask(tx, id))),
    );
    expect(made.filter(Boolean)).toHaveLength(1);
    expect(await rowsOf('stay', id)).toHaveLength(1);
    // And again later (a retry): nothing more.
    expect(await makeStayTask(db, id)).toBe(false);
    expect(await rowsOf('stay', id)).toHaveLength(1);
  });

  it('feedback unanswered past its due time gets one office follow-up, however often it runs', async () => {
    const member = as('member').id!;
    // The club's clock stands still on the chambers' day: due times around it.
    const now = t.app.ctx.clock.now().getTime();
    const at = (hours: number) => new Date(now + hours * 3_600_000).toISOString();
    const ins = await t.app.ctx.db.execute(sql`
      insert into feedback (member_id, category, subject, rating, first_reply_due_at, resolution_due_at)
      values (${member}, 'fnb', 'Cold soup', 2, ${at(-2)}, ${at(48)}),
        (${member}, 'fnb', 'Lovely lunch', 5, ${at(48)}, ${at(96)})
      returning id`);
    const [late, onTime] = (ins.rows as { id: number }[]).map((r) => r.id);
    const actor = systemActor('test');
    await Promise.all([
      raiseFeedbackFollowUps(t.app.ctx, actor),
      raiseFeedbackFollowUps(t.app.ctx, actor),
    ]);
    await raiseFeedbackFollowUps(t.app.ctx, actor);
    const rows = await rowsOf('feedback', late!);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      team: 'office',
      title: `Follow up feedback #${late}: Cold soup`,
    });
    expect(await rowsOf('feedback', onTime!)).toHaveLength(0);
    // The list reads it too (the job's work, done on read as well).
    const listed = (await list('team=office&term=soup')).json().items;
    expect(listed).toContainEqual(
      expect.objectContaining({ sourceKind: 'feedback', sourceId: late }),
    );
  });
});
