import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clubmanPdf } from '../../seed/content.ts';
import { multipart, PNG, type Caller } from '../../../test/fixtures.ts';
import { as, errorFields, useStaffApp } from '../../../test/support/staff-app.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-notices-'));
useStaffApp({ env: { DATA_DIR: dataDir, UPLOAD_MAX_BYTES: '20000' } });

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const get = (url: string, who: Caller = as('anonymous')) => who.inject({ url });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, who: Caller, payload?: object) =>
  who.inject({ method, url, ...(payload ? { payload } : {}) });

describe('the Notice Board', () => {
  it('shows members the notices of today, pinned first, with their HTML cleaned', async () => {
    const notices = [
      {
        title: 'Pool closed',
        bodyHtml: '<p>Closed <b>Monday</b><script>x()</script></p>',
        showFrom: day(-1),
        showUntil: day(3),
      },
      {
        title: 'AGM',
        bodyHtml: '<p>In the hall</p>',
        showFrom: day(-5),
        showUntil: null,
        pinned: true,
      },
      { title: 'Old news', bodyHtml: '<p>Gone</p>', showFrom: day(-30), showUntil: day(-1) },
      { title: 'Not yet', bodyHtml: '<p>Soon</p>', showFrom: day(2), showUntil: null },
    ];
    for (const n of notices) {
      const res = await send('POST', '/api/admin/content/notices', as('editor'), n);
      expect(res.statusCode, res.body).toBe(201);
    }
    const board = await get('/api/notices', as('member'));
    expect(board.statusCode).toBe(200);
    expect(board.json().map((n: { title: string }) => n.title)).toEqual(['AGM', 'Pool closed']);
    expect(board.json()[1].bodyHtml).toBe('<p>Closed <b>Monday</b></p>');
    const all = await get('/api/admin/content/notices', as('admin'));
    expect(all.json()).toHaveLength(4);
  });

  it('is for members and staff who edit it; others are refused', async () => {
    expect((await get('/api/notices')).statusCode).toBe(401);
    expect((await get('/api/notices', as('eventManager'))).statusCode).toBe(403);
    expect((await get('/api/admin/content/notices', as('member'))).statusCode).toBe(403);
    expect((await get('/api/notices', as('editor'))).statusCode).toBe(200);
  });

  it('refuses a notice whose dates are reversed, or whose body is only markup, and changes nothing', async () => {
    const reversed = await send('POST', '/api/admin/content/notices', as('editor'), {
      title: 'Dates',
      bodyHtml: '<p>x</p>',
      showFrom: day(5),
      showUntil: day(1),
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors[0]).toMatchObject({
      field: 'showUntil',
      key: 'validation.dateOrder',
    });
    const empty = await send('POST', '/api/admin/content/notices', as('editor'), {
      title: 'Empty',
      bodyHtml: '<script>alert(1)</script><p></p>',
      showFrom: day(0),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('bodyHtml');
    expect((await get('/api/admin/content/notices', as('editor'))).json()).toHaveLength(4);
  });

  it('changes and removes a notice; a missing one is 404', async () => {
    const [first] = (await get('/api/admin/content/notices', as('editor'))).json();
    const changed = await send('PUT', `/api/admin/content/notices/${first.id}`, as('editor'), {
      title: 'AGM moved',
      bodyHtml: '<p>Now on Sunday</p>',
      showFrom: day(-5),
      pinned: true,
    });
    expect(changed.json().title).toBe('AGM moved');
    expect(
      (await send('DELETE', `/api/admin/content/notices/${first.id}`, as('editor'))).statusCode,
    ).toBe(204);
    expect(
      (await send('DELETE', `/api/admin/content/notices/${first.id}`, as('editor'))).statusCode,
    ).toBe(404);
  });
});

describe("the notices' readers", () => {
  const titles = (res: { json(): unknown }) =>
    (res.json() as { title: string; audience: string }[]).map((n) => n.title);

  it("keeps a notice for members unless the editor says everyone; the public read never shows the members' own", async () => {
    const forMembers = await send('POST', '/api/admin/content/notices', as('editor'), {
      title: 'Bar prices',
      bodyHtml: '<p>New prices</p>',
      showFrom: day(-1),
    });
    expect(forMembers.statusCode, forMembers.body).toBe(201);
    expect(forMembers.json().audience).toBe('members');
    const forAll = await send('POST', '/api/admin/content/notices', as('admin'), {
      title: 'Road closed',
      bodyHtml: '<p>Use the east gate</p>',
      showFrom: day(0),
      showUntil: day(2),
      audience: 'public',
    });
    expect(forAll.statusCode, forAll.body).toBe(201);
    expect(forAll.json().audience).toBe('public');
    const later = await send('POST', '/api/admin/content/notices', as('editor'), {
      title: 'Later for all',
      bodyHtml: '<p>Soon</p>',
      showFrom: day(3),
      audience: 'public',
    });
    expect(later.statusCode).toBe(201);

    // A visitor (and anyone else) reads today's public notices only.
    for (const who of [as('anonymous'), as('member'), as('editor')]) {
      const pub = await get('/api/notices/public', who);
      expect(pub.statusCode).toBe(200);
      expect(titles(pub)).toEqual(['Road closed']);
      expect(pub.json()[0]).toMatchObject({
        audience: 'public',
        bodyHtml: '<p>Use the east gate</p>',
      });
    }
    // Members and editors read all of today's notices, the public ones too.
    for (const who of [as('member'), as('editor')]) {
      const board = titles(await get('/api/notices', who));
      expect(board).toEqual(expect.arrayContaining(['Bar prices', 'Road closed']));
      expect(board).not.toContain('Later for all');
    }

    // Made members' only, it leaves the public read; made public again, it is back.
    const hide = await send('PUT', `/api/admin/content/notices/${forAll.json().id}`, as('editor'), {
      title: 'Road closed',
      bodyHtml: '<p>Use the east gate</p>',
      showFrom: day(0),
      audience: 'members',
    });
    expect(hide.json().audience).toBe('members');
    expect(titles(await get('/api/notices/public'))).toEqual([]);
    expect(titles(await get('/api/notices', as('member')))).toContain('Road closed');
  });

  it('refuses readers it does not know, naming the field, and writes nothing', async () => {
    const before = (await get('/api/admin/content/notices', as('editor'))).json() as unknown[];
    for (const audience of ['everyone', '', 7, null]) {
      const res = await send('POST', '/api/admin/content/notices', as('editor'), {
        title: 'Odd readers',
        bodyHtml: '<p>x</p>',
        showFrom: day(0),
        audience,
      });
      expect(res.statusCode, String(audience)).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(errorFields(res)).toEqual(['audience']);
    }
    const [one] = before as { id: number; title: string }[];
    const bad = await send('PUT', `/api/admin/content/notices/${one!.id}`, as('editor'), {
      title: 'Changed?',
      bodyHtml: '<p>x</p>',
      showFrom: day(0),
      audience: 'staff',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorFields(bad)).toEqual(['audience']);
    const after = (await get('/api/admin/content/notices', as('editor'))).json();
    expect(after).toEqual(before);
  });

  it('keeps the public read to reading: it writes nothing and takes no other method', async () => {
    expect((await send('POST', '/api/notices/public', as('editor'), {})).statusCode).toBe(404);
    expect((await get('/api/notices', as('anonymous'))).statusCode).toBe(401);
  });
});

describe('Clubman', () => {
  const upload = (who: Caller, fields: Record<string, string>, data?: Buffer) => {
    const files = data ? [{ name: 'clubman.pdf', type: 'application/pdf', data }] : [];
    const body = multipart({ fields, files });
    return who.inject({
      method: 'POST',
      url: '/api/admin/content/magazine',
      payload: body.payload,
      headers: body.headers,
    });
  };
  const stored = () => {
    const dir = path.join(dataDir, 'uploads', 'magazine');
    return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
  };

  it('lets an editor upload issues that members read, newest first', async () => {
    const pdf = await clubmanPdf('Clubman, Winter issue', ['From the President']);
    const older = await upload(
      as('editor'),
      { title: 'Autumn issue', issueDate: '2025-09-01' },
      pdf,
    );
    expect(older.statusCode, older.body).toBe(201);
    const newer = await upload(
      as('admin'),
      { title: 'Winter issue', issueDate: '2025-12-01' },
      pdf,
    );
    expect(newer.statusCode).toBe(201);
    const list = await get('/api/magazine', as('member'));
    expect(list.json().map((i: { title: string }) => i.title)).toEqual([
      'Winter issue',
      'Autumn issue',
    ]);
    const file = await get(`/api/magazine/${newer.json().id}/file`, as('member'));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps the PDFs for members: not public, not for the event manager', async () => {
    const [issue] = (await get('/api/magazine', as('member'))).json();
    expect((await get(`/api/magazine/${issue.id}/file`)).statusCode).toBe(401);
    expect((await get(`/api/magazine/${issue.id}/file`, as('eventManager'))).statusCode).toBe(403);
    expect((await get('/api/magazine')).statusCode).toBe(401);
    expect((await get('/api/files/magazine/anything.pdf')).statusCode).toBe(404);
    expect((await get('/api/magazine/99999/file', as('member'))).statusCode).toBe(404);
  });

  it('refuses a wrong type, missing fields, a too-large file and members, storing nothing', async () => {
    const before = stored();
    const png = await upload(as('editor'), { title: 'Photo issue', issueDate: '2025-10-01' }, PNG);
    expect(png.statusCode).toBe(415);
    expect(png.json().errors[0].message).toBe('Only PDF files are accepted.');
    const fields = await upload(
      as('editor'),
      { title: '', issueDate: 'soon' },
      await clubmanPdf('x', []),
    );
    expect(fields.statusCode).toBe(400);
    expect(errorFields(fields)).toEqual(['issueDate', 'title']);
    const nofile = await upload(as('editor'), { title: 'No file', issueDate: '2025-10-01' });
    expect(nofile.statusCode).toBe(400);
    const big = await upload(
      as('editor'),
      { title: 'Big', issueDate: '2025-10-01' },
      Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(30_000)]),
    );
    expect(big.statusCode).toBe(413);
    expect(
      (await upload(as('member'), { title: 'x', issueDate: '2025-10-01' }, PNG)).statusCode,
    ).toBe(403);
    expect(
      (await upload(as('anonymous'), { title: 'x', issueDate: '2025-10-01' }, PNG)).statusCode,
    ).toBe(401);
    expect(stored()).toBe(before);
    expect((await get('/api/magazine', as('member'))).json()).toHaveLength(2);
  });

  it('removes an issue with its PDF', async () => {
    const [issue] = (await get('/api/magazine', as('editor'))).json();
    const before = stored();
    expect(
      (await send('DELETE', `/api/admin/content/magazine/${issue.id}`, as('editor'))).statusCode,
    ).toBe(204);
    expect(stored()).toBe(before - 1);
    expect((await get(`/api/magazine/${issue.id}/file`, as('member'))).statusCode).toBe(404);
  });
});
