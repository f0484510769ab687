import { describe, expect, it, vi } from 'vitest';
import {
  createMemberRequest,
  csvColumnOf,
  formatDependents,
  listQuery,
  memberCsvRowToRequest,
  parseDependents,
  toPaged,
} from './index.ts';

describe('list queries', () => {
  it('fills defaults, coerces numbers from the query string and caps the page size', () => {
    expect(listQuery.parse({})).toEqual({ sortDir: 'asc', pageIndex: 0, pageSize: 20 });
    expect(listQuery.parse({ pageIndex: '2', pageSize: '50', term: '  xy ' })).toMatchObject({
      pageIndex: 2,
      pageSize: 50,
      term: 'xy',
    });
    expect(listQuery.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(listQuery.safeParse({ pageIndex: '-1' }).success).toBe(false);
  });

  it('drops a term of one character (SPEC.md §5), and refuses one over 100', () => {
    expect(listQuery.parse({ term: ' x ' }).term).toBeUndefined();
    expect(listQuery.parse({ term: '' }).term).toBeUndefined();
    expect(listQuery.parse({ term: 'ab' }).term).toBe('ab');
    expect(listQuery.safeParse({ term: 'a'.repeat(101) }).success).toBe(false);
  });

  it('answers the page count of SPEC.md §7', () => {
    expect(toPaged([1, 2], 41, { pageIndex: 2, pageSize: 20 })).toEqual({
      items: [1, 2],
      pageCount: 3,
      pageIndex: 2,
      pageSize: 20,
      total: 41,
    });
    expect(toPaged([], 0, { pageIndex: 0, pageSize: 20 }).pageCount).toBe(0);
  });
});

describe('member record', () => {
  const base = {
    code: 'm2001',
    firstName: 'Asha',
    lastName: 'Rao',
    gender: 'F',
    membershipType: 'Ordinary',
    joinedOn: '2020-01-01',
    creditLimit: 0,
  } as const;

  it('normalises: code upper-cased, empty texts to null, duplicate sports once', () => {
    const v = createMemberRequest.parse({
      ...base,
      email: '',
      mobile: ' ',
      dateOfBirth: '',
      sportsInterests: ['Yoga', 'Yoga'],
    });
    expect(v).toMatchObject({
      code: 'M2001',
      email: null,
      mobile: null,
      dateOfBirth: null,
      status: 'Active',
      sportsInterests: ['Yoga'],
      spouse: null,
      dependents: [],
      language: 'en',
    });
  });

  it('refuses impossible or future dates, fractional paise and unknown choices', () => {
    const bad = (over: object) => createMemberRequest.safeParse({ ...base, ...over }).success;
    expect(bad({ dateOfBirth: '2023-02-30' })).toBe(false);
    expect(bad({ joinedOn: '2999-01-01' })).toBe(false);
    expect(bad({ creditLimit: 10.5 })).toBe(false);
    expect(bad({ creditLimit: -1 })).toBe(false);
    expect(bad({ membershipType: 'Gold' })).toBe(false);
    expect(bad({ dependents: [{ name: 'X', relation: 'Spouse' }] })).toBe(false);
  });
});

describe('members CSV', () => {
  it('reads a row into a create request (rupees to paise exactly, family columns)', () => {
    const req = memberCsvRowToRequest({
      code: 'C1',
      firstName: 'A',
      lastName: 'B',
      membershipType: 'Life',
      creditLimit: '25000.05',
      spouseName: 'S',
      spouseDateOfBirth: '1970-01-01',
      dependents: 'K/Son/2010-05-05; L/Daughter/',
      sportsInterests: 'Tennis; Yoga',
    });
    expect(req).toMatchObject({
      creditLimit: 2_500_005,
      spouse: { name: 'S', dateOfBirth: '1970-01-01' },
      dependents: [
        { name: 'K', relation: 'Son', dateOfBirth: '2010-05-05' },
        { name: 'L', relation: 'Daughter', dateOfBirth: '' },
      ],
      sportsInterests: ['Tennis', 'Yoga'],
      status: 'Active',
      gender: 'U',
    });
    expect(createMemberRequest.safeParse(req).success).toBe(true);
    expect(memberCsvRowToRequest({ creditLimit: '1.234' }).creditLimit).toBe(-1);
  });

  it('writes dependents the way it reads them, and names the column of an error', () => {
    const list = [{ name: 'K', relation: 'Son', dateOfBirth: null }];
    expect(parseDependents(formatDependents(list))).toEqual([
      { name: 'K', relation: 'Son', dateOfBirth: '' },
    ]);
    expect(csvColumnOf(['spouse', 'dateOfBirth'])).toBe('spouseDateOfBirth');
    expect(csvColumnOf(['dependents', 0, 'relation'])).toBe('dependents');
  });
});

describe('dates not in the future', () => {
  it("take a club's today even where it is already tomorrow in UTC, and refuse the day after", () => {
    const base = {
      code: 'M2001',
      firstName: 'Asha',
      lastName: 'Rao',
      gender: 'F',
      membershipType: 'Ordinary',
      creditLimit: 0,
    } as const;
    // 20:00 UTC on the 24th: already the 25th in Kolkata (UTC+5:30) and Kiritimati (UTC+14).
    vi.useFakeTimers({ now: new Date('2026-11-24T20:00:00Z') });
    try {
      expect(createMemberRequest.safeParse({ ...base, joinedOn: '2026-11-25' }).success).toBe(true);
      const tooLate = createMemberRequest.safeParse({ ...base, joinedOn: '2026-11-26' });
      expect(tooLate.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['joinedOn', 'validation.dateInFuture'],
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
