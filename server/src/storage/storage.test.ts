import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { PDF, PNG } from '../../test/fixtures.ts';
import { checkUpload, IMAGE_TYPES, PDF_TYPES } from './storage.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('uploads', () => {
  it('accepts a file by what its bytes are', async () => {
    expect(await checkUpload(PNG, 'photo', IMAGE_TYPES, 1000)).toBe('image/png');
    expect(await checkUpload(PDF, 'issue', PDF_TYPES, 1000)).toBe('application/pdf');
  });

  it('refuses a wrong type, an empty file and a too-large one with the field named', async () => {
    await expect(checkUpload(PDF, 'photo', IMAGE_TYPES, 1000)).rejects.toMatchObject({
      status: 415,
      extra: { errors: [{ field: 'photo', message: 'Only JPG, PNG, WEBP files are accepted.' }] },
    });
    await expect(
      checkUpload(Buffer.from('<script>alert(1)</script>'), 'photo', IMAGE_TYPES, 1000),
    ).rejects.toMatchObject({ status: 415 });
    await expect(checkUpload(Buffer.alloc(0), 'photo', IMAGE_TYPES, 1000)).rejects.toMatchObject({
      status: 400,
    });
    await expect(checkUpload(PNG, 'photo', IMAGE_TYPES, 10)).rejects.toMatchObject({ status: 413 });
  });

  it('serves files of public areas only', async () => {
    const pub = await t.app.ctx.storage.put('gallery', PNG, 'image/png');
    const res = await t.app.inject(`/api/files/${pub.key}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);

    const priv = await t.app.ctx.storage.put('id-proofs', PNG, 'image/png');
    expect((await t.app.inject(`/api/files/${priv.key}`)).statusCode).toBe(404);
    expect((await t.app.inject('/api/files/gallery/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });
});
