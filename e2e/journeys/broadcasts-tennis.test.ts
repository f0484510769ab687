import type { Page } from 'playwright-core';
import { memberApi } from '../support/api-session.ts';
import { describe, expect, it } from 'vitest';
import {
  app,
  expectAccessible,
  expectPath,
  expectToast,
  restoreAccountLanguage,
  withVisitor,
} from '../support/browser.ts';
import { mailCount, mailsSince, waitForMail } from '../support/mail.ts';
import { signInMember } from '../support/sign-in.ts';
import { accessibleOn, adminForFile, withAdmin } from '../support/staff-journey.ts';

/*
 * Issue 32, done when: the admin sends a broadcast to a sports group (Tennis) in the portal and
 * by mail, with its count shown before sending; M1002 (in the Tennis group, demo seed) sees it in
 * the bell without reloading, reads it, and is mailed it; M1001 (not in the group) neither sees
 * it nor is mailed. At 1440 and 375 px, with axe. Then the same screens in German: Manage
 * Broadcast and the broadcast for the admin, the bell and the notifications page for a member.
 */

const PAGE = '/admin/message/managebroadcast';
const BODY = 'The ladder matches start on the clay courts on Saturday at 7.';
const title = `Tennis ladder ${Date.now()}`;
const titleRe = new RegExp(title);
/** The broadcast sent by the first journey (the ones after read it). */
let id = '';

let page: Page;
adminForFile((p) => (page = p));

/** The bell's open list: a dialog named after its heading. */
const panelOf = (p: Page, name = 'Notifications') => p.getByRole('dialog', { name, exact: true });
const bell = (p: Page) => p.getByTestId('notification-bell');
const unreadOf = async (p: Page) => {
  const name = (await bell(p).getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) (unread|ungelesen)$/.exec(name)?.[1] ?? 0);
};
const statusText = async (p: Page) =>
  (await p.getByTestId('broadcast-status').innerText()).toLowerCase();

/** Picks an option of a Mantine select (a textbox that opens a listbox). */
async function choose(p: Page, label: RegExp, option: string) {
  await p.getByRole('textbox', { name: label }).click();
  await p.getByRole('option', { name: option, exact: true }).click();
}

/** Chooses Deutsch in the header's language menu. */
async function german(p: Page) {
  await p.getByRole('button', { name: /^language/i }).click();
  await p.getByRole('menuitem', { name: /deutsch/i }).click();
  await expect.poll(() => p.locator('html').getAttribute('lang')).toBe('de');
}

/** A member signed in, on their dashboard, the bell shown. */
async function signedIn(p: Page, code: string, pin: string) {
  await signInMember(p, code, pin);
  await expectPath(p, '/dashboards/default');
  await expect.poll(() => bell(p).isVisible()).toBe(true);
}

describe('a broadcast to the Tennis group', () => {
  it('reaches M1002 in the bell, on its page and by mail, and not M1001', async () => {
    await withVisitor({ width: 1440 }, async (m) => {
      // M1002 is on the dashboard before it is sent: the bell counts it live.
      await signedIn(m, 'M1002', '2345');
      // The count as the server has it, then as the bell shows it (0 until the bell has asked).
      const member = await memberApi('M1002', '2345');
      const before = (await member<{ unread: number }>('GET', '/api/member/notifications')).unread;
      await expect.poll(() => unreadOf(m)).toBe(before);

      await page.goto(app(PAGE));
      await expect
        .poll(() => page.getByRole('table', { name: 'Broadcasts' }).isVisible())
        .toBe(true);
      await page.getByRole('button', { name: 'New broadcast' }).click();
      // The list's search field is also named "Title": write only once the form is there.
      await expect
        .poll(() => page.getByRole('heading', { name: 'New broadcast' }).isVisible())
        .toBe(true);
      await page.getByRole('textbox', { name: /^Title/ }).fill(title);
      await page.locator('.ProseMirror').click();
      await page.keyboard.type(BODY);
      await choose(page, /^Audience/, 'A sports group');
      await choose(page, /^Sports group/, 'Tennis');
      // The count before sending: the Tennis group has members (M1002 among them).
      await expect
        .poll(() => page.getByTestId('audience-count').innerText(), { timeout: 10_000 })
        .toMatch(/^Matches [1-9]\d* people? now$/);
      expect(await page.getByRole('checkbox', { name: 'In the portal' }).isChecked()).toBe(true);
      await page.getByRole('checkbox', { name: 'Mail' }).check();
      await page.getByRole('radio', { name: 'Send now' }).check();
      await accessibleOn(page, 1000);
      const since = mailCount();
      await page.getByRole('button', { name: 'Send now' }).click();
      await expectToast(page, 'The broadcast is being sent.');
      await expect.poll(() => statusText(page), { timeout: 30_000 }).toBe('sent');
      id = new URL(page.url()).searchParams.get('b') ?? '';
      expect(id).toMatch(/^\d+$/);
      await expect
        .poll(() => page.getByText('Sports group: Tennis').first().isVisible())
        .toBe(true);
      await accessibleOn(page, 1000);

      // M1002, no reload: one more unread, the title in the bell's list; it opens the message.
      await expect.poll(() => unreadOf(m), { timeout: 20_000 }).toBe(before + 1);
      await bell(m).click();
      const item = panelOf(m).getByRole('link', { name: titleRe });
      await expect.poll(() => item.isVisible()).toBe(true);
      await item.click();
      await expectPath(m, `/member/messages/${id}`);
      await expect
        .poll(() => m.getByRole('heading', { name: title, level: 1 }).isVisible())
        .toBe(true);
      await expect.poll(() => m.getByText(BODY).isVisible()).toBe(true);
      await expect.poll(() => unreadOf(m)).toBe(before);
      await accessibleOn(m, 1000);

      // M1002's mail, with the title and the message.
      const mail = await waitForMail('m1002@example.com', titleRe, since, 30_000);
      expect(mail.text).toContain(BODY);
      // The deliveries go out in the recipients' order (M1001 before M1002): had M1001 been
      // one, their mail would be here by now.
      expect(
        mailsSince(since).filter(
          (x) => x.to.toLowerCase() === 'm1001@example.com' && titleRe.test(x.subject),
        ),
      ).toEqual([]);
    });

    // M1001, not in the Tennis group: not in the bell, not on the page, not at its address.
    await withVisitor({ width: 1440 }, async (m) => {
      await signedIn(m, 'M1001', '1234');
      await bell(m).click();
      const panel = panelOf(m);
      // Its list loaded (M1001's bell holds the demo's notifications), then read.
      await expect.poll(() => panel.getByRole('listitem').count()).toBeGreaterThan(1);
      expect(await panel.getByRole('link', { name: titleRe }).count()).toBe(0);
      await panel.getByRole('link', { name: 'See all notifications' }).click();
      await expectPath(m, '/member/notifications');
      const list = m.getByRole('list', { name: 'Your notifications' });
      await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThan(0);
      expect(await list.getByRole('listitem', { name: titleRe }).count()).toBe(0);
      expect(await m.getByText(titleRe).count()).toBe(0);
      // Nor at its address.
      await m.goto(app(`/member/messages/${id}`));
      await expect
        .poll(() =>
          m.getByText('This message was not sent to you, or no longer exists.').isVisible(),
        )
        .toBe(true);
      expect(await m.getByText(BODY).count()).toBe(0);
    });
    // Two members and the admin, a mail and axe thrice: longer than one journey's minute.
  }, 120_000);

  it('M1002 opens it from the notifications page at 375 px, axe clean', async () => {
    expect(id, 'the broadcast of the first journey').toMatch(/^\d+$/);
    await withVisitor({ width: 375, height: 800 }, async (m) => {
      await signedIn(m, 'M1002', '2345');
      await m.goto(app('/member/notifications'));
      const list = m.getByRole('list', { name: 'Your notifications' });
      const item = list.getByRole('listitem', { name: titleRe });
      await expect.poll(() => item.isVisible()).toBe(true);
      await accessibleOn(m, 1000);
      await item.getByRole('link', { name: titleRe }).click();
      await expectPath(m, `/member/messages/${id}`);
      await expect
        .poll(() => m.getByRole('heading', { name: title, level: 1 }).isVisible())
        .toBe(true);
      await expect.poll(() => m.getByText(BODY).isVisible()).toBe(true);
      await accessibleOn(m, 1000);
    });
  });
});

describe('in German, at 375 px', () => {
  it('the admin reads Manage Broadcast, its form and the Tennis broadcast in German', async () => {
    expect(id, 'the broadcast of the first journey').toMatch(/^\d+$/);
    await withAdmin({ width: 375, height: 800 }, async (p) => {
      try {
        await german(p);
        await p.goto(app(PAGE));
        await expect
          .poll(() =>
            p.getByRole('heading', { name: 'Rundschreiben verwalten', level: 1 }).isVisible(),
          )
          .toBe(true);
        const table = p.getByRole('table', { name: 'Rundschreiben' });
        await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(1);
        await accessibleOn(p, 1000);

        await p.getByRole('button', { name: 'Neues Rundschreiben' }).click();
        await expect
          .poll(() => p.getByRole('heading', { name: 'Neues Rundschreiben' }).isVisible())
          .toBe(true);
        await choose(p, /^Empfänger/, 'Eine Sportgruppe');
        await choose(p, /^Sportgruppe/, 'Tennis');
        await expect
          .poll(() => p.getByTestId('audience-count').innerText(), { timeout: 10_000 })
          .toMatch(/^Trifft jetzt auf [1-9]\d* Personen? zu$/);
        for (const name of ['Im Portal', 'E-Mail']) {
          expect(await p.getByRole('checkbox', { name }).count(), name).toBe(1);
        }
        for (const name of ['Als Entwurf behalten', 'Sofort senden', 'Zu einer Zeit senden']) {
          expect(await p.getByRole('radio', { name }).count(), name).toBe(1);
        }
        await accessibleOn(p, 1000);

        // The Tennis broadcast sent above: its status, audience and report in German.
        await p.goto(app(`${PAGE}?b=${id}`));
        await expect.poll(() => p.getByRole('heading', { name: title }).isVisible()).toBe(true);
        await expect.poll(() => statusText(p)).toBe('gesendet');
        await expect.poll(() => p.getByText('Sportgruppe: Tennis').first().isVisible()).toBe(true);
        await expect.poll(() => p.getByText('Zustellbericht').first().isVisible()).toBe(true);
        await accessibleOn(p, 1000);
      } finally {
        await restoreAccountLanguage(p);
      }
    });
  });

  it('M1002 reads the bell, the notifications page and the broadcast in German', async () => {
    expect(id, 'the broadcast of the first journey').toMatch(/^\d+$/);
    await withVisitor({ width: 375, height: 800 }, async (m) => {
      await signedIn(m, 'M1002', '2345');
      try {
        await german(m);
        await expect.poll(() => bell(m).getAttribute('aria-label')).toMatch(/^Benachrichtigungen/);
        await bell(m).click();
        const panel = panelOf(m, 'Benachrichtigungen');
        await expect.poll(() => panel.getByRole('link', { name: titleRe }).isVisible()).toBe(true);
        expect(
          await panel.getByRole('button', { name: 'Alle als gelesen markieren' }).count(),
        ).toBe(1);
        // axe with the list open (closing the toasts first would click outside it and close it).
        await expectAccessible(m);
        await panel.getByRole('link', { name: 'Alle Benachrichtigungen ansehen' }).click();
        await expectPath(m, '/member/notifications');
        await expect
          .poll(() => m.getByRole('heading', { name: 'Benachrichtigungen', level: 1 }).isVisible())
          .toBe(true);
        const list = m.getByRole('list', { name: 'Ihre Benachrichtigungen' });
        const item = list.getByRole('listitem', { name: titleRe });
        await expect.poll(() => item.isVisible()).toBe(true);
        await expect.poll(() => item.getByText('Gelesen', { exact: true }).isVisible()).toBe(true);
        await accessibleOn(m, 1000);

        await item.getByRole('link', { name: titleRe }).click();
        await expectPath(m, `/member/messages/${id}`);
        await expect.poll(() => m.getByText(BODY).isVisible()).toBe(true);
        await expect.poll(() => m.getByText(/^Gesendet /).isVisible()).toBe(true);
        await expect
          .poll(() =>
            m.locator('#main-content').getByText('Allgemein', { exact: true }).isVisible(),
          )
          .toBe(true);
        await accessibleOn(m, 1000);
      } finally {
        await restoreAccountLanguage(m);
      }
    });
  });
});
