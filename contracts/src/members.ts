import { z } from 'zod';
import { MEMBERSHIP_TYPES, MEMBER_STATUSES } from './enums.ts';

export const membershipTypeSchema = z.enum(MEMBERSHIP_TYPES);
export type MembershipType = z.infer<typeof membershipTypeSchema>;

export const memberStatusSchema = z.enum(MEMBER_STATUSES);
export type MemberStatus = z.infer<typeof memberStatusSchema>;

/** Statuses whose holders may still sign in (to read their statement and pay dues). */
export const SIGN_IN_STATUSES: readonly MemberStatus[] = ['Active', 'Suspended', 'Lapsed'];

/** Whether a member with this status may sign in and hold a session (not Resigned or Deceased). */
export const canSignIn = (status: string): boolean =>
  SIGN_IN_STATUSES.includes(status as MemberStatus);

/** A member code is letters followed by digits (A001, INST326, M1001); case-insensitive. */
export const memberCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{1,8}[0-9]{1,8}$/, { message: 'validation.memberCode' })
  .transform((s) => s.toUpperCase());

export const pinSchema = z.string().regex(/^[0-9]{4,6}$/, { message: 'validation.pin' });
