import { describe, expect, it } from 'vitest';
import { admin, get, useMembersApp } from '../../../test/support/members.ts';

useMembersApp();

describe('member list', () => {
  it('pages on the server and answers items, pageCount, pageIndex, pageSize and total', async () => {
    const res = await get('/api/admin/members?pageSize=10&pageIndex=1', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ pageIndex: 1, pageSize: 10, total: 30, pageCount: 3 });
    expect(body.items).toHaveLength(10);
    const first = (await get('/api/admin/members?pageSize=3', admin)).json().items;
    // Codes sort by letters, then numerically.
    expect(first.map((m: { code: string }) => m.code)).toEqual(['INST326', 'M1001', 'M1002']);
  });

  it('searches by code, name, email or phone and filters by status and membership type', async () => {
    const byName = (await get('/api/admin/members?term=arjun%20meh', admin)).json();
    expect(byName.items.map((m: { code: string }) => m.code)).toEqual(['M1001']);
    expect(byName.items[0]).toMatchObject({ name: expect.stringContaining('Arjun Mehta') });
    const byEmail = (await get('/api/admin/members?term=M1002@EXAMPLE', admin)).json();
    expect(byEmail.total).toBe(1);
    const suspended = (await get('/api/admin/members?status=Suspended', admin)).json();
    expect(suspended.items.map((m: { code: string }) => m.code)).toEqual(['M1003']);
    const corporate = (
      await get('/api/admin/members?membershipType=Corporate&term=inst', admin)
    ).json();
    expect(corporate.items.map((m: { code: string }) => m.code)).toEqual(['INST326']);
    const wildcard = (await get('/api/admin/members?term=%25%25', admin)).json();
    expect(wildcard.total).toBe(0);
    // A term of one character is ignored (SPEC.md §5): the whole list, not an error.
    const one = await get('/api/admin/members?term=z', admin);
    expect(one.statusCode).toBe(200);
    expect(one.json().total).toBe(30);
  });

  it('finds a mobile by its digits, and no term that runs from one field into the next', async () => {
    const withMobile = (await get('/api/admin/members?pageSize=100', admin))
      .json()
      .items.find((m: { mobile: string | null }) => m.mobile && m.mobile.length >= 5);
    const digits = withMobile.mobile.slice(-5);
    const byMobile = (
      await get(`/api/admin/members?term=${encodeURIComponent(digits)}`, admin)
    ).json();
    expect(byMobile.items.map((m: { code: string }) => m.code)).toContain(withMobile.code);
    // M1001 is Arjun Mehta, m1001@example.com: the name and the e-mail are apart.
    const across = (await get('/api/admin/members?term=mehta%20m1001', admin)).json();
    expect(across.total).toBe(0);
    const byCode = (await get('/api/admin/members?term=m1001', admin)).json();
    expect(byCode.items.map((m: { code: string }) => m.code)).toEqual(['M1001']);
  });

  it('sorts by a known column either way', async () => {
    const desc = (
      await get('/api/admin/members?sortBy=code&sortDir=desc&pageSize=2', admin)
    ).json();
    expect(desc.items.map((m: { code: string }) => m.code)).toEqual(['T224', 'T223']);
    const byName = (
      await get('/api/admin/members?sortBy=name&sortDir=desc&pageSize=1', admin)
    ).json();
    expect(byName.items[0].code).toBe('INST326'); // Zephyr
  });

  it('refuses bad list queries with the failing fields', async () => {
    for (const [q, field] of [
      ['pageSize=500', 'pageSize'],
      ['pageIndex=-1', 'pageIndex'],
      ['sortBy=password', 'sortBy'],
      ['status=Sleeping', 'status'],
      ['sortDir=up', 'sortDir'],
    ]) {
      const res = await get(`/api/admin/members?${q}`, admin);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errors[0].field, q).toBe(field);
    }
  });
});
