import type { Page } from 'playwright-core';
import { app, appReady } from './browser.ts';

/** The demo club's staff accounts (server seed). */
export const STAFF = {
  admin: { code: 'admin', password: 'Admin@12345' },
  editor: { code: 'editor', password: 'Editor@12345' },
  events: { code: 'events', password: 'Events@12345' },
} as const;

/**
 * Fills and sends the member form of the sign-in page already shown (e.g. /login?from=...),
 * in English, Spanish or German.
 */
export async function submitMemberSignIn(page: Page, code: string, pin: string) {
  await page.getByLabel(/member code|código de socio|mitgliedsnummer/i).fill(code);
  await page.getByLabel(/^pin/i).fill(pin);
  await page
    .getByRole('button', { name: /sign in as member|entrar como socio|als mitglied anmelden/i })
    .click();
}

/** Fills and sends the staff form of the sign-in page already shown (its staff tab). */
export async function submitStaffSignIn(page: Page, code: string, password: string) {
  await page.getByLabel(/staff code/i).fill(code);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /sign in as staff/i }).click();
}

/** Opens /login and signs in as a member; the journey checks where it lands. */
export async function signInMember(page: Page, code: string, pin: string) {
  await page.goto(app('/login'));
  await appReady(page);
  await submitMemberSignIn(page, code, pin);
}

/** Opens /login's staff tab and signs in; the journey checks where it lands. */
export async function signInStaff(page: Page, code: string, password: string) {
  await page.goto(app('/login?tab=staff'));
  await appReady(page);
  await submitStaffSignIn(page, code, password);
}
