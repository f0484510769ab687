import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { app, expectAccessible, expectPath, withVisitor } from '../support/browser.ts';
import { expectNothingCut } from '../support/layout.ts';
import { signInMember } from '../support/sign-in.ts';
import { accessibleOn, withAdmin } from '../support/staff-journey.ts';

/*
 * The front-office chat (issue 34 item 2): M1001 opens "Chat with the office" and sends a
 * message (Enter); the admin, in a browser of their own, finds the chat unread in "Member
 * chats", reads it and answers; the answer, and "Seen" under M1001's message, appear on M1001's
 * page without a reload (server-sent events). At 1440 px and at 375 px (the office's list, then
 * the conversation), with axe.
 */

const run = Date.now().toString(36);

/** The conversation's log of messages. */
const log = (p: Page) => p.getByRole('log', { name: 'Conversation' });

async function openMyChat(p: Page) {
  await p.goto(app('/apps/chat'));
  await expect
    .poll(() => p.getByRole('heading', { name: 'Chat with the office', level: 1 }).isVisible())
    .toBe(true);
  // The live stream is open before anything is sent: the answer comes without a reload.
  await expect
    .poll(() => p.getByText('Live', { exact: true }).isVisible(), { timeout: 15_000 })
    .toBe(true);
}

async function send(p: Page, text: string) {
  const box = p.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  await expect.poll(() => log(p).getByText(text).isVisible()).toBe(true);
  await expect.poll(() => box.inputValue()).toBe('');
}

/** The admin opens M1001's chat in Member chats (unread, with its badge) and answers. */
async function answer(a: Page, question: string, reply: string, phone: boolean) {
  await a.goto(app('/admin/apps/chat'));
  await expect
    .poll(() => a.getByRole('heading', { name: 'Member chats', level: 1 }).isVisible())
    .toBe(true);
  const item = a.getByTestId('chat-item').filter({ hasText: 'M1001' });
  await expect.poll(() => item.getByText(/unread/).isVisible(), { timeout: 15_000 }).toBe(true);
  if (phone) await expectNothingCut(a);
  await accessibleOn(a, 1000);
  await item.click();
  if (phone) {
    await expect
      .poll(() => a.getByRole('button', { name: 'Back to the chats' }).isVisible())
      .toBe(true);
  }
  await expect.poll(() => log(a).getByText(question).isVisible()).toBe(true);
  await send(a, reply);
  if (phone) await expectNothingCut(a);
  await accessibleOn(a, 1000);
}

async function journey(width: number) {
  const phone = width < 768;
  const question = `Is the pool open late on Friday? (${run}-${width})`;
  const reply = `Yes, until 22:00 (${run}-${width}).`;
  await withVisitor({ width, height: 900 }, async (m) => {
    await signInMember(m, 'M1001', '1234');
    await expectPath(m, '/dashboards/default');
    await openMyChat(m);
    await send(m, question);
    await accessibleOn(m, 1000);
    await withAdmin({ width, height: 900 }, (a) => answer(a, question, reply, phone));
    // No reload: the stream brings the office's answer and its read mark.
    await expect.poll(() => log(m).getByText(reply).isVisible(), { timeout: 15_000 }).toBe(true);
    const mine = log(m).getByTestId('chat-message').filter({ hasText: question });
    await expect.poll(() => mine.getByText(/Seen/).isVisible(), { timeout: 15_000 }).toBe(true);
    const theirs = log(m).getByTestId('chat-message').filter({ hasText: reply });
    await expect.poll(() => theirs.getByText(/The office/).isVisible()).toBe(true);
    if (phone) await expectNothingCut(m);
    await expectAccessible(m);
  });
}

describe('the front-office chat', () => {
  it('M1001 asks, the admin answers, the answer appears live; at 1440 px with axe', async () => {
    await journey(1440);
  });

  it('the same at 375 px: the office’s list, then the conversation; nothing cut, axe clean', async () => {
    await journey(375);
  });
});
