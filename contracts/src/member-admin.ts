import { z } from 'zod';
import { idSchema, isoDateSchema } from './primitives.ts';
import { emailSchema, languageSchema } from './auth.ts';
import { listQuery, pagedResponse } from './lists.ts';
import { memberCodeSchema, memberStatusSchema, membershipTypeSchema } from './members.ts';
import { parseMajorToMinor } from './money.ts';
import type { FAMILY_RELATIONS, MEMBER_CSV_COLUMNS } from './enums.ts';
import {
  GENDERS,
  SPORTS,
  DEPENDENT_RELATIONS,
  MEMBER_SORTS,
  MEMBERSHIP_TYPES,
  MEMBER_STATUSES,
} from './enums.ts';

/** Admin member management (DOMAIN.md "People and roles"): the record, its list and its CSV. */

export const genderSchema = z.enum(GENDERS, { message: 'validation.oneOf' });
export type Gender = (typeof GENDERS)[number];

export const sportSchema = z.enum(SPORTS, { message: 'validation.oneOf' });
export type Sport = (typeof SPORTS)[number];

/** A dependent's relation: always chosen (an empty one is "required", no default). */
export const dependentRelationSchema = z.enum(DEPENDENT_RELATIONS, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? 'validation.required'
      : 'validation.oneOf',
});

/** A member's family on record: the spouse and the dependents. */
export type FamilyRelation = (typeof FAMILY_RELATIONS)[number];

/** Credit limits stop at ₹1,00,00,000.00 (one crore) in minor units. */
export const MAX_CREDIT_LIMIT = 1_000_000_000;
export const MAX_DEPENDENTS = 10;

const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * The latest date it is anywhere now (UTC+14): the schema does not know the club's time zone,
 * and a club ahead of UTC is already on its next day (a member who joins today there).
 */
const latestTodayIso = () => new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);

/** A date that is today or earlier (birth, joining), wherever the club is. */
export const pastDateSchema = isoDateSchema.refine((s) => s <= latestTodayIso(), {
  message: 'validation.dateInFuture',
});

/** Text that may be left empty: '' and null both become null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: 'validation.tooLong' })
    .nullish()
    .transform((v) => (v ? v : null));

const requiredText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: 'validation.required' })
    .max(max, { message: 'validation.tooLong' });

const optionalDate = z
  .union([z.literal(''), pastDateSchema])
  .nullish()
  .transform((v) => (v ? v : null));

export const memberPhoneSchema = optionalText(20).refine(
  (v) => v === null || /^\+?[0-9 ()-]{7,20}$/.test(v),
  { message: 'validation.phone' },
);

export const optionalEmailSchema = z
  .union([z.literal(''), emailSchema])
  .nullish()
  .transform((v) => (v ? v : null));

export const spouseSchema = z.object({
  name: requiredText(100),
  dateOfBirth: optionalDate,
});

export const dependentSchema = z.object({
  name: requiredText(100),
  relation: dependentRelationSchema,
  dateOfBirth: optionalDate,
});

/** What an admin enters for a member (create and update; status changes have their own call). */
export const memberSchema = z.object({
  code: memberCodeSchema,
  title: optionalText(20).transform((v) => v ?? ''),
  firstName: requiredText(60),
  lastName: requiredText(60),
  gender: genderSchema,
  dateOfBirth: optionalDate,
  email: optionalEmailSchema,
  mobile: memberPhoneSchema,
  address: optionalText(300).transform((v) => v ?? ''),
  membershipType: z.enum(MEMBERSHIP_TYPES, { message: 'validation.oneOf' }),
  joinedOn: pastDateSchema,
  spouse: spouseSchema.nullable().default(null),
  dependents: z
    .array(dependentSchema)
    .max(MAX_DEPENDENTS, { message: 'validation.tooMany' })
    .default([]),
  sportsInterests: z
    .array(sportSchema)
    .max(SPORTS.length)
    .default([])
    .transform((a) => [...new Set(a)]),
  /** Credit limit in minor units (paise). */
  creditLimit: z
    .number({ message: 'validation.creditLimit' })
    .int({ message: 'validation.creditLimit' })
    .min(0, { message: 'validation.creditLimit' })
    .max(MAX_CREDIT_LIMIT, { message: 'validation.creditLimit' }),
  language: languageSchema.default('en'),
  consentEmail: z.boolean().default(true),
  consentSms: z.boolean().default(false),
});
export type MemberInput = z.input<typeof memberSchema>;
export type MemberValues = z.output<typeof memberSchema>;

/** A new member also gets a status (Active unless told otherwise). */
const statusSchema = z.enum(MEMBER_STATUSES, { message: 'validation.oneOf' });

export const createMemberRequest = memberSchema.extend({
  status: statusSchema.default('Active'),
});
export type CreateMemberRequest = z.input<typeof createMemberRequest>;

/**
 * An edit carries the `updatedAt` of the member as the form loaded it: the server saves only
 * while the member is still that version, else answers 409 `member_changed` (no silent
 * overwrite of another admin's edit).
 */
export const updateMemberRequest = memberSchema.extend({
  expectedUpdatedAt: z.iso.datetime({
    offset: true,
    error: (issue) =>
      issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.date',
  }),
});
export type UpdateMemberRequest = z.input<typeof updateMemberRequest>;

/** A credit limit in rupees as typed in a form or a CSV ("50000", "50000.5", "50000.50") -> must convert exactly. */
export const creditLimitRupeesSchema = z
  .string()
  .trim()
  .refine((s) => parseMajorToMinor(s) !== null, { message: 'validation.creditLimit' })
  .refine((s) => (parseMajorToMinor(s) ?? 0) <= MAX_CREDIT_LIMIT, {
    message: 'validation.creditLimit',
  });

export const changeStatusRequest = z.object({
  status: statusSchema,
  reason: z.string().trim().max(300, { message: 'validation.tooLong' }).default(''),
});
export type ChangeStatusRequest = z.input<typeof changeStatusRequest>;

export const memberListQuery = listQuery.extend({
  sortBy: z.enum(MEMBER_SORTS).optional(),
  status: memberStatusSchema.optional(),
  membershipType: membershipTypeSchema.optional(),
});
export type MemberListQuery = Partial<z.output<typeof memberListQuery>>;

export const memberListItem = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  membershipType: z.enum(MEMBERSHIP_TYPES),
  status: z.enum(MEMBER_STATUSES),
  joinedOn: z.string(),
  lastLoginAt: z.string().nullable(),
  hasPhoto: z.boolean(),
});
export type MemberListItem = z.infer<typeof memberListItem>;
export const memberListResponse = pagedResponse(memberListItem);
export type MemberListResponse = z.infer<typeof memberListResponse>;

export const memberDetail = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  gender: genderSchema,
  dateOfBirth: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  address: z.string(),
  membershipType: z.enum(MEMBERSHIP_TYPES),
  status: z.enum(MEMBER_STATUSES),
  joinedOn: z.string(),
  spouse: z.object({ name: z.string(), dateOfBirth: z.string().nullable() }).nullable(),
  dependents: z.array(
    z.object({ name: z.string(), relation: z.string(), dateOfBirth: z.string().nullable() }),
  ),
  sportsInterests: z.array(z.string()),
  creditLimit: z.number().int(),
  language: languageSchema,
  consentEmail: z.boolean(),
  consentSms: z.boolean(),
  hasPhoto: z.boolean(),
  /** Online access: none yet, a temporary PIN waiting to be changed, or active. */
  onlineAccess: z.enum(['none', 'pending', 'active']),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MemberDetail = z.infer<typeof memberDetail>;

export const availabilityQuery = z.object({
  field: z.enum(['code', 'email']),
  value: z.string().trim().min(1).max(254),
  /** The member being edited (its own code and email are available to it). */
  excludeId: idSchema.optional(),
});
export type AvailabilityQuery = z.output<typeof availabilityQuery>;
export const availabilityResponse = z.object({
  available: z.boolean(),
  /** False when the value is not even well-formed (nothing to check). */
  valid: z.boolean(),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponse>;

/* ---------------------------------- CSV ---------------------------------- */

export type MemberCsvColumn = (typeof MEMBER_CSV_COLUMNS)[number];
/** Columns a file must have; the others may be left out. */
export const MEMBER_CSV_REQUIRED: readonly MemberCsvColumn[] = [
  'code',
  'firstName',
  'lastName',
  'membershipType',
];

/** "Kabir Mehta/Son/2012-09-03; Ira Mehta/Daughter/" -> dependents. */
export function parseDependents(text: string) {
  return text
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((part) => {
      const [name = '', relation = '', dateOfBirth = ''] = part.split('/').map((x) => x.trim());
      return { name, relation, dateOfBirth };
    });
}
export function formatDependents(
  list: readonly { name: string; relation: string; dateOfBirth: string | null }[],
): string {
  return list.map((d) => `${d.name}/${d.relation}/${d.dateOfBirth ?? ''}`).join('; ');
}

/** The cells of one row of the members CSV (missing optional columns read as ''). */
export type MemberCsvCells = Partial<Record<MemberCsvColumn, string>>;

/** Turns a CSV row into a create request; validate it with `createMemberRequest`. */
export function memberCsvRowToRequest(cells: MemberCsvCells): CreateMemberRequest {
  const r = (k: MemberCsvColumn) => (cells[k] ?? '').trim();
  return {
    code: r('code'),
    title: r('title'),
    firstName: r('firstName'),
    lastName: r('lastName'),
    gender: (r('gender').toUpperCase() || 'U') as (typeof GENDERS)[number],
    dateOfBirth: r('dateOfBirth'),
    email: r('email'),
    mobile: r('mobile'),
    address: r('address'),
    membershipType: r('membershipType') as (typeof MEMBERSHIP_TYPES)[number],
    status: (r('status') || 'Active') as (typeof MEMBER_STATUSES)[number],
    joinedOn: r('joinedOn') || todayIso(),
    spouse: r('spouseName') ? { name: r('spouseName'), dateOfBirth: r('spouseDateOfBirth') } : null,
    dependents: parseDependents(r('dependents')) as CreateMemberRequest['dependents'],
    sportsInterests: r('sportsInterests')
      .split(/[;,]/)
      .map((s) => s.trim())
      .filter(Boolean) as (typeof SPORTS)[number][],
    creditLimit: r('creditLimit') === '' ? 0 : (parseMajorToMinor(r('creditLimit')) ?? -1),
    language: (r('language').toLowerCase() || 'en') as 'en',
    consentEmail: true,
    consentSms: false,
  };
}

/** Where a create-request field's error shows in the CSV: its column. */
export function csvColumnOf(path: readonly PropertyKey[]): string {
  const [first, second] = path.map(String);
  if (first === 'spouse') return second === 'dateOfBirth' ? 'spouseDateOfBirth' : 'spouseName';
  return first ?? '(row)';
}

export const importRowError = z.object({
  /** The line of the file (the header is line 1). */
  line: z.number().int(),
  field: z.string(),
  message: z.string(),
  key: z.string().optional(),
});
export type ImportRowError = z.infer<typeof importRowError>;

export const importPreviewResponse = z.object({
  rows: z.number().int(),
  valid: z.number().int(),
  members: z.array(
    z.object({
      line: z.number().int(),
      code: z.string(),
      name: z.string(),
      email: z.string().nullable(),
      membershipType: z.string(),
      status: z.string(),
    }),
  ),
  errors: z.array(importRowError),
});
export type ImportPreviewResponse = z.infer<typeof importPreviewResponse>;

export const importCommitResponse = z.object({
  imported: z.number().int(),
  mailed: z.number().int(),
});
export type ImportCommitResponse = z.infer<typeof importCommitResponse>;
