import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, memberApi, type ApiCall } from '../support/api-session.ts';
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
import { accessibleOn, memberForFile } from '../support/staff-journey.ts';

/*
 * The member's inbox (issue 34 item 4, "Done when": M1001 reads a broadcast in the inbox): the
 * office sends M1001 a broadcast; M1001 finds it unread in /apps/mailbox, opens it (read), stars
 * it, moves it to the trash and restores it; a broadcast sent only to M1002 is not found for
 * M1001. At 1440 and 375 px and in German, with axe.
 */

const run = Date.now().toString(36);
const TITLE = `Pool lights ${run}`;
const BODY = `The pool stays open until 22:00 from Monday (${run}).`;
const OTHERS = `Tennis ladder ${run}`;

let page: Page;
memberForFile('M1001', '1234', (p) => (page = p));
let mine = '';
let theirs = '';

/** The office sends an in-app broadcast now to the members named; answers its inbox id. */
async function send(admin: ApiCall, title: string, memberIds: number[]): Promise<string> {
  const draft = await admin<{ id: number; version: number }>('POST', '/api/admin/broadcasts', {
    title,
    bodyHtml: `<p>${BODY}</p>`,
    template: 'information',
    audience: { kind: 'members', memberIds },
    channels: ['in_app'],
  });
  await admin('POST', `/api/admin/broadcasts/${draft.id}/send`, { version: draft.version });
  return `broadcast-${draft.id}`;
}

const idOf = async (code: string, pin: string) =>
  (await (await memberApi(code, pin))<{ user: { id: number } }>('GET', '/api/auth/me')).user.id;

beforeAll(async () => {
  const admin = await adminApi();
  mine = await send(admin, TITLE, [await idOf('M1001', '1234')]);
  theirs = await send(admin, OTHERS, [await idOf('M1002', '2345')]);
  // The fan-out runs on the server's outbox worker: wait until M1001's inbox lists it.
  const member = await memberApi('M1001', '1234');
  for (let i = 0; i < 60; i++) {
    const page = await member<{ items: { id: string }[] }>('GET', `/api/member/inbox?term=${run}`);
    if (page.items.some((x) => x.id === mine)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${mine} never reached M1001's inbox`);
});

const card = (p: Page, title: string) =>
  p.getByRole('list', { name: 'Messages' }).getByRole('listitem', { name: title });

/** A folder of the folder switch (its label: "Inbox (2)" while some are unread). */
const folder = (p: Page, name: RegExp) =>
  p.getByTestId('inbox-folders').locator('label').filter({ hasText: name });

describe("M1001's inbox", () => {
  it('lists the broadcast unread, opens it (read), stars it; at 1440 px with axe', async () => {
    await page.goto(app('/apps/mailbox'));
    await expect
      .poll(() => page.getByRole('heading', { name: 'Inbox', level: 1 }).isVisible())
      .toBe(true);
    const item = card(page, TITLE);
    await expect.poll(() => item.getAttribute('data-unread'), { timeout: 15_000 }).toBe('true');
    await accessibleOn(page, 1000);

    await item.getByRole('link', { name: TITLE }).click();
    await expectPath(page, `/apps/mailbox/${mine}`);
    const opened = page.getByTestId('inbox-opened');
    await expect.poll(() => opened.getByText(BODY).isVisible()).toBe(true);
    await opened.getByRole('button', { name: 'Star' }).click();
    await expect
      .poll(() => opened.getByRole('button', { name: 'Remove star' }).getAttribute('aria-pressed'))
      .toBe('true');
    await accessibleOn(page, 1000);

    await page.getByRole('link', { name: 'Back to the inbox' }).click();
    await expectPath(page, '/apps/mailbox');
    await expect.poll(() => card(page, TITLE).getAttribute('data-unread')).toBe('false');
    const starredOnly = page.getByRole('checkbox', { name: 'Starred only' });
    await starredOnly.click();
    await expect.poll(() => starredOnly.isChecked()).toBe(true);
    await expect.poll(() => card(page, TITLE).isVisible()).toBe(true);
    await starredOnly.click();
    await expect.poll(() => starredOnly.isChecked()).toBe(false);
  });

  it('moves it to the trash and restores it, by keyboard', async () => {
    await page.goto(app('/apps/mailbox'));
    const trash = card(page, TITLE).getByRole('button', { name: 'Move to trash' });
    await trash.focus();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Moved to Trash.');
    await expect.poll(() => card(page, TITLE).count()).toBe(0);
    await folder(page, /^Trash/).click();
    await expect.poll(() => card(page, TITLE).isVisible()).toBe(true);
    await card(page, TITLE).getByRole('button', { name: 'Restore' }).click();
    await expectToast(page, 'Restored.');
    await expect.poll(() => card(page, TITLE).count()).toBe(0);
    await folder(page, /^Inbox/).click();
    await expect.poll(() => card(page, TITLE).isVisible()).toBe(true);
  });

  it("does not open another member's message", async () => {
    await page.goto(app(`/apps/mailbox/${theirs}`));
    await expect.poll(() => page.getByText('This message was not found.').isVisible()).toBe(true);
    expect(await page.getByText(OTHERS).count()).toBe(0);
  });
});

describe('at 375 px, in German', () => {
  it('shows the inbox and the message, nothing cut, axe clean', async () => {
    await withVisitor({ width: 375, height: 800 }, async (m) => {
      await signInMember(m, 'M1001', '1234');
      await expectPath(m, '/dashboards/default');
      try {
        await m.getByRole('button', { name: /^language/i }).click();
        await m.getByRole('menuitem', { name: /deutsch/i }).click();
        await expect.poll(() => m.locator('html').getAttribute('lang')).toBe('de');
        await m.goto(app('/apps/mailbox'));
        await expect
          .poll(() => m.getByRole('heading', { name: 'Posteingang', level: 1 }).isVisible())
          .toBe(true);
        const item = m
          .getByRole('list', { name: 'Nachrichten' })
          .getByRole('listitem', { name: TITLE });
        await expect.poll(() => item.isVisible()).toBe(true);
        await expectNothingCut(m);
        await accessibleOn(m, 1000);
        await item.getByRole('link', { name: TITLE }).click();
        await expect.poll(() => m.getByText(BODY).isVisible()).toBe(true);
        await expect
          .poll(() => m.getByRole('link', { name: 'Zurück zum Posteingang' }).isVisible())
          .toBe(true);
        await expectNothingCut(m);
        await expectAccessible(m);
      } finally {
        await restoreAccountLanguage(m);
      }
    });
  });
});
