/*
 * The contracts' plain constants and helpers, free of zod: the web app's entry chunk imports
 * them from '@club/contracts/core' so that the schemas (and zod) load only with the screens
 * that validate forms.
 */

export * from './site-pages.ts';
export * from './page-blocks.ts';
export * from './api-paths.ts';
export * from './enums.ts';
export * from './audit-actions.ts';
export {
  formatAmountInput,
  formatMinor,
  LANGUAGE_LOCALES,
  normalizeAmount,
  parseAmount,
  parseMajorToMinor,
  PLAIN_AMOUNT,
} from './money.ts';
export type { MoneyFormat } from './money.ts';

/** Role codes of DOMAIN.md "People and roles". */
export const ROLES = ['M', 'A', 'U', 'E'] as const;
export type Role = (typeof ROLES)[number];

/** The role codes by name: write `ROLE.admin`, never a bare 'A'. */
export const ROLE = { member: 'M', admin: 'A', editor: 'U', eventManager: 'E' } as const;

export const STAFF_ROLES = ['A', 'U', 'E'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The portal's languages; the first is the fallback. */
export const LANGUAGES = ['en', 'es', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The roles a child route may be opened by: the parent's roles narrowed by the child's own
 * (SPEC.md §6). `undefined` means "no restriction declared" at that level.
 */
export function intersectRoles(
  parent: readonly Role[] | undefined,
  child: readonly Role[] | undefined,
): readonly Role[] | undefined {
  if (!parent) return child;
  if (!child) return parent;
  return parent.filter((r) => child.includes(r));
}

/** Whether a user holding `held` may open something restricted to `allowed`. */
export function hasAnyRole(held: readonly Role[], allowed: readonly Role[] | undefined): boolean {
  if (!allowed) return true;
  return allowed.some((r) => held.includes(r));
}

export { ERROR_CODES } from './error-codes.ts';
export type { ErrorCode } from './error-codes.ts';
export { clubSettingText, SETTINGS_TRANSLATED_FIELDS } from './settings-texts.ts';
export type { SettingsTranslatedField } from './settings-texts.ts';
export { clubInstant, clubMoment, zonedInstant, zonedParts } from './club-time.ts';
export type { ClubMoment } from './club-time.ts';
