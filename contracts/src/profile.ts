import { z } from 'zod';
import { emailSchema, languageSchema } from './auth.ts';
import {
  FAMILY_RELATIONS,
  MEMBERSHIP_TYPES,
  MEMBER_STATUSES,
  PROFILE_APPROVAL_FIELDS,
  PROFILE_OFFICE_FIELDS,
  PROFILE_REQUEST_KINDS,
  PROFILE_REQUEST_STATUSES,
} from './enums.ts';
import { listQuery, pagedResponse } from './lists.ts';
import { memberPhoneSchema, pastDateSchema } from './member-admin.ts';
import { boundedText, idSchema } from './primitives.ts';

/*
 * The member's profile (issue 35, pages/profile): the details a member changes alone (mobile,
 * e-mail, mail language, contact consents), and the changes that wait for the office's
 * approval (the postal address, the name, a dependent added or removed), with the office's
 * approval queue. Paths: PROFILE_API.
 */

const oneOf = { message: 'validation.oneOf' };

/** A relative on the member's record (the spouse or a dependent), with its row's id. */
export const familyEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  relation: z.enum(FAMILY_RELATIONS),
  dateOfBirth: z.string().nullable(),
});
export type FamilyEntry = z.infer<typeof familyEntrySchema>;

/** What a request asks for (and, for the office, what the record held when it was asked). */
export const profileChangeSchema = z.object({
  address: z.string().optional(),
  title: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  /** A dependent added or removed: their name, relation and date of birth. */
  name: z.string().optional(),
  relation: z.enum(FAMILY_RELATIONS).optional(),
  dateOfBirth: z.string().nullable().optional(),
  /** The family row a removal names. */
  familyId: z.number().int().optional(),
});
export type ProfileChange = z.infer<typeof profileChangeSchema>;

export const profileRequestSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberCode: z.string(),
  memberName: z.string(),
  kind: z.enum(PROFILE_REQUEST_KINDS),
  status: z.enum(PROFILE_REQUEST_STATUSES),
  change: profileChangeSchema,
  /** The record before (address, name) when asked; null for a dependent. */
  before: profileChangeSchema.nullable(),
  reason: z.string(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ProfileRequest = z.infer<typeof profileRequestSchema>;

/** The signed-in member's profile: the record, the family, the requests waiting or decided lately. */
export const myProfileSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  address: z.string(),
  membershipType: z.enum(MEMBERSHIP_TYPES),
  status: z.enum(MEMBER_STATUSES),
  joinedOn: z.string(),
  language: languageSchema,
  consentEmail: z.boolean(),
  consentSms: z.boolean(),
  hasPhoto: z.boolean(),
  family: z.array(familyEntrySchema),
  /** The member's requests, pending first, then the latest decided (at most 10 of those). */
  requests: z.array(profileRequestSchema),
  /** The version an edit names (optimistic concurrency). */
  updatedAt: z.string(),
});
export type MyProfile = z.infer<typeof myProfileSchema>;

const optionalEmail = z
  .union([z.literal(''), emailSchema])
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * What a member changes alone (PUT mine): mobile, e-mail, mail language, contact consents,
 * with the version they saw. A field that needs the office's approval (the name, the
 * address, the family) or that only the office keeps: 400 naming it, nothing written.
 */
export const updateMyDetailsRequest = z
  .looseObject({
    mobile: memberPhoneSchema,
    email: optionalEmail,
    language: languageSchema.default('en'),
    consentEmail: z.boolean({ message: 'validation.invalid' }),
    consentSms: z.boolean({ message: 'validation.invalid' }),
    expectedUpdatedAt: z.iso.datetime({
      offset: true,
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? 'validation.required'
          : 'validation.date',
    }),
  })
  .superRefine((v, ctx) => {
    for (const f of PROFILE_APPROVAL_FIELDS) {
      if (f in v) ctx.addIssue({ code: 'custom', path: [f], message: 'validation.needsApproval' });
    }
    for (const f of PROFILE_OFFICE_FIELDS) {
      if (f in v) ctx.addIssue({ code: 'custom', path: [f], message: 'validation.officeOnly' });
    }
  })
  .transform((v) => ({
    mobile: v.mobile,
    email: v.email,
    language: v.language,
    consentEmail: v.consentEmail,
    consentSms: v.consentSms,
    expectedUpdatedAt: v.expectedUpdatedAt,
  }));
export type UpdateMyDetailsRequest = z.input<typeof updateMyDetailsRequest>;

const relationSchema = z.enum(FAMILY_RELATIONS, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? 'validation.required'
      : 'validation.oneOf',
});

const optionalPastDate = z
  .union([z.literal(''), pastDateSchema])
  .nullish()
  .transform((v) => (v ? v : null));

/** A change for the office's approval (POST requests), by kind. */
export const profileChangeRequest = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('address'), address: boundedText(1, 300) }),
    z.object({
      kind: z.literal('name'),
      title: z.string().trim().max(20, { message: 'validation.tooLong' }).default(''),
      firstName: boundedText(1, 60),
      lastName: boundedText(1, 60),
    }),
    z.object({
      kind: z.literal('add_dependent'),
      name: boundedText(1, 100),
      relation: relationSchema,
      dateOfBirth: optionalPastDate,
    }),
    z.object({ kind: z.literal('remove_dependent'), familyId: idSchema }),
  ],
  oneOf,
);
export type ProfileChangeRequest = z.input<typeof profileChangeRequest>;

/** The office's queue: status (none: all), search by member code or name, a page at a time. */
export const profileApprovalsQuery = listQuery.extend({
  status: z.enum(PROFILE_REQUEST_STATUSES, oneOf).optional(),
});
export type ProfileApprovalsQuery = z.input<typeof profileApprovalsQuery>;

export const profileApprovalsPage = pagedResponse(profileRequestSchema);
export type ProfileApprovalsPage = z.infer<typeof profileApprovalsPage>;

/** A rejection says why (the member reads it). */
export const rejectProfileRequest = z.object({ reason: boundedText(1, 300) });
export type RejectProfileRequest = z.input<typeof rejectProfileRequest>;
