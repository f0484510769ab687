import {
  createMemberRequest,
  creditLimitRupeesSchema,
  formatAmountInput,
  memberStatusSchema,
  parseMajorToMinor,
  spouseSchema,
  type CreateMemberRequest,
  type MemberDetail,
  type MemberStatus,
  type UpdateMemberRequest,
} from '@club/contracts';
import { z } from 'zod';

/** What the member form holds: the credit limit as rupees text, the spouse as two fields. */
export interface MemberFormValues extends Record<string, unknown> {
  code: string;
  title: string;
  firstName: string;
  lastName: string;
  gender: 'M' | 'F' | 'O' | 'U';
  dateOfBirth: string;
  email: string;
  mobile: string;
  address: string;
  membershipType: string;
  status: MemberStatus;
  joinedOn: string;
  spouseName: string;
  spouseDateOfBirth: string;
  dependents: { name: string; relation: string; dateOfBirth: string }[];
  sportsInterests: string[];
  creditLimit: string;
  language: 'en' | 'es' | 'de';
  consentEmail: boolean;
  consentSms: boolean;
}

/** The form's schema: the contract's, with the rupee text and the spouse fields. */
export const memberFormSchema = createMemberRequest
  .omit({ spouse: true, creditLimit: true, status: true })
  .extend({
    status: memberStatusSchema,
    spouseName: z.string().trim().max(100, { message: 'validation.tooLong' }),
    spouseDateOfBirth: spouseSchema.shape.dateOfBirth,
    creditLimit: creditLimitRupeesSchema,
  })
  .refine((v) => v.spouseName !== '' || !v.spouseDateOfBirth, {
    path: ['spouseName'],
    message: 'validation.required',
  });

/**
 * Minor units as the rupee text the form shows, exactly, in the reader's locale ("50000.00";
 * "50000,00" in German).
 */
export function minorToRupeeText(minor: number, locale?: string): string {
  return formatAmountInput(minor, locale);
}

/** An empty form; a new member joins today (the club's date, `today`) unless told otherwise. */
export function emptyMemberValues(today: string, locale?: string): MemberFormValues {
  return {
    code: '',
    title: '',
    firstName: '',
    lastName: '',
    gender: 'U',
    dateOfBirth: '',
    email: '',
    mobile: '',
    address: '',
    membershipType: 'Ordinary',
    status: 'Active',
    joinedOn: today,
    spouseName: '',
    spouseDateOfBirth: '',
    dependents: [],
    sportsInterests: [],
    creditLimit: minorToRupeeText(0, locale),
    language: 'en',
    consentEmail: true,
    consentSms: false,
  };
}

export function valuesOf(m: MemberDetail, locale?: string): MemberFormValues {
  return {
    code: m.code,
    title: m.title,
    firstName: m.firstName,
    lastName: m.lastName,
    gender: m.gender,
    dateOfBirth: m.dateOfBirth ?? '',
    email: m.email ?? '',
    mobile: m.mobile ?? '',
    address: m.address,
    membershipType: m.membershipType,
    status: m.status,
    joinedOn: m.joinedOn,
    spouseName: m.spouse?.name ?? '',
    spouseDateOfBirth: m.spouse?.dateOfBirth ?? '',
    dependents: m.dependents.map((d) => ({ ...d, dateOfBirth: d.dateOfBirth ?? '' })),
    sportsInterests: m.sportsInterests,
    creditLimit: minorToRupeeText(m.creditLimit, locale),
    language: m.language,
    consentEmail: m.consentEmail,
    consentSms: m.consentSms,
  };
}

/**
 * The request the server takes (credit limit converted exactly to paise): from the values
 * onSubmit hands over, whose credit limit useMemberForm has made plain ("1234.50").
 */
export function requestOf(v: MemberFormValues): CreateMemberRequest {
  const { spouseName, spouseDateOfBirth, creditLimit, ...rest } = v;
  return {
    ...rest,
    membershipType: rest.membershipType as CreateMemberRequest['membershipType'],
    dependents: rest.dependents as CreateMemberRequest['dependents'],
    sportsInterests: rest.sportsInterests as CreateMemberRequest['sportsInterests'],
    spouse: spouseName.trim() ? { name: spouseName, dateOfBirth: spouseDateOfBirth || null } : null,
    creditLimit: parseMajorToMinor(creditLimit) ?? -1,
  };
}

/**
 * An edit's request: the form's values (the status has its own action) and the version of
 * the member the form was loaded with, so the server refuses it if someone changed it since.
 */
export function updateRequestOf(
  v: MemberFormValues,
  expectedUpdatedAt: string,
): UpdateMemberRequest {
  const { status: _status, ...request } = requestOf(v);
  return { ...request, expectedUpdatedAt };
}

/** The server names spouse fields by the request; the form by its own two fields. */
export function formFieldOf(field: string): string {
  if (field === 'spouse.name' || field === 'spouse') return 'spouseName';
  if (field === 'spouse.dateOfBirth') return 'spouseDateOfBirth';
  return field;
}
