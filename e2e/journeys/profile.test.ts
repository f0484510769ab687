import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, memberApi } from '../support/api-session.ts';
import {
  app,
  expectAccessible,
  expectPath,
  expectToast,
  restoreAccountLanguage,
  withVisitor,
} from '../support/browser.ts';
import { expectNothingCut } from '../support/layout.ts';
import { signInMember } from '../support/sign-in.ts';
import { accessibleOn, closeToastsOn, mainMenu, withAdmin } from '../support/staff-journey.ts';

/*
 * My Profile and the office's approvals (issue 35 item 1): M1001 changes their mobile number
 * (saved at once, kept on reload), asks for a new dependent; the admin approves it in Profile
 * Approvals, and M1001 sees the dependent in their family. At 1440 and 375 px (German), axe
 * clean. The demo's record is put back after (the mobile, the dependent removed).
 */

/** What the journey reads of GET /api/member/profile. */
interface MyProfile {
  mobile: string | null;
  email: string | null;
  language: string;
  consentEmail: boolean;
  consentSms: boolean;
  updatedAt: string;
  family: { id: number; name: string }[];
  requests: { id: number; kind: string; status: string; change: { familyId?: number } }[];
}

const PROFILE = '/pages/profile';
const APPROVALS = '/admin/member/approvals';
const run = Date.now().toString(36);
const CHILD = `Anaya Mehta ${run}`;
const MOBILE = '+91 98765 43210';
let original: MyProfile;

beforeAll(async () => {
  const m1001 = await memberApi('M1001', '1234');
  original = await m1001<MyProfile>('GET', '/api/member/profile');
});

afterAll(async () => {
  // M1001's record as the demo has it: the old mobile, no new dependent.
  const m1001 = await memberApi('M1001', '1234');
  const now = await m1001<MyProfile>('GET', '/api/member/profile');
  await m1001('PUT', '/api/member/profile', {
    mobile: original.mobile,
    email: now.email,
    language: now.language,
    consentEmail: now.consentEmail,
    consentSms: now.consentSms,
    expectedUpdatedAt: now.updatedAt,
  });
  const child = now.family.find((f) => f.name === CHILD);
  if (!child) return;
  const asked = await m1001<MyProfile>('POST', '/api/member/profile/requests', {
    kind: 'remove_dependent',
    familyId: child.id,
  });
  const removal = asked.requests.find(
    (r) =>
      r.kind === 'remove_dependent' && r.status === 'Pending' && r.change.familyId === child.id,
  );
  const admin = await adminApi();
  if (removal) await admin('POST', `/api/admin/member/approvals/${removal.id}/approve`);
});

const heading = (p: Page, name: string) => p.getByRole('heading', { name, level: 1 });

describe('my profile and the approvals', () => {
  it('M1001 changes their mobile, asks for a dependent; the admin approves; M1001 sees them', async () => {
    await withVisitor({ width: 1440 }, async (p) => {
      await signInMember(p, 'M1001', '1234');
      await expectPath(p, '/dashboards/default');
      await mainMenu(p).getByRole('link', { name: 'My Profile', exact: true }).click();
      await expectPath(p, PROFILE);
      await expect.poll(() => heading(p, 'My Profile').isVisible()).toBe(true);

      // The mobile: changed alone, at once; a reload keeps it.
      const mobile = p.getByRole('textbox', { name: 'Mobile number' });
      await mobile.fill('not a number');
      await p.getByRole('button', { name: 'Save contact details' }).click();
      await expect.poll(() => mobile.getAttribute('aria-invalid')).toBe('true');
      await mobile.fill(MOBILE);
      await p.getByRole('button', { name: 'Save contact details' }).click();
      await expectToast(p, 'Your contact details are saved.');
      await p.reload();
      await expect
        .poll(() => p.getByRole('textbox', { name: 'Mobile number' }).inputValue())
        .toBe(MOBILE);
      await closeToastsOn(p);
      await expectAccessible(p);

      // A new dependent: asked of the office, marked as waiting.
      await p.getByRole('button', { name: 'Ask to add a dependent' }).click();
      const dialog = p.getByRole('dialog', { name: 'A new dependent' });
      await dialog.getByRole('textbox', { name: /^Full name/ }).fill(CHILD);
      await dialog.getByRole('textbox', { name: /^Relation/ }).click();
      await p.getByRole('option', { name: 'Daughter', exact: true }).click();
      await accessibleOn(p, 1000);
      await dialog.getByRole('button', { name: 'Send to the office' }).click();
      await expectToast(p, 'Your request is sent to the office for approval.');
      const family = p.getByRole('region', { name: 'Family' });
      const waiting = family.getByRole('listitem').filter({ hasText: CHILD });
      await expect.poll(() => waiting.getByText('Waiting for approval').isVisible()).toBe(true);

      // The office approves it in its queue.
      await withAdmin({ width: 1440 }, async (a) => {
        await mainMenu(a).getByRole('link', { name: 'Profile Approvals', exact: true }).click();
        await expectPath(a, APPROVALS);
        await expect.poll(() => heading(a, 'Profile Approvals').isVisible()).toBe(true);
        await a.getByRole('textbox', { name: 'Search' }).fill('M1001');
        const row = a.getByRole('table').getByRole('row').filter({ hasText: CHILD });
        await expect.poll(() => row.isVisible()).toBe(true);
        await accessibleOn(a, 1000);
        await row.getByRole('button', { name: /^Approve the request of Arjun Mehta/ }).click();
        await expectToast(a, 'Approved: the member’s record is changed.');
        // Pending only (the default): it left the list.
        await expect.poll(() => row.count()).toBe(0);
      });

      // M1001 sees the dependent in their family, no longer waiting.
      await p.reload();
      const entry = p
        .getByRole('region', { name: 'Family' })
        .getByRole('listitem')
        .filter({ hasText: CHILD });
      await expect.poll(() => entry.isVisible()).toBe(true);
      await expect.poll(() => entry.getByText('Waiting for approval').count()).toBe(0);
      await expect
        .poll(() =>
          p
            .getByRole('region', { name: 'Your requests to the office' })
            .getByText('Approved', { exact: true })
            .first()
            .isVisible(),
        )
        .toBe(true);
    });
  });

  it('shows the profile and the queue at 375 px, in German for the member, nothing cut, axe clean', async () => {
    await withVisitor({ width: 375, height: 800 }, async (p) => {
      await signInMember(p, 'M1001', '1234');
      await expectPath(p, '/dashboards/default');
      try {
        await p.getByRole('button', { name: /^language/i }).click();
        await p.getByRole('menuitem', { name: /deutsch/i }).click();
        await expect.poll(() => p.locator('html').getAttribute('lang')).toBe('de');
        await p.goto(app(PROFILE));
        await expect.poll(() => heading(p, 'Mein Profil').isVisible()).toBe(true);
        await expect
          .poll(() => p.getByRole('button', { name: 'Kontaktdaten speichern' }).isVisible())
          .toBe(true);
        await closeToastsOn(p);
        await expectNothingCut(p);
        await accessibleOn(p, 1000);
      } finally {
        await restoreAccountLanguage(p);
      }
    });
    await withAdmin({ width: 375, height: 800 }, async (a) => {
      await a.goto(app(`${APPROVALS}?status=`));
      await expect.poll(() => heading(a, 'Profile Approvals').isVisible()).toBe(true);
      // The demo's requests: M1002's address waiting, M1003's dependent turned down.
      await expect.poll(() => a.getByText('Kavita Rao').first().isVisible()).toBe(true);
      await closeToastsOn(a);
      await expectNothingCut(a);
      await accessibleOn(a, 1000);
    });
  });
});
