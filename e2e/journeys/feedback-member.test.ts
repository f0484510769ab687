import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberApi } from '../support/api-session.ts';
import { app, expectPath, expectToast, withVisitor } from '../support/browser.ts';
import { expectNothingCut } from '../support/layout.ts';
import { signInMember } from '../support/sign-in.ts';
import { accessibleOn, memberForFile, withAdmin } from '../support/staff-journey.ts';

/*
 * The member's feedback (issue 32, "Done when"): M1001 opens one of their food orders and
 * presses "Give feedback": the form opens linked to it; sends it and finds it in My Feedback.
 * The admin, in a browser of their own, opens it in Manage Feedbacks, assigns it to a staff
 * member, notes and replies, and resolves it; M1001's bell counts and lists the reply without
 * a reload; M1001 reads the reply (never the internal note), sees it resolved and rates the answer. At 1440 and 375 px, axe clean.
 */

const run = Date.now().toString(36);
const SUBJECT = `Naan arrived cold ${run}`;
const MESSAGE = 'The butter naan was cold by the time it reached the table.';
const NOTE = `Kitchen pass was short-staffed ${run}`;
const REPLY = `Sorry about the naan ${run}: the tandoor now sends each basket straight out.`;
const ADMIN_LIST = '/admin/feedbacks/FeedBacksList';
const MY_LIST = '/member/feedbacks/FeedBacksList';

interface Order {
  id: number;
  invoiceNumber: string | null;
}

let page: Page;
memberForFile('M1001', '1234', (p) => (page = p));
let order: Order;
/** The feedback's page, as the member reads it (set once it is sent). */
let detailPath = '';

beforeAll(async () => {
  const member = await memberApi('M1001', '1234');
  const list = await member<{ items: Order[] }>('GET', '/api/fnb/orders');
  order = list.items[0]!;
  expect(order, "M1001's seeded food orders").toBeDefined();
});

const accessible = (p: Page = page) => accessibleOn(p, 1000);
const bell = (p: Page) => p.getByTestId('notification-bell');
/** The bell's unread count, as its name says it ("Notifications, 3 unread"). */
const unreadOf = async (p: Page) =>
  Number(/, (\d+) unread$/.exec((await bell(p).getAttribute('aria-label')) ?? '')?.[1] ?? 0);
const thread = (p: Page) => p.getByRole('region', { name: 'Conversation' });
const messageOf = (p: Page, text: string) =>
  thread(p).getByRole('listitem').filter({ hasText: text });

/** Picks an option of a Mantine select (a textbox that opens a listbox). */
async function choose(p: Page, box: Locator, option: string) {
  await box.click();
  await p.getByRole('option', { name: option, exact: true }).click();
}

describe("the member's feedback on an order", () => {
  it('opens the form from the order, linked to it, and sends it; it shows in My Feedback', async () => {
    await page.goto(app(`/member/foodordering/orders/detail/${order.id}`));
    await page.getByRole('link', { name: 'Give feedback' }).click();
    await expectPath(page, `${MY_LIST}?link=${encodeURIComponent(`order:${order.id}`)}`);
    const form = page.getByRole('dialog', { name: 'New feedback' });
    // Linked to the order, and in the category it is most likely about.
    const about = form.getByRole('textbox', { name: /^about/i });
    await expect
      .poll(() => about.inputValue())
      .toMatch(order.invoiceNumber ?? new RegExp(`#${order.id}`));
    expect(await form.getByRole('textbox', { name: /^category/i }).inputValue()).toBe(
      'Food & beverage',
    );
    await accessible();

    // Sent empty: the fields say what they need, nothing is written.
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect
      .poll(() => form.getByRole('textbox', { name: /^subject/i }).getAttribute('aria-invalid'))
      .toBe('true');

    await form.getByRole('textbox', { name: /^subject/i }).fill(SUBJECT);
    await form.getByRole('textbox', { name: /^message/i }).fill(MESSAGE);
    await form.getByLabel('2 · Fair').check();
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expectToast(page, 'Your feedback has been sent to the club.');
    await expect.poll(() => form.isVisible()).toBe(false);
    // The form's link is gone from the address: a reload does not open it again.
    await expectPath(page, MY_LIST);

    const mine = page.getByRole('list', { name: 'Your feedback' });
    const link = mine.getByRole('link', { name: SUBJECT });
    await expect.poll(() => link.isVisible()).toBe(true);
    await expect
      .poll(() => mine.getByRole('listitem', { name: SUBJECT }).getByText('Open').isVisible())
      .toBe(true);
    await accessible();

    await link.click();
    await expectPath(page, /\/member\/feedbacks\/FeedBackDetail\/\d+$/);
    detailPath = new URL(page.url()).pathname.replace(/^\/app/, '');
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: /^Order / })
          .getAttribute('href')
          .catch(() => null),
      )
      .toBe(`/app/member/foodordering/orders/detail/${order.id}`);
    await expect.poll(() => messageOf(page, MESSAGE).isVisible()).toBe(true);
    await accessible();
  });

  it('the admin assigns it, notes and replies, resolves it; the member reads the reply (never the note) and rates the answer', async () => {
    await withAdmin({ width: 1440 }, async (admin) => {
      await admin.goto(app(ADMIN_LIST));
      const row = admin
        .getByRole('table', { name: /^feedback$/i })
        .getByRole('row')
        .filter({ hasText: SUBJECT });
      await row.getByRole('link', { name: /^feedback #\d+$/i }).click();
      await expectPath(admin, /\/admin\/feedbacks\/FeedBackDetail\/\d+$/);
      // The same feedback the member reads.
      expect(new URL(admin.url()).pathname.split('/').pop()).toBe(detailPath.split('/').pop());

      await choose(admin, admin.getByRole('textbox', { name: 'Staff member' }), 'Events Manager');
      await admin.getByRole('button', { name: 'Assign', exact: true }).click();
      await expectToast(admin, 'Assigned to Events Manager.');

      const message = admin.getByRole('textbox', { name: 'Message' });
      await message.fill(NOTE);
      await admin.getByRole('button', { name: 'Add internal note' }).click();
      await expectToast(admin, 'The internal note was added.');
      const unreadBefore = await unreadOf(page);
      await message.fill(REPLY);
      await admin.getByRole('button', { name: 'Reply to the member' }).click();
      await expectToast(admin, 'The reply was sent; the member is mailed.');

      // Without a reload, the member's bell counts the reply and lists it.
      await expect.poll(() => unreadOf(page), { timeout: 15_000 }).toBe(unreadBefore + 1);
      await bell(page).click();
      const told = page.getByText(`The club replied to your feedback “${SUBJECT}”.`);
      await expect.poll(() => told.first().isVisible()).toBe(true);
      await page.keyboard.press('Escape');

      // The member opens the conversation again: the reply, from the club office; never the
      // note. (The page open does not follow the thread live: the bell tells of the reply.)
      await page.reload();
      await expect.poll(() => messageOf(page, REPLY).isVisible()).toBe(true);
      expect(await messageOf(page, REPLY).textContent()).toMatch(/Club office/);
      expect(await thread(page).getByText(NOTE).count()).toBe(0);
      expect(await thread(page).getByText('Internal note').count()).toBe(0);
      await expect.poll(() => page.getByText('In progress').first().isVisible()).toBe(true);

      await admin.getByRole('button', { name: 'Mark resolved' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Mark this feedback resolved' });
      await dialog.getByRole('button', { name: 'Mark resolved' }).click();
      await expectToast(admin, 'The feedback is now Resolved.');
    });

    // Resolved: the member rates the answer, once.
    await page.reload();
    await expect.poll(() => page.getByText('Resolved').first().isVisible()).toBe(true);
    const rate = page.getByRole('region', { name: "Rate the club's answer" });
    await expect.poll(() => rate.isVisible()).toBe(true);
    expect(await thread(page).getByText(NOTE).count()).toBe(0);
    await accessible();
    await rate.getByLabel('5 · Excellent').check();
    await rate.getByRole('textbox', { name: /comment/i }).fill('Quick and kind.');
    await rate.getByRole('button', { name: 'Rate the answer' }).click();
    await expectToast(page, 'Thank you for rating the answer.');
    await expect
      .poll(() => page.getByText('You rated the answer: 5 · Excellent').isVisible())
      .toBe(true);
    expect(await rate.count()).toBe(0);
    await accessible();
  });

  it('shows My Feedback and the conversation at 375 px, nothing cut, axe clean', async () => {
    await withVisitor({ width: 375, height: 800 }, async (p) => {
      await signInMember(p, 'M1001', '1234');
      await expectPath(p, '/dashboards/default');
      await p.goto(app(MY_LIST));
      const link = p.getByRole('list', { name: 'Your feedback' }).getByRole('link', {
        name: SUBJECT,
      });
      await expect.poll(() => link.isVisible()).toBe(true);
      await p.waitForLoadState('networkidle');
      await expectNothingCut(p);
      await accessible(p);

      await link.click();
      await expect.poll(() => messageOf(p, REPLY).isVisible()).toBe(true);
      expect(await thread(p).getByText(NOTE).count()).toBe(0);
      await expect
        .poll(() => p.getByText('You rated the answer: 5 · Excellent').isVisible())
        .toBe(true);
      await expectNothingCut(p);
      await accessible(p);

      // The form at phone width: full screen, every field reachable.
      await p.goto(app(MY_LIST));
      await p.getByRole('button', { name: 'New feedback' }).click();
      const form = p.getByRole('dialog', { name: 'New feedback' });
      await expect
        .poll(() => form.getByRole('button', { name: 'Send feedback' }).isVisible())
        .toBe(true);
      await expectNothingCut(p);
      await accessible(p);
    });
  });
});
