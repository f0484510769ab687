import { describe, expect, it } from 'vitest';
import {
  GOOD,
  as,
  importFile,
  snapshot,
  t,
  upload,
  useImportApp,
} from '../../../test/support/statements.ts';

useImportApp();

describe('statement import: access and transport', () => {
  it('refuses signed-out callers (401), members and editors (403)', async () => {
    for (const url of ['/api/admin/statement-imports/preview', '/api/admin/statement-imports']) {
      expect((await upload(url, as('anonymous'), 'b.csv', GOOD)).statusCode).toBe(401);
      for (const c of [as('member'), as('editor')]) {
        const res = await upload(url, c, 'b.csv', GOOD);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
    }
    for (const url of ['/api/admin/statement-imports', '/api/admin/statement-imports/1']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const res = await as('editor').inject({ method: 'GET', url });
      expect(res.statusCode).toBe(403);
    }
    expect(await snapshot()).toEqual({ entries: 0, imports: 0, rows: 0 });
  });

  it('wants a multipart upload with a file (415, 400)', async () => {
    const json = await as('admin').inject({
      method: 'POST',
      url: '/api/admin/statement-imports',
      payload: { csv: GOOD },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('unsupported_media_type');
    const empty = await importFile('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('file');
    const binary = await importFile(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1]));
    expect(binary.statusCode).toBe(400);
    expect(binary.json().errors[0].message).toMatch(/not a CSV/);
  });
});
