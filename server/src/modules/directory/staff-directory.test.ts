import { describe, expect, it } from 'vitest';
import { countAudits, errorFields, useStaffApp, as, t } from '../../../test/support/staff-app.ts';
import { directoryPeople } from '../../../test/support/directory.ts';
import { affiliatedClubs } from '../../db/schema/index.ts';

let people: Awaited<ReturnType<typeof directoryPeople>>;
useStaffApp({
  prepare: async (app) => {
    people = await directoryPeople(app);
    await app.app.ctx.db.insert(affiliatedClubs).values({
      name: 'Bombay Gymkhana',
      city: 'Mumbai',
      country: 'India',
      email: 'office@bg.example',
    });
  },
});

const URL = '/api/admin/apps/contacts';
const list = (query: string) => as('admin').inject({ url: `${URL}?${query}` });
const dairy = {
  name: 'Amul Dairy',
  kind: 'food',
  contactPerson: 'R. Patel',
  phone: '+91 22 5555 0101',
  email: 'orders@amul.example',
  notes: 'Milk at 6',
};
const add = (item: object) => as('admin').inject({ method: 'POST', url: URL, payload: { item } });

describe('the staff directory', () => {
  it('lists every member, listed or not, with the listed flag', async () => {
    const page = (await list('kind=members&pageSize=100')).json();
    const hidden = page.items.find((i: { id: number }) => i.id === people.hidden);
    expect(hidden).toMatchObject({
      kind: 'members',
      code: 'M5003',
      listed: false,
      email: 'hidden@example.com',
    });
    const asha = page.items.find((i: { id: number }) => i.id === people.asha);
    expect(asha).toMatchObject({ listed: true, category: 'Life' });
  });

  it('lists staff users and affiliated clubs, searched (a 1-character term is ignored)', async () => {
    const staff = (await list('kind=staff&term=admin')).json();
    expect(staff.items[0]).toMatchObject({ kind: 'staff', code: 'admin', category: 'A' });
    const clubs = (await list('kind=clubs&term=mumbai')).json();
    expect(clubs.items.map((c: { name: string }) => c.name)).toContain('Bombay Gymkhana');
    const all = (await list('kind=staff')).json().total;
    expect((await list('kind=staff&term=z')).json().total).toBe(all);
  });

  it('adds, changes and deletes suppliers by ids (audited), sorted by name or kind', async () => {
    const made = await add(dairy);
    expect(made.statusCode).toBe(201);
    const linen = (await add({ name: 'Bharat Linen', kind: 'linen' })).json();
    const id = made.json().id;
    const put = await as('admin').inject({
      method: 'PUT',
      url: URL,
      payload: { item: { ...dairy, id, phone: '+91 22 5555 0199' } },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().phone).toBe('+91 22 5555 0199');
    const sorted = (await list('kind=suppliers&sortBy=category&sortDir=desc')).json();
    expect(sorted.items.map((s: { category: string }) => s.category)).toEqual(['linen', 'food']);
    expect(sorted.items[1]).toMatchObject({ contactPerson: 'R. Patel', notes: 'Milk at 6' });
    const del = await as('admin').inject({
      method: 'DELETE',
      url: URL,
      payload: { ids: [id, linen.id] },
    });
    expect(del.json()).toEqual({ deleted: 2 });
    expect((await list('kind=suppliers')).json().total).toBe(0);
    expect(await countAudits(t, 'supplier.create')).toBe(2);
    expect(await countAudits(t, 'supplier.update')).toBe(1);
    expect(await countAudits(t, 'supplier.delete')).toBe(2);
  });

  it('deletes nothing when one id is not a supplier (a member id) and 404s a change of an unknown one', async () => {
    const kept = (await add(dairy)).json();
    const del = await as('admin').inject({
      method: 'DELETE',
      url: URL,
      payload: { ids: [kept.id, people.hidden + 1000] },
    });
    expect(del.statusCode).toBe(404);
    expect(del.headers['content-type']).toContain('application/problem+json');
    expect((await list('kind=suppliers')).json().total).toBe(1);
    const put = await as('admin').inject({
      method: 'PUT',
      url: URL,
      payload: { item: { ...dairy, id: 999999 } },
    });
    expect(put.statusCode).toBe(404);
  });

  it('refuses bad input with the failing fields and changes nothing', async () => {
    const before = (await list('kind=suppliers')).json().total;
    const bad = await add({ name: 'x', kind: 'fish', email: 'not-mail', phone: 'call me' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect(errorFields(bad)).toEqual(['item.email', 'item.kind', 'item.name', 'item.phone']);
    const noIds = await as('admin').inject({ method: 'DELETE', url: URL, payload: { ids: [] } });
    expect(errorFields(noIds)).toEqual(['ids']);
    const badIds = await as('admin').inject({
      method: 'DELETE',
      url: URL,
      payload: { ids: ['a'] },
    });
    expect(errorFields(badIds)).toEqual(['ids.0']);
    expect(errorFields(await list('kind=boats&sortBy=age'))).toEqual(['kind', 'sortBy']);
    expect((await list('kind=suppliers')).json().total).toBe(before);
  });

  it('refuses the staff directory to members, editors and event managers (403) and signed-out callers (401)', async () => {
    for (const who of ['member', 'editor', 'eventManager', 'anonymous'] as const) {
      const code = who === 'anonymous' ? 401 : 403;
      expect((await as(who).inject({ url: URL })).statusCode, who).toBe(code);
      expect(
        (await as(who).inject({ method: 'POST', url: URL, payload: { item: dairy } })).statusCode,
      ).toBe(code);
      expect(
        (await as(who).inject({ method: 'PUT', url: URL, payload: { item: { ...dairy, id: 1 } } }))
          .statusCode,
      ).toBe(code);
      expect(
        (await as(who).inject({ method: 'DELETE', url: URL, payload: { ids: [1] } })).statusCode,
      ).toBe(code);
    }
    expect((await list('kind=suppliers')).json().total).toBe(1);
  });
});
