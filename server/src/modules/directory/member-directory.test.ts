import { describe, expect, it } from 'vitest';
import { countAudits, errorFields, useStaffApp, as, t } from '../../../test/support/staff-app.ts';
import { directoryPeople, listMember } from '../../../test/support/directory.ts';
import { createMember } from '../../seed/factories.ts';

let people: Awaited<ReturnType<typeof directoryPeople>>;
useStaffApp({
  prepare: async (app) => {
    people = await directoryPeople(app);
  },
});

const URL = '/api/apps/contacts';
const ME = '/api/apps/contacts/me';
const get = (query = '') => as('member').inject({ url: `${URL}${query}` });

describe('the members directory', () => {
  it('lists only listed members, each with only the fields they share (the others are no keys at all)', async () => {
    const res = await get('?pageSize=100');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    const names = page.items.map((i: { name: string }) => i.name);
    expect(names.some((n: string) => n.includes('Asha Rao'))).toBe(true);
    expect(names.some((n: string) => n.includes('Vikram Shah'))).toBe(true);
    expect(names.some((n: string) => n.includes('Hidden'))).toBe(false);
    const asha = page.items.find((i: { id: number }) => i.id === people.asha);
    expect(asha).toMatchObject({
      email: 'asha@example.com',
      membershipType: 'Life',
      sports: ['Tennis'],
    });
    expect(Object.keys(asha)).not.toContain('mobile');
    expect(Object.keys(asha)).not.toContain('address');
    const vikram = page.items.find((i: { id: number }) => i.id === people.vikram);
    expect(vikram.mobile).toBe('+91 98200 22222');
    expect(Object.keys(vikram)).not.toContain('email');
    expect(res.body).not.toContain('hidden@example.com');
    expect(res.body).not.toContain('vikram@example.com');
    expect(res.body).not.toContain('98200 11111');
    expect(page).toMatchObject({ pageIndex: 0, pageSize: 100, pageCount: 1 });
  });

  it('searches names (a 1-character term is ignored) and never by an unshared field', async () => {
    const found = (await get('?term=asha')).json();
    expect(found.items.map((i: { id: number }) => i.id)).toEqual([people.asha]);
    expect((await get('?term=hidden')).json().items).toEqual([]);
    expect((await get('?term=vikram%40example')).json().items).toEqual([]);
    const one = await get('?term=a');
    expect(one.statusCode).toBe(200);
    expect(one.json().total).toBe((await get()).json().total);
  });

  it('sorts by name or membership type and pages', async () => {
    const byType = (await get('?sortBy=membershipType&pageSize=100')).json().items;
    const types = byType.map((i: { membershipType: string }) => i.membershipType);
    expect(types).toEqual([...types].sort());
    const first = (await get('?pageSize=1&pageIndex=0')).json();
    expect(first.items).toHaveLength(1);
    expect(first.pageCount).toBe(first.total);
  });

  it('leaves out a listed member who has lapsed or resigned', async () => {
    const gone = await createMember(t.app.ctx.db, {
      code: 'M5009',
      firstName: 'Lapsed',
      lastName: 'Listed',
      status: 'Lapsed',
    });
    await listMember(t, gone.id, ['email']);
    expect((await get('?term=lapsed')).json().items).toEqual([]);
  });

  it('refuses bad queries with the failing fields', async () => {
    const res = await get('?sortBy=email&pageSize=0');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(errorFields(res)).toEqual(['pageSize', 'sortBy']);
  });

  it("answers a listed member's photo only when listed: an unlisted member's is not found", async () => {
    const res = await as('member').inject({ url: `${URL}/${people.hidden}/photo` });
    expect(res.statusCode).toBe(404);
  });
});

describe("the member's own listing", () => {
  it('starts unlisted, is set by the member (audited) and shows to another member', async () => {
    expect((await as('member').inject({ url: ME })).json()).toEqual({ listed: false, shares: [] });
    const before = await countAudits(t, 'member.directory');
    const put = await as('member').inject({
      method: 'PUT',
      url: ME,
      payload: { listed: true, shares: ['mobile', 'mobile'] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ listed: true, shares: ['mobile'] });
    expect(await countAudits(t, 'member.directory')).toBe(before + 1);
    const seen = (await people.other.inject({ url: `${URL}?term=M1001&pageSize=100` })).json();
    const mine = (await people.other.inject({ url: `${URL}?pageSize=100` }))
      .json()
      .items.find((i: { id: number }) => i.id === as('member').id);
    expect(mine).toBeDefined();
    expect(Object.keys(mine)).not.toContain('email');
    expect(seen.items).toEqual([]);
    await as('member').inject({ method: 'PUT', url: ME, payload: { listed: false, shares: [] } });
    const gone = (await people.other.inject({ url: `${URL}?pageSize=100` })).json();
    expect(gone.items.some((i: { id: number }) => i.id === as('member').id)).toBe(false);
  });

  it('refuses bad input with the failing fields and changes nothing', async () => {
    const before = await countAudits(t, 'member.directory');
    const res = await as('member').inject({
      method: 'PUT',
      url: ME,
      payload: { listed: 'yes', shares: ['password'] },
    });
    expect(res.statusCode).toBe(400);
    expect(errorFields(res)).toEqual(['listed', 'shares.0']);
    expect(await countAudits(t, 'member.directory')).toBe(before);
  });

  it('refuses the member routes to staff (403) and to anyone signed out (401)', async () => {
    for (const url of [URL, ME, `${URL}/${people.asha}/photo`]) {
      for (const who of ['admin', 'editor', 'eventManager', 'anonymous'] as const) {
        const res = await as(who).inject({ url });
        expect(res.statusCode, `${who} ${url}`).toBe(who === 'anonymous' ? 401 : 403);
      }
    }
    const put = await as('admin').inject({
      method: 'PUT',
      url: ME,
      payload: { listed: true, shares: [] },
    });
    expect(put.statusCode).toBe(403);
  });
});
