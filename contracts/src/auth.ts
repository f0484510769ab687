import { z } from 'zod';
import { memberCodeSchema, memberStatusSchema, pinSchema } from './members.ts';
import { roleSchema } from './roles.ts';

import { LANGUAGES } from './core.ts';
import { ACCOUNT_KINDS, LINK_PURPOSES } from './enums.ts';

export { LANGUAGES } from './core.ts';
export type { Language } from './core.ts';
export const languageSchema = z.enum(LANGUAGES);

export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export type LinkPurpose = (typeof LINK_PURPOSES)[number];

/** Failed sign-ins before an identifier locks, and for how long. */
export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_MINUTES = 15;

/** Staff codes: letters, digits, dot, dash, underscore; case-insensitive. */
export const staffCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9._-]{1,31}$/, { message: 'validation.staffCode' })
  .transform((s) => s.toLowerCase());

/** A staff password: 10 to 128 characters with at least one letter and one digit. */
export const passwordSchema = z
  .string()
  .min(10, { message: 'validation.passwordLength' })
  .max(128, { message: 'validation.passwordLength' })
  .regex(/[A-Za-z]/, { message: 'validation.passwordLetter' })
  .regex(/[0-9]/, { message: 'validation.passwordDigit' });

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .email({ message: 'validation.email' })
  .max(254);

export const memberLoginRequest = z.object({
  memberCode: memberCodeSchema,
  pin: z.string().min(1, { message: 'validation.required' }).max(6, { message: 'validation.pin' }),
});
export type MemberLoginRequest = z.input<typeof memberLoginRequest>;

export const staffLoginRequest = z.object({
  staffCode: staffCodeSchema,
  password: z.string().min(1, { message: 'validation.required' }).max(128),
});
export type StaffLoginRequest = z.input<typeof staffLoginRequest>;

export const actingMemberSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  status: memberStatusSchema,
});

export const sessionUserSchema = z.object({
  kind: z.enum(ACCOUNT_KINDS),
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  /** Effective roles: a member holds M; staff their role, plus M while acting as a member. */
  roles: z.array(roleSchema),
  language: languageSchema,
  mustChangeCredential: z.boolean(),
  memberStatus: memberStatusSchema.nullable(),
  actingAs: actingMemberSchema.nullable(),
  lastLoginAt: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const meResponse = z.object({ user: sessionUserSchema.nullable() });
export type MeResponse = z.infer<typeof meResponse>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const registerRequest = z.object({ memberCode: memberCodeSchema, email: emailSchema });
export type RegisterRequest = z.input<typeof registerRequest>;

export const forgotPinRequest = z.object({ memberCode: memberCodeSchema, email: emailSchema });
export type ForgotPinRequest = z.input<typeof forgotPinRequest>;

export const forgotPasswordRequest = z.object({ staffCode: staffCodeSchema, email: emailSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

export const tokenInfoResponse = z.object({
  purpose: z.enum(LINK_PURPOSES),
  kind: z.enum(ACCOUNT_KINDS),
  code: z.string(),
});
export type TokenInfoResponse = z.infer<typeof tokenInfoResponse>;

export const tokenQuery = z.object({ token: z.string().min(20).max(200) });

/** Set a PIN (members) or password (staff) from an emailed link; the server knows which. */
export const resetRequest = z.object({
  token: z.string().min(20).max(200),
  secret: z.string().min(1, { message: 'validation.required' }).max(128),
});
export type ResetRequest = z.input<typeof resetRequest>;

export const loginTroubleRequest = z.object({
  name: z.string().trim().min(2, { message: 'validation.required' }).max(120),
  code: z.string().trim().max(32).optional().default(''),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .regex(/^(\+?[0-9 ()-]{7,20})?$/, { message: 'validation.phone' })
    .optional()
    .default(''),
  message: z.string().trim().min(10, { message: 'validation.messageLength' }).max(2000),
});
export type LoginTroubleRequest = z.input<typeof loginTroubleRequest>;

/*
 * Change PIN / password: each field says its own first problem. An empty field is "required";
 * the comparisons (the confirmation matches, the new one differs from the current one) speak
 * only once both sides are filled in, so an empty form does not blame the new PIN for
 * matching the empty current one.
 */
const filled = (...values: string[]) => values.every((v) => v !== '');

export const changePinRequest = z
  .object({
    currentPin: z.string().min(1, { message: 'validation.required' }).max(6),
    newPin: z.string().min(1, { message: 'validation.required' }).pipe(pinSchema),
    confirmPin: z.string().min(1, { message: 'validation.required' }),
  })
  .refine((v) => !filled(v.newPin, v.confirmPin) || v.newPin === v.confirmPin, {
    path: ['confirmPin'],
    message: 'validation.pinMismatch',
  })
  .refine((v) => !filled(v.newPin, v.currentPin) || v.newPin !== v.currentPin, {
    path: ['newPin'],
    message: 'validation.pinSame',
  });
export type ChangePinRequest = z.input<typeof changePinRequest>;

export const changePasswordRequest = z
  .object({
    currentPassword: z.string().min(1, { message: 'validation.required' }).max(128),
    newPassword: z.string().min(1, { message: 'validation.required' }).pipe(passwordSchema),
    confirmPassword: z.string().min(1, { message: 'validation.required' }),
  })
  .refine((v) => !filled(v.newPassword, v.confirmPassword) || v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordMismatch',
  })
  .refine((v) => !filled(v.newPassword, v.currentPassword) || v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: 'validation.passwordSame',
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

export const actAsRequest = z.object({ memberCode: memberCodeSchema });
export type ActAsRequest = z.input<typeof actAsRequest>;

export const languageRequest = z.object({ language: languageSchema });

/** SPEC.md §8's exact success texts (the web translates them by key for es/de). */
export const SUCCESS_TEXTS = {
  forgotPassword: 'New Password has been sent to your mailId Successfully.',
  forgotPin: 'Pin number has been sent to your mailId Successfully.',
  loginTrouble: 'Mail sent to IT Admin successfully.',
} as const;
