import { describe, expect, it } from 'vitest';
import { multipart, PNG } from '../../../test/fixtures.ts';
import { admin, auditRows, count, get, t, useMembersApp } from '../../../test/support/members.ts';

useMembersApp();

describe('CSV import and export', () => {
  const HEADER =
    'code,title,firstName,lastName,gender,dateOfBirth,email,mobile,address,membershipType,status,joinedOn,spouseName,spouseDateOfBirth,dependents,sportsInterests,creditLimit,language';
  const good = [
    'C7001,Mr,Anil,Kapoor,M,1970-01-15,anil.kapoor@example.com,+91 98200 11111,"5 Hill Road, Bandra",Ordinary,Active,2020-06-01,Sunita Kapoor,1972-03-04,Rhea Kapoor/Daughter/2001-07-07,Cricket; Golf-free,25000.00,en',
  ];
  const fileOf = (lines: string[], header = HEADER) => `${header}\n${lines.join('\n')}\n`;
  const post = (url: string, csv: string, who = admin) => {
    const body = multipart({ files: [{ name: 'members.csv', type: 'text/csv', data: csv }] });
    return who.inject({ method: 'POST', url, payload: body.payload, headers: body.headers });
  };

  it('previews a file, listing every row error, and imports nothing while any row is wrong', async () => {
    const csv = fileOf([
      'C7001,Mr,Anil,Kapoor,M,1970-01-15,anil.kapoor@example.com,,,Ordinary,,,,,,Cricket,25000.00,en',
      'C7002,,Bela,Shah,F,,bela@example,,,Ordinary,,,,,,,10.005,en',
      'C7001,,Dup,Code,M,,,,,Ordinary,,,,,,,,',
      'M1001,,Old,Code,M,,,,,Life,,,,,,,,',
      'C7004,,Ok,Row,X,,,,,Founder,Asleep,,,,Kid/Cousin/,Polo,,fr',
    ]);
    const preview = await post('/api/admin/members/import/preview', csv);
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body.rows).toBe(5);
    expect(body.valid).toBe(1);
    expect(body.members.map((m: { code: string }) => m.code)).toEqual(['C7001']);
    const errs = body.errors.map((e: { line: number; field: string }) => `${e.line}:${e.field}`);
    expect(errs).toEqual(
      expect.arrayContaining([
        '3:email',
        '3:creditLimit',
        '4:code',
        '5:code',
        '6:gender',
        '6:membershipType',
        '6:status',
        '6:dependents',
        '6:sportsInterests',
        '6:language',
      ]),
    );

    const before = await count('members');
    const commit = await post('/api/admin/members/import', csv);
    expect(commit.statusCode).toBe(400);
    expect(commit.json().detail).toMatch(/nothing was imported/);
    expect(commit.json().errors.map((e: { field: string }) => e.field)).toContain('rows.3.email');
    expect(await count('members')).toBe(before);
  });

  it('refuses unknown or missing columns and files that are not CSV, naming them', async () => {
    const unknown = await post(
      '/api/admin/members/import/preview',
      fileOf(['C1,A,B,Ordinary,x'], 'code,firstName,lastName,membershipType,shoeSize'),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toContain('Unknown column "shoeSize"');
    const missing = await post('/api/admin/members/import', fileOf(['C1,A'], 'code,firstName'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toContain('"lastName" is missing');
    const binary = await post('/api/admin/members/import', PNG.toString('latin1') + '\xff\xfe');
    expect(binary.statusCode).toBe(400);
    const headerOnly = await post('/api/admin/members/import', `${HEADER}\n`);
    expect(headerOnly.json().detail).toMatch(/no rows/);
    const noFile = await admin.inject({
      method: 'POST',
      url: '/api/admin/members/import',
      headers: { 'content-type': 'application/json' },
      payload: {},
    });
    expect(noFile.statusCode).toBe(400);
  });

  it('refuses a file with a NUL in a cell, naming its line and column, on preview and import', async () => {
    const csv = fileOf([
      'C7101,,Ok,Row,M,,,,,Ordinary,,,,,,,,en',
      'C7102,,Nul\u0000Name,Row,M,,,,,Ordinary,,,,,,,,en',
    ]);
    const before = await count('members');
    for (const url of ['/api/admin/members/import/preview', '/api/admin/members/import']) {
      const res = await post(url, csv);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        detail: 'Line 3, firstName: Remove the control characters from this text.',
        errors: [{ field: 'rows.3.firstName', key: 'validation.unstorableText' }],
      });
    }
    expect(await count('members')).toBe(before);
  });

  it('imports a good file in one go, mailing each new member a first PIN; a second run is refused', async () => {
    const csv = fileOf([
      ...good.map((l) => l.replace('Cricket; Golf-free', 'Cricket; Tennis')),
      'C7002,,Bela,Shah,F,,bela.shah@example.com,,,Corporate,Lapsed,2019-01-01,,,,,0,de',
      'C7003,,Chetan,Rao,M,,,,,Temporary,,,,,,,1500.5,',
    ]);
    const res = await post('/api/admin/members/import', csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ imported: 3, mailed: 2 });
    const anil = (await get('/api/admin/members?term=C7001', admin)).json().items[0];
    const detail = (await get(`/api/admin/members/${anil.id}`, admin)).json();
    expect(detail).toMatchObject({
      address: '5 Hill Road, Bandra',
      spouse: { name: 'Sunita Kapoor', dateOfBirth: '1972-03-04' },
      dependents: [{ name: 'Rhea Kapoor', relation: 'Daughter', dateOfBirth: '2001-07-07' }],
      sportsInterests: ['Cricket', 'Tennis'],
      creditLimit: 2_500_000,
      onlineAccess: 'pending',
    });
    await t.flushMail();
    expect(t.smtp.to('bela.shah@example.com')[0]?.subject).toMatch(/erste PIN/);
    expect(await auditRows('member.import')).toHaveLength(3);

    const again = await post('/api/admin/members/import', csv);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toHaveLength(5); // three codes and two emails exist
  });

  it('exports the filtered members as CSV that reads back', async () => {
    const res = await get('/api/admin/members/export.csv?term=M1001', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="members-/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('M1001');
    expect(lines[1]).toContain('50000.00');
    expect(lines[1]).toContain('Priya Mehta,1982-06-14,Kabir Mehta/Son/2012-09-03');
    // The same file previews cleanly once the code and email are new.
    const again = res.body
      .replace('M1001', 'R1001')
      .replace('m1001@example.com', 'r1001@example.com');
    const preview = await post('/api/admin/members/import/preview', again);
    expect(preview.json()).toMatchObject({ rows: 1, valid: 1, errors: [] });
    expect((await get('/api/admin/members/export.csv?status=Nope', admin)).statusCode).toBe(400);
  });
});
