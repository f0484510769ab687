import { describe, expect, it } from 'vitest';
import { readCsv } from './csv.ts';

const fileError = (message: string) => ({
  status: 400,
  code: 'validation_failed',
  detail: message,
  extra: { errors: [{ field: 'file', message }] },
});
const read = (text: string | Buffer, maxRows = 5) =>
  readCsv(Buffer.isBuffer(text) ? text : Buffer.from(text), maxRows);

describe('reading an uploaded members CSV', () => {
  it('answers the trimmed header and each record with the line it ends on', () => {
    expect(read('\uFEFFcode , name\nC1,"\'=SUM(A1)"\n\nC2, Bee \n')).toEqual({
      header: ['code', 'name'],
      records: [
        { line: 2, cells: ['C1', '=SUM(A1)'] },
        { line: 4, cells: ['C2', 'Bee'] },
      ],
    });
    expect(read('code,name\nC1,"two\nlines"\nC2,x').records.map((r) => r.line)).toEqual([3, 4]);
  });

  it('refuses text that is not UTF-8, empty files, files without rows, too many rows and bad CSV', () => {
    expect(() => read(Buffer.from([0xff, 0xfe, 0x41]))).toThrow(
      expect.objectContaining(
        fileError('The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.'),
      ),
    );
    expect(() => read('')).toThrow(expect.objectContaining(fileError('The file is empty.')));
    expect(() => read('code,name\n')).toThrow(
      expect.objectContaining(fileError('The file has a header but no rows.')),
    );
    expect(() => read('code\nC1\nC2\nC3\n', 2)).toThrow(
      expect.objectContaining(fileError('The file has 3 rows; import at most 2 at a time.')),
    );
    expect(read('code\nC1\nC2\n', 2).records).toHaveLength(2);
    expect(() => read('code,name\n"C1,x\n')).toThrow(/^The file is not valid CSV: /);
  });
});
