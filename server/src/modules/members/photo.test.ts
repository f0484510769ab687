import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multipart, PNG, type Caller } from '../../../test/fixtures.ts';
import {
  admin,
  auditRows,
  editor,
  get,
  m1001,
  m1002,
  member,
  send,
  t,
  useMembersApp,
} from '../../../test/support/members.ts';

useMembersApp();

describe('member photo', () => {
  const upload = (id: number, who: Caller, data: Buffer, type = 'image/png') => {
    const body = multipart({ files: [{ field: 'photo', name: 'me.png', type, data }] });
    return who.inject({
      method: 'PUT',
      url: `/api/admin/members/${id}/photo`,
      payload: body.payload,
      headers: body.headers,
    });
  };

  it('stores a photo privately: admins and the member themself may see it, nobody else', async () => {
    expect((await upload(m1001, admin, PNG)).statusCode).toBe(204);
    const byAdmin = await get(`/api/members/${m1001}/photo`, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.headers['content-type']).toBe('image/png');
    expect(byAdmin.rawPayload.equals(PNG)).toBe(true);
    expect((await get(`/api/members/${m1001}/photo`, member)).statusCode).toBe(200);
    expect((await get(`/api/members/${m1002}/photo`, member)).statusCode).toBe(404);
    expect((await get(`/api/members/${m1001}/photo`)).statusCode).toBe(401);
    expect((await get(`/api/members/${m1001}/photo`, editor)).statusCode).toBe(403);
    const key = (
      await t.app.ctx.db.execute(sql`select photo_path from members where id = ${m1001}`)
    ).rows[0]!.photo_path as string;
    expect(key).toMatch(/^member-photos\//);
    expect((await get(`/api/files/${key}`)).statusCode).toBe(404);
    expect((await get(`/api/admin/members/${m1001}`, admin)).json().hasPhoto).toBe(true);
  });

  it('refuses what is not an image (415), an empty upload (400) and other roles (403)', async () => {
    const pdf = await upload(m1002, admin, Buffer.from('%PDF-1.4\n%%EOF\n'), 'image/png');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().errors[0].field).toBe('photo');
    expect((await upload(m1002, admin, Buffer.alloc(0))).statusCode).toBe(400);
    expect((await upload(m1002, editor, PNG)).statusCode).toBe(403);
    expect((await upload(999999, admin, PNG)).statusCode).toBe(404);
    expect((await get(`/api/admin/members/${m1002}`, admin)).json().hasPhoto).toBe(false);
  });

  it('removes a photo, audited', async () => {
    expect((await send('DELETE', `/api/admin/members/${m1001}/photo`, admin)).statusCode).toBe(204);
    expect((await get(`/api/members/${m1001}/photo`, admin)).statusCode).toBe(404);
    const rows = await auditRows('member.photo');
    expect(rows.map((r) => r.after)).toEqual([
      expect.objectContaining({ hasPhoto: true }),
      { hasPhoto: false },
    ]);
  });
});
