import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { multipart, PDF, PNG, type Caller } from '../../../test/fixtures.ts';
import { as, errorFields, t, useStaffApp } from '../../../test/support/staff-app.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-collections-'));
useStaffApp({ env: { DATA_DIR: dataDir, UPLOAD_MAX_BYTES: '4096' } });

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, who: Caller, payload?: object) =>
  who.inject({ method, url, ...(payload ? { payload } : {}) });
const filesIn = (area: string) => {
  const dir = path.join(dataDir, 'uploads', area);
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

describe('photo uploads', () => {
  it("tell the web app the server's own upload limit, so its hints and checks match it", async () => {
    expect((await t.app.inject('/api/settings')).json().uploadMaxBytes).toBe(4096);
  });

  it('stores a photo checked by its bytes and answers its public address', async () => {
    const body = multipart({ files: [{ name: 'lawn.png', type: 'image/png', data: PNG }] });
    const res = await as('editor').inject({
      method: 'POST',
      url: '/api/admin/content/uploads/gallery',
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/api\/files\/gallery\/[0-9a-f-]{36}\.png$/);
    const file = await t.app.inject(url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  const upload = (who: Caller, data: Buffer, name: string, type: string, area = 'content') => {
    const body = multipart({ files: [{ name, type, data }] });
    return who.inject({
      method: 'POST',
      url: `/api/admin/content/uploads/${area}`,
      payload: body.payload,
      headers: body.headers,
    });
  };

  it('refuses a wrong type (415) and a too-large file (413) with a message, storing nothing', async () => {
    const wrong = await upload(as('editor'), PDF, 'photo.png', 'image/png');
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json().errors[0]).toMatchObject({
      field: 'file',
      message: 'Only JPG, PNG, WEBP files are accepted.',
    });
    const big = await upload(
      as('editor'),
      Buffer.concat([PNG, Buffer.alloc(5000)]),
      'big.png',
      'image/png',
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().errors[0].field).toBe('file');
    expect(filesIn('content')).toBe(0);
  });

  it('refuses an upload without a file, to an unknown area, and from the wrong people', async () => {
    const noFile = multipart({ fields: { note: 'x' } });
    const none = await as('editor').inject({
      method: 'POST',
      url: '/api/admin/content/uploads/content',
      payload: noFile.payload,
      headers: noFile.headers,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0]).toMatchObject({
      field: 'file',
      message: 'Choose a file to upload.',
    });
    expect((await upload(as('editor'), PNG, 'a.png', 'image/png', 'id-proofs')).statusCode).toBe(
      400,
    );
    expect((await upload(as('anonymous'), PNG, 'a.png', 'image/png')).statusCode).toBe(401);
    expect((await upload(as('member'), PNG, 'a.png', 'image/png')).statusCode).toBe(403);
    expect((await upload(as('eventManager'), PNG, 'a.png', 'image/png')).statusCode).toBe(403);
    expect(filesIn('content')).toBe(0);
  });
});

describe('committee members', () => {
  it('are added, changed and removed by editors and admins, and listed publicly', async () => {
    const add = await call('POST', '/api/admin/content/committee', as('editor'), {
      name: 'Mrs Anjali Deshpande',
      position: 'Vice-President',
      term: '2025–26',
      sort: 2,
    });
    expect(add.statusCode).toBe(201);
    const id = add.json().id;
    expect(add.json()).toMatchObject({ photoUrl: null, sort: 2 });
    const change = await call('PUT', `/api/admin/content/committee/${id}`, as('admin'), {
      name: 'Mrs Anjali Deshpande',
      position: 'President',
    });
    expect(change.statusCode).toBe(200);
    const list = (await t.app.inject('/api/content/committee')).json();
    expect(list).toEqual([expect.objectContaining({ id, position: 'President', sort: 0 })]);
    expect(
      (await call('DELETE', `/api/admin/content/committee/${id}`, as('editor'))).statusCode,
    ).toBe(204);
    expect((await t.app.inject('/api/content/committee')).json()).toEqual([]);
    expect(
      (await call('DELETE', `/api/admin/content/committee/${id}`, as('editor'))).statusCode,
    ).toBe(404);
    expect(
      (
        await call('PUT', `/api/admin/content/committee/${id}`, as('editor'), {
          name: 'Ab',
          position: 'Cd',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses bad input, outsiders and members, changing nothing', async () => {
    const bad = await call('POST', '/api/admin/content/committee', as('editor'), {
      name: 'A',
      position: '',
      photoUrl: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorFields(bad)).toEqual(['name', 'photoUrl', 'position']);
    const ok = { name: 'Mr Vikram Khanna', position: 'President' };
    expect(
      (await call('POST', '/api/admin/content/committee', as('anonymous'), ok)).statusCode,
    ).toBe(401);
    expect((await call('POST', '/api/admin/content/committee', as('member'), ok)).statusCode).toBe(
      403,
    );
    expect((await t.app.inject('/api/content/committee')).json()).toEqual([]);
  });
});

describe('affiliated clubs', () => {
  it('keep a validated address book of clubs', async () => {
    const add = await call('POST', '/api/admin/content/affiliated', as('editor'), {
      name: 'Madras Gymkhana Club',
      city: 'Chennai',
      country: 'India',
      phone: '+91 44 2852 2701',
      email: 'secretary@madrasgymkhana.example',
      website: 'https://www.madrasgymkhana.example',
    });
    expect(add.statusCode, add.body).toBe(201);
    expect((await t.app.inject('/api/content/affiliated')).json()[0]).toMatchObject({
      name: 'Madras Gymkhana Club',
      city: 'Chennai',
    });
    const bad = await call('POST', '/api/admin/content/affiliated', as('editor'), {
      name: 'X Club',
      city: 'Pune',
      country: 'India',
      email: 'not-an-email',
      website: 'javascript:alert(1)',
      phone: 'call me',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorFields(bad)).toEqual(['email', 'phone', 'website']);
    expect((await t.app.inject('/api/content/affiliated')).json()).toHaveLength(1);
  });
});

describe('banners and gallery', () => {
  it('are listed by kind, in order', async () => {
    for (const [kind, title, sort] of [
      ['banner', 'Swim all year', 1],
      ['banner', 'A club on the Maidan', 0],
      ['gallery', 'Tea on the terrace', 0],
    ] as const) {
      const res = await call('POST', '/api/admin/content/images', as('editor'), {
        kind,
        url: 'images/pavilion.svg',
        title,
        sort,
      });
      expect(res.statusCode).toBe(201);
    }
    const banners = (await t.app.inject('/api/content/images?kind=banner')).json();
    expect(banners.map((b: { title: string }) => b.title)).toEqual([
      'A club on the Maidan',
      'Swim all year',
    ]);
    const bad = await call('POST', '/api/admin/content/images', as('editor'), {
      kind: 'poster',
      url: '/etc/passwd',
      title: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject('/api/content/images')).json()).toHaveLength(3);
  });
});
