import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { app, expectAccessible, expectToast } from '../support/browser.ts';
import { expectNothingCut } from '../support/layout.ts';
import { memberForFile } from '../support/staff-journey.ts';

/*
 * Paying for an event booking by card (issue 11): M1001 books the Club Quiz Night by card,
 * pays in the sandbox with the test card 4111 1111 1111 1111, comes back to the booking's page
 * showing it booked and paid by card, and finds the charge and the card payment on the month's
 * statement. Desktop and phone width, axe clean.
 */

const EVENT = 'Club Quiz Night';

let member: Page;
let bookingId = 0;

memberForFile('M1001', '1234', (p) => (member = p));

/** Opens the event's booking form from Other Club Events. */
async function openForm(p: Page) {
  await p.goto(app('/member/events/eventsList'));
  await p.getByRole('textbox', { name: /^search$/i }).fill('quiz');
  const card = p.getByTestId('event-card').filter({ hasText: EVENT });
  await expect.poll(() => card.count()).toBe(1);
  await card.getByRole('button', { name: `Book: ${EVENT}` }).click();
  const form = p.getByRole('dialog', { name: `Book ${EVENT}` });
  await expect.poll(() => form.getByText('By card', { exact: true }).isVisible()).toBe(true);
  return form;
}

describe('event booking by card', () => {
  it('opens the Book dialog by keyboard, its form loaded on demand, and gives the focus back to Book', async () => {
    const p = member;
    await p.goto(app('/member/events/eventsList'));
    await p.getByRole('textbox', { name: /^search$/i }).fill('quiz');
    const card = p.getByTestId('event-card').filter({ hasText: EVENT });
    await expect.poll(() => card.count()).toBe(1);
    const book = card.getByRole('button', { name: `Book: ${EVENT}` });
    await book.focus();
    await p.keyboard.press('Enter');
    const form = p.getByRole('dialog', { name: `Book ${EVENT}` });
    await expect.poll(() => form.getByText('By card', { exact: true }).isVisible()).toBe(true);
    await p.keyboard.press('Escape');
    await expect.poll(() => form.isVisible()).toBe(false);
    await expect
      .poll(() => p.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Book: ${EVENT}`);
  });

  it('M1001 books by card, pays in the sandbox and is back on the booking, booked and paid', async () => {
    const p = member;
    const form = await openForm(p);
    await expect
      .poll(() => form.getByTestId('booking-total').innerText(), { timeout: 10_000 })
      .toBe('₹300.00');
    await form.getByText('By card', { exact: true }).click();
    await expect
      .poll(() => form.getByText(/You pay the total by card next/).isVisible())
      .toBe(true);
    await expectAccessible(p);
    await form.getByRole('button', { name: 'Confirm booking' }).click();

    await p.waitForURL(/\/api\/payments\/sandbox\/checkout\//);
    await p.getByLabel('Card number').fill('4111 1111 1111 1111');
    await p.getByLabel(/expiry/i).fill('12/39');
    await p.getByLabel('CVV').fill('123');
    await p.getByRole('button', { name: /^pay ₹/i }).click();

    await p.waitForURL(/\/member\/events\/orders\/detail\/\d+/);
    bookingId = Number(/detail\/(\d+)/.exec(p.url())![1]);
    expect(bookingId).toBeGreaterThan(0);
    await expectToast(p, /Paid by card/);
    await expect
      .poll(() => p.getByRole('heading', { name: new RegExp(`#${bookingId}`) }).isVisible())
      .toBe(true);
    await expect.poll(() => p.getByText('Booked', { exact: true }).first().isVisible()).toBe(true);
    await expect.poll(() => p.getByTestId('payment-method').innerText()).toBe('By card');
    expect(await p.getByTestId('awaiting-payment').count()).toBe(0);
    await expectAccessible(p);

    // This month's statement: the booking's charge and its card payment.
    await p.goto(app('/member/viewStatement'));
    const entries = p.getByTestId('statement-entry');
    for (const text of [
      `Event booking #${bookingId}: ${EVENT}`,
      `Card payment: event booking #${bookingId}: ${EVENT}`,
    ]) {
      await expect
        .poll(() => entries.filter({ hasText: text }).count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
    }
    await expectAccessible(p);
  });
});

describe('at phone width', () => {
  it('the form by card and the paid booking fit at 375 px and pass axe', async () => {
    const p = member;
    await p.setViewportSize({ width: 375, height: 800 });
    await p.goto(app(`/member/events/orders/detail/${bookingId}`));
    await expect.poll(() => p.getByTestId('payment-method').innerText()).toBe('By card');
    await expectNothingCut(p);
    await expectAccessible(p);

    // The form with the card choice fits and passes axe at phone width.
    const form = await openForm(p);
    await form.getByText('By card', { exact: true }).click();
    await expect
      .poll(() => form.getByText(/You pay the total by card next/).isVisible())
      .toBe(true);
    await expectNothingCut(p);
    await expectAccessible(p);
    await p.keyboard.press('Escape');
  });
});
