import { updateMemberRequest, type MemberDetail } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptyMemberValues,
  formFieldOf,
  memberFormSchema,
  minorToRupeeText,
  requestOf,
  updateRequestOf,
  valuesOf,
} from './member-form-values';

const detail: MemberDetail = {
  id: 7,
  code: 'M1001',
  title: 'Mr',
  firstName: 'Arjun',
  lastName: 'Mehta',
  gender: 'M',
  dateOfBirth: null,
  email: 'm1001@example.com',
  mobile: null,
  address: '',
  membershipType: 'Life',
  status: 'Active',
  joinedOn: '2020-04-17',
  spouse: { name: 'Priya Mehta', dateOfBirth: '1982-06-14' },
  dependents: [{ name: 'Kabir Mehta', relation: 'Son', dateOfBirth: null }],
  sportsInterests: ['Tennis'],
  creditLimit: 5_000_005,
  language: 'en',
  consentEmail: true,
  consentSms: false,
  hasPhoto: false,
  onlineAccess: 'active',
  lastLoginAt: null,
  createdAt: '2020-04-17T00:00:00.000Z',
  updatedAt: '2020-04-17T00:00:00.000Z',
};

describe('member form values', () => {
  it('shows the credit limit in rupees and sends it back in paise exactly', () => {
    expect(minorToRupeeText(5_000_005)).toBe('50000.05');
    expect(minorToRupeeText(0)).toBe('0.00');
    const values = valuesOf(detail);
    expect(values.creditLimit).toBe('50000.05');
    const req = requestOf({ ...values, creditLimit: '0.29' });
    expect(req.creditLimit).toBe(29);
    expect(req.spouse).toEqual({ name: 'Priya Mehta', dateOfBirth: '1982-06-14' });
    expect(req.dependents).toEqual([{ name: 'Kabir Mehta', relation: 'Son', dateOfBirth: '' }]);
  });

  it('sends an edit with the version it was loaded from, without the status', () => {
    const req = updateRequestOf(
      { ...valuesOf(detail), mobile: '+91 98450 99999' },
      detail.updatedAt,
    );
    expect(req.expectedUpdatedAt).toBe('2020-04-17T00:00:00.000Z');
    expect(req.mobile).toBe('+91 98450 99999');
    expect(req.creditLimit).toBe(5_000_005);
    expect(req).not.toHaveProperty('status');
    expect(updateMemberRequest.safeParse(req).success).toBe(true);
    const { expectedUpdatedAt: _v, ...withoutVersion } = req;
    const refused = updateMemberRequest.safeParse(withoutVersion);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['expectedUpdatedAt', 'validation.required'],
    ]);
  });

  it('drops an empty spouse and refuses a spouse birth date without a name', () => {
    const v = { ...emptyMemberValues('2026-03-01'), code: 'M1', firstName: 'A', lastName: 'B' };
    expect(requestOf(v).spouse).toBeNull();
    const r = memberFormSchema.safeParse({ ...v, spouseDateOfBirth: '1980-01-01' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['spouseName']);
    expect(memberFormSchema.safeParse({ ...v, creditLimit: '12.345' }).success).toBe(false);
    expect(memberFormSchema.safeParse(v).success).toBe(true);
  });

  it('refuses a dependent whose relation was not chosen (there is no default)', () => {
    const v = {
      ...emptyMemberValues('2026-03-01'),
      code: 'M1',
      firstName: 'A',
      lastName: 'B',
      dependents: [{ name: 'Ria', relation: '', dateOfBirth: '' }],
    };
    const r = memberFormSchema.safeParse(v);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['dependents.0.relation', 'validation.required'],
    ]);
    const chosen = { ...v, dependents: [{ name: 'Ria', relation: 'Daughter', dateOfBirth: '' }] };
    expect(memberFormSchema.safeParse(chosen).success).toBe(true);
  });

  it("maps the server's spouse fields onto the form's", () => {
    expect(formFieldOf('spouse.name')).toBe('spouseName');
    expect(formFieldOf('spouse.dateOfBirth')).toBe('spouseDateOfBirth');
    expect(formFieldOf('email')).toBe('email');
  });
});
