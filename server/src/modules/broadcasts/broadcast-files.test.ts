import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROADCASTS_API, type BroadcastDetail } from '@club/contracts';
import { multipart, PDF, PNG, type Who } from '../../../test/fixtures.ts';
import { as, countAudits, t, useStaffApp } from '../../../test/support/staff-app.ts';

/*
 * A broadcast's image and file (issue 32, "Bad input and faults"): each allowed type taken and
 * read back with its type; a wrong type or a file too large refused with problem+json and
 * nothing stored; a stale version refused 409 with nothing changed; only admins upload and
 * read them. Uploads are capped at 4 KB here to send an oversized file cheaply.
 */

const MAX = 4096;
useStaffApp({ env: { UPLOAD_MAX_BYTES: String(MAX) } });

const A = BROADCASTS_API.admin;
// The smallest JPG and WEBP (1x1): types are told by bytes.
const JPG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
  'base64',
);
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

let made = 0;
/** A fresh draft broadcast, as the admin composes it. */
async function draft(): Promise<BroadcastDetail> {
  const res = await as('admin').inject({
    method: 'POST',
    url: A,
    payload: {
      title: `Courts reopen ${++made}`,
      bodyHtml: '<p>The tennis courts reopen on Monday.</p>',
      template: 'general',
      audience: { kind: 'all_members' },
      channels: ['in_app'],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const read = async (id: number) =>
  (await as('admin').inject({ url: `${A}/${id}` })).json() as BroadcastDetail;

/** Uploads `data` as the broadcast's image or file at `version`. */
function upload(
  who: Who,
  b: Pick<BroadcastDetail, 'id' | 'version'>,
  kind: 'image' | 'file',
  file: { name: string; type: string; data: Buffer | string },
) {
  const body = multipart({ files: [{ ...file, field: kind }] });
  return as(who).inject({
    method: 'POST',
    url: `${A}/${b.id}/${kind}?version=${b.version}`,
    payload: body.payload,
    headers: body.headers,
  });
}

/** The files kept for broadcasts (DATA_DIR/uploads/broadcasts). */
const stored = () => {
  const dir = path.join(t.config.DATA_DIR, 'uploads', 'broadcasts');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

/** A refusal: problem+json with its status and the field it names. */
function expectProblem(
  res: Awaited<ReturnType<typeof upload>>,
  status: number,
  code: string,
  field: string,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toContain('application/problem+json');
  const p = res.json() as { code: string; errors?: { field: string }[] };
  expect(p.code).toBe(code);
  expect(p.errors?.map((e) => e.field)).toEqual([field]);
}

describe("a broadcast's image and file", () => {
  it('takes a PNG, a JPG and a WEBP image (each replacing the last) and a PDF; reads each back with its type', async () => {
    let b = await draft();
    const before = stored();
    for (const [name, type, data] of [
      ['courts.png', 'image/png', PNG],
      ['courts.jpg', 'image/jpeg', JPG],
      ['courts.webp', 'image/webp', WEBP],
    ] as const) {
      const res = await upload('admin', b, 'image', { name, type, data });
      expect(res.statusCode, res.body).toBe(200);
      const after = res.json() as BroadcastDetail;
      expect(after.version).toBe(b.version + 1);
      expect(after.imageUrl).toBe(`${A}/${b.id}/image`);
      b = after;
      const back = await as('admin').inject({ url: after.imageUrl! });
      expect(back.statusCode).toBe(200);
      expect(back.headers['content-type']).toBe(type);
      expect(back.rawPayload.equals(data)).toBe(true);
      // The one before is removed: one image kept for the broadcast.
      expect(stored().length).toBe(before.length + 1);
    }

    const pdf = await upload('admin', b, 'file', {
      name: 'Court rota.pdf',
      type: 'application/pdf',
      data: PDF,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    b = pdf.json();
    expect(b).toMatchObject({ fileUrl: `${A}/${b.id}/file`, fileName: 'Court rota.pdf' });
    const back = await as('admin').inject({ url: b.fileUrl! });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('application/pdf');
    expect(back.headers['content-disposition']).toBe('attachment; filename="Court_rota.pdf"');
    expect(back.rawPayload.equals(PDF)).toBe(true);
    expect(stored().length).toBe(before.length + 2);
  });

  it('refuses a wrong type or a file too large (problem+json naming the field); nothing is stored or changed', async () => {
    const b = await draft();
    const files = stored();
    const audits = await countAudits(t, 'broadcast.attach');
    expectProblem(
      await upload('admin', b, 'image', { name: 'rota.pdf', type: 'application/pdf', data: PDF }),
      415,
      'unsupported_media_type',
      'image',
    );
    // A PNG named and sent as a PDF: told by its bytes, still not a PDF.
    expectProblem(
      await upload('admin', b, 'file', { name: 'rota.pdf', type: 'application/pdf', data: PNG }),
      415,
      'unsupported_media_type',
      'file',
    );
    expectProblem(
      await upload('admin', b, 'file', { name: 'notes.txt', type: 'text/plain', data: 'Hello' }),
      415,
      'unsupported_media_type',
      'file',
    );
    const big = Buffer.concat([PNG, Buffer.alloc(MAX)]);
    expectProblem(
      await upload('admin', b, 'image', { name: 'huge.png', type: 'image/png', data: big }),
      413,
      'payload_too_large',
      'image',
    );
    expectProblem(
      await upload('admin', b, 'file', { name: 'empty.pdf', type: 'application/pdf', data: '' }),
      400,
      'validation_failed',
      'file',
    );
    expect(stored()).toEqual(files);
    expect(await countAudits(t, 'broadcast.attach')).toBe(audits);
    expect(await read(b.id)).toMatchObject({
      version: b.version,
      imageUrl: null,
      fileUrl: null,
      fileName: null,
    });
  });

  it('refuses a stale version on update and on upload (409); nothing is changed or stored', async () => {
    const b = await draft();
    const seen = (
      await upload('admin', b, 'image', { name: 'a.png', type: 'image/png', data: PNG })
    ).json() as BroadcastDetail;
    const files = stored();
    const change = await as('admin').inject({
      method: 'PUT',
      url: `${A}/${b.id}`,
      payload: {
        title: 'Courts stay closed',
        bodyHtml: '<p>Not yet.</p>',
        template: 'general',
        audience: { kind: 'all_members' },
        channels: ['in_app'],
        version: b.version,
      },
    });
    expect(change.statusCode, change.body).toBe(409);
    expect(change.headers['content-type']).toContain('application/problem+json');
    const image = await upload('admin', b, 'image', {
      name: 'b.jpg',
      type: 'image/jpeg',
      data: JPG,
    });
    expect(image.statusCode, image.body).toBe(409);
    expect(image.headers['content-type']).toContain('application/problem+json');
    const file = await upload('admin', b, 'file', {
      name: 'rota.pdf',
      type: 'application/pdf',
      data: PDF,
    });
    expect(file.statusCode, file.body).toBe(409);
    // The stored copies of the refused uploads are removed again.
    expect(stored()).toEqual(files);
    const now = await read(b.id);
    expect(now).toMatchObject({
      version: seen.version,
      title: b.title,
      fileUrl: null,
      imageUrl: seen.imageUrl,
    });
    const back = await as('admin').inject({ url: now.imageUrl! });
    expect(back.headers['content-type']).toBe('image/png');
  });

  it('lets only admins upload and read them (members and editors 403, no session 401)', async () => {
    const b = await draft();
    const withFiles = (
      await upload('admin', b, 'file', { name: 'r.pdf', type: 'application/pdf', data: PDF })
    ).json() as BroadcastDetail;
    await upload('admin', withFiles, 'image', { name: 'a.png', type: 'image/png', data: PNG });
    const now = await read(b.id);
    const files = stored();
    for (const who of ['member', 'editor', 'eventManager', 'anonymous'] as const) {
      const status = who === 'anonymous' ? 401 : 403;
      for (const kind of ['image', 'file'] as const) {
        const res = await upload(who, now, kind, {
          name: 'x.png',
          type: 'image/png',
          data: PNG,
        });
        expect(res.statusCode, `${who} ${kind} upload`).toBe(status);
        expect((await as(who).inject({ url: `${A}/${b.id}/${kind}` })).statusCode, who).toBe(
          status,
        );
      }
    }
    expect(stored()).toEqual(files);
    expect((await read(b.id)).version).toBe(now.version);
    // A broadcast with no image: 404 to the admin.
    const bare = await draft();
    expect((await as('admin').inject({ url: `${A}/${bare.id}/image` })).statusCode).toBe(404);
  });
});
