import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The cached public reads are only as fresh as their invalidations: every write to a table
 * they show must go through changePublicData (or, for the seed, notifyPublicData). This test
 * reads the server's source and names any file that writes one of those tables without it.
 */

const SRC = path.resolve(import.meta.dirname, '..');
/** The tables the cached reads are read from (live/public-reads.ts topics). */
const CACHED_TABLES = [
  'clubSettings',
  'contentPages',
  'contentPageTranslations',
  'siteImages',
  'committeeMembers',
  'affiliatedClubs',
  'banquetHalls',
  'banquetHallPhotos',
  'banquetPackages',
  'banquetPackageCourses',
  'banquetCourses',
  'banquetDishes',
  'banquetAddons',
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : sourceFiles(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

describe('writes to the tables of cached public reads', () => {
  it('all invalidate the read cache', () => {
    const tables = CACHED_TABLES.join('|');
    const writesDirectly = new RegExp(`\\.(insert|update|delete)\\(\\s*(${tables})\\b`);
    const importsTable = new RegExp(`\\b(${tables})\\b`);
    const writesSomething = /\.(insert|update|delete)\(/;
    const offenders = sourceFiles(SRC).filter((file) => {
      if (file.includes(`${path.sep}db${path.sep}schema${path.sep}`)) return false;
      const text = fs.readFileSync(file, 'utf8');
      // A file that imports a cached table and writes: an offender unless every table it
      // writes is another one named in its schema import (it only reads the cached one).
      const schemaImport = /import \{([^}]*)\} from '[./]*db\/schema\/index\.ts'/.exec(text);
      const schemaNames = new Set(
        (schemaImport?.[1] ?? '').split(',').map((n) => n.replace(/^\s*type\s+/, '').trim()),
      );
      const targets = [...text.matchAll(/\.(?:insert|update|delete)\(\s*([\w.]+)/g)].map(
        (m) => m[1] ?? '',
      );
      const writesOtherTablesOnly =
        targets.length > 0 && targets.every((t) => schemaNames.has(t) && !importsTable.test(t));
      const writes =
        writesDirectly.test(text) ||
        (importsTable.test(text) && writesSomething.test(text) && !writesOtherTablesOnly);
      return writes && !/\b(changePublicData|notifyPublicData)\(/.test(text);
    });
    expect(offenders.map((f) => path.relative(SRC, f))).toEqual([]);
  });
});
