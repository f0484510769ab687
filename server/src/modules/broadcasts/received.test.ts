import { describe, expect, it } from 'vitest';
import { systemActor } from '../../actor.ts';
import { multipart, PNG } from '../../../test/fixtures.ts';
import { as, t, useStaffApp } from '../../../test/support/staff-app.ts';
import { deliverInAppBatch } from './deliver-in-app.ts';
import { fanOut } from './fan-out.ts';

useStaffApp();

/** A broadcast the admin sends now to an audience, fanned out and delivered in-app here. */
async function sent(audience: object, withImage = false): Promise<number> {
  const admin = as('admin');
  const draft = (
    await admin.inject({
      method: 'POST',
      url: '/api/admin/broadcasts',
      payload: {
        title: 'Pool reopens',
        bodyHtml: '<p>From <b>Monday</b><script>x()</script></p>',
        template: 'information',
        audience,
        channels: ['in_app'],
      },
    })
  ).json();
  let version = draft.version as number;
  if (withImage) {
    const up = await admin.inject({
      method: 'POST',
      url: `/api/admin/broadcasts/${draft.id}/image?version=${version}`,
      ...multipart({ files: [{ field: 'image', name: 'a.png', type: 'image/png', data: PNG }] }),
    });
    expect(up.statusCode).toBe(200);
    version = up.json().version;
  }
  const b = (
    await admin.inject({
      method: 'POST',
      url: `/api/admin/broadcasts/${draft.id}/send`,
      payload: { version },
    })
  ).json();
  await fanOut(t.app.ctx, systemActor('test'), { broadcastId: b.id, sendAt: b.sendAt });
  await deliverInAppBatch(t.app.ctx.db, 100);
  return b.id as number;
}

const get = (who: Parameters<typeof as>[0], url: string) => as(who).inject({ method: 'GET', url });

describe('a received broadcast', () => {
  it('is read by its member recipient (cleaned body, image), which marks the notification read', async () => {
    const id = await sent({ kind: 'members', memberIds: [as('member').id] }, true);
    const bell = () => get('member', '/api/member/notifications').then((r) => r.json());
    expect((await bell()).unread).toBeGreaterThan(0);
    const res = await get('member', `/api/member/broadcasts/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      title: 'Pool reopens',
      bodyHtml: '<p>From <b>Monday</b></p>',
      template: 'information',
      hasImage: true,
      hasFile: false,
      fileName: null,
    });
    expect(res.json().sentAt).toEqual(expect.any(String));
    const mine = (await bell()).items.find((n: { link: string }) =>
      n.link.endsWith(`/messages/${id}`),
    );
    expect(mine.readAt).not.toBeNull();
    const image = await get('member', `/api/member/broadcasts/${id}/image`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await get('member', `/api/member/broadcasts/${id}/file`)).statusCode).toBe(404);
    // A staff user it was not sent to, on the staff path: 404.
    expect((await get('editor', `/api/staff/broadcasts/${id}`)).statusCode).toBe(404);
    expect((await get('editor', `/api/staff/broadcasts/${id}/image`)).statusCode).toBe(404);
  });

  it('is read by a staff recipient; a member it was not sent to gets 404, its image too', async () => {
    const id = await sent({ kind: 'staff' }, true);
    for (const who of ['admin', 'editor', 'eventManager'] as const) {
      const res = await get(who, `/api/staff/broadcasts/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().title).toBe('Pool reopens');
    }
    expect((await get('member', `/api/member/broadcasts/${id}`)).statusCode).toBe(404);
    expect((await get('member', `/api/member/broadcasts/${id}/image`)).statusCode).toBe(404);
  });

  it('refuses the wrong roles, the signed out, unknown and bad ids', async () => {
    const id = await sent({ kind: 'members', memberIds: [as('member').id] });
    expect((await get('editor', `/api/member/broadcasts/${id}`)).statusCode).toBe(403);
    expect((await get('member', `/api/staff/broadcasts/${id}`)).statusCode).toBe(403);
    expect((await get('anonymous', `/api/member/broadcasts/${id}`)).statusCode).toBe(401);
    expect((await get('member', '/api/member/broadcasts/999999')).statusCode).toBe(404);
    expect((await get('member', '/api/member/broadcasts/abc')).statusCode).toBe(400);
    // A draft has no deliveries: nobody reads it yet.
    const draft = (
      await as('admin').inject({
        method: 'POST',
        url: '/api/admin/broadcasts',
        payload: {
          title: 'Draft',
          bodyHtml: '<p>Soon</p>',
          audience: { kind: 'all_members' },
          channels: ['in_app'],
        },
      })
    ).json();
    expect((await get('member', `/api/member/broadcasts/${draft.id}`)).statusCode).toBe(404);
  });
});
