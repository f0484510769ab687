import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  app,
  expectPath,
  expectToast,
  restoreAccountLanguage,
  withVisitor,
} from '../support/browser.ts';
import { adminApi } from '../support/api-session.ts';
import { clubDay } from '../support/dates.ts';
import { expectNothingCut } from '../support/layout.ts';
import { signInMember } from '../support/sign-in.ts';
import { accessibleOn, memberForFile, withAdmin } from '../support/staff-journey.ts';

/*
 * The club calendar and Facilities Timings (issue 34 items 1 and 6): M1001 sees their room
 * stay, hall function and event booking on /apps/calendar (the demo's, in the coming weeks);
 * the admin adds a closure of the gym for today in the calendar's dialog, and M1001 finds it
 * on Facilities Timings. At 1440 and 375 px, with axe.
 */

const run = Date.now().toString(36);
const CLOSURE = `Squash courts closed ${run}`;
const DRAGGED = `Tennis courts resurfaced ${run}`;

let page: Page;
memberForFile('M1001', '1234', (p) => (page = p));

const calendar = (p: Page) => p.getByTestId('club-calendar');

/** The kinds the agenda shows, this month and the next two (paging with "next"). */
async function kindsInAgenda(p: Page): Promise<Set<string>> {
  await calendar(p).locator('.fc-listMonth-button').click();
  const seen = new Set<string>();
  for (let month = 0; month < 3; month++) {
    await expect.poll(() => calendar(p).getAttribute('data-loading')).toBe('false');
    await expect
      .poll(() => calendar(p).locator('.fc-list-event, .fc-list-empty').count())
      .toBeGreaterThan(0);
    for (const kind of ['stay', 'function', 'booking', 'event', 'closure', 'timing']) {
      if ((await calendar(p).locator(`.fc-list-event.club-kind-${kind}`).count()) > 0)
        seen.add(kind);
    }
    await calendar(p).locator('.fc-next-button').click();
  }
  return seen;
}

describe('the club calendar', () => {
  it('shows M1001 their stay, function and event booking, with the legend; axe clean', async () => {
    await page.goto(app('/apps/calendar'));
    await expect
      .poll(() => page.getByRole('heading', { name: 'Club calendar', level: 1 }).isVisible())
      .toBe(true);
    const legend = page.getByTestId('calendar-legend');
    for (const label of ['Club event', 'Closure', 'My room stay', 'My hall function'])
      await expect.poll(() => legend.getByText(label, { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => calendar(page).locator('.fc-daygrid-event').count()).toBeGreaterThan(0);
    await accessibleOn(page, 1000);
    const kinds = await kindsInAgenda(page);
    expect([...kinds]).toEqual(expect.arrayContaining(['stay', 'function', 'booking']));
    await accessibleOn(page, 1000);
  });

  it('opens an item by keyboard, with a link to the booking', async () => {
    await page.goto(app('/apps/calendar'));
    await calendar(page).locator('.fc-listMonth-button').click();
    const stay = calendar(page)
      .locator('.fc-list-event.club-kind-stay[tabindex], .fc-list-event.club-kind-stay a')
      .first();
    await expect.poll(() => stay.count()).toBeGreaterThan(0);
    await stay.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('My room stay').isVisible()).toBe(true);
    await dialog.getByRole('link', { name: 'Open' }).click();
    await expectPath(page, '/member/chamber/myBooking');
  });

  it('lets the admin add a closure for today, which Facilities Timings shows', async () => {
    const today = clubDay(0);
    await withAdmin({ width: 1440 }, async (p) => {
      await p.goto(app('/apps/calendar'));
      await p.getByRole('button', { name: 'Add closure or timing' }).click();
      const dialog = p.getByRole('dialog');
      await dialog.getByRole('textbox', { name: /^facility/i }).click();
      await p.getByRole('option', { name: 'Squash', exact: true }).click();
      await dialog.getByRole('textbox', { name: /^title/i }).fill(CLOSURE);
      await dialog.getByLabel(/^from/i).fill(today);
      await dialog.getByLabel(/^to/i).fill(today);
      await accessibleOn(p, 1000);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expectToast(p, `Saved: ${CLOSURE}`);
      await expect.poll(() => calendar(p).getByText(CLOSURE).first().isVisible()).toBe(true);
      await accessibleOn(p, 1000);

      // By keyboard: the item opens in the dialog, where its days change (to tomorrow too).
      const item = calendar(p).locator('.fc-daygrid-event', { hasText: CLOSURE }).first();
      await item.focus();
      await p.keyboard.press('Enter');
      await expect
        .poll(() =>
          dialog.getByRole('heading', { name: 'Change a club calendar item' }).isVisible(),
        )
        .toBe(true);
      await dialog.getByLabel(/^to/i).fill(clubDay(1));
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expectToast(p, `Saved: ${CLOSURE}`);
      await expect
        .poll(async () => {
          const all = await (
            await adminApi()
          )<{ title: string; end: string }[]>(
            'GET',
            `/api/apps/events?startStr=${today}&endStr=${clubDay(3)}`,
          );
          return all.find((i) => i.title === CLOSURE)?.end;
        })
        .toBe(clubDay(2));
    });

    await page.goto(app('/member/facilities/timings'));
    await expect
      .poll(() => page.getByRole('heading', { name: 'Facilities Timings', level: 1 }).isVisible())
      .toBe(true);
    await expect
      .poll(() =>
        page.getByTestId('timings-today').getByText(CLOSURE, { exact: false }).isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => page.getByTestId('facility-squash').getByText('Closed today').isVisible())
      .toBe(true);
    await accessibleOn(page, 1000);
  });
});

describe('drag and drop (admin)', () => {
  it('moves a closure onto today by dragging it (PUT), and Facilities Timings shows it', async () => {
    const api = await adminApi();
    const made = await api<{ sourceId: number }>('POST', '/api/apps/events', {
      item: {
        kind: 'closure',
        facility: 'tennis',
        title: DRAGGED,
        start: clubDay(2),
        end: clubDay(3),
        allDay: true,
      },
    });
    // A busy day: more items than a month cell shows, behind "+n more".
    for (let n = 1; n <= 4; n++)
      await api('POST', '/api/apps/events', {
        item: {
          kind: 'timing',
          facility: 'gym',
          title: `Gym class ${n} ${run}`,
          start: clubDay(5),
          end: clubDay(6),
          allDay: true,
        },
      });
    await withAdmin({ width: 1440 }, async (p) => {
      await p.goto(app('/apps/calendar'));
      const more = calendar(p).locator(
        `td.fc-daygrid-day[data-date="${clubDay(5)}"] .fc-daygrid-more-link`,
      );
      await expect.poll(() => more.isVisible()).toBe(true);
      expect(await more.getAttribute('role')).toBe('button');
      await accessibleOn(p, 1000);
      const item = calendar(p).locator('.fc-daygrid-event', { hasText: DRAGGED }).first();
      await expect.poll(() => item.isVisible()).toBe(true);
      const target = calendar(p).locator(`td.fc-daygrid-day[data-date="${clubDay(0)}"]`);
      const from = (await item.boundingBox())!;
      const to = (await target.boundingBox())!;
      await p.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await p.mouse.down();
      await p.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
      await p.mouse.up();
      await expectToast(p, `Moved: ${DRAGGED}`);
    });
    const all = await api<{ sourceId: number; start: string }[]>(
      'GET',
      `/api/apps/events?startStr=${clubDay(0)}&endStr=${clubDay(8)}`,
    );
    expect(all.find((i) => i.sourceId === made.sourceId)?.start).toBe(clubDay(0));

    // The member's Facilities Timings: the tennis courts closed today.
    await withVisitor({ width: 1440 }, async (m) => {
      await signInMember(m, 'M1001', '1234');
      await expectPath(m, '/dashboards/default');
      await m.goto(app('/member/facilities/timings'));
      await expect
        .poll(() => m.getByTestId('timings-today').getByText(DRAGGED, { exact: false }).isVisible())
        .toBe(true);
      await expect
        .poll(() => m.getByTestId('facility-tennis').getByText('Closed today').isVisible())
        .toBe(true);
    });
  });
});

describe('at 375 px', () => {
  it('opens on the agenda, nothing cut, axe clean; Facilities Timings too', async () => {
    await withVisitor({ width: 375, height: 800 }, async (m) => {
      await signInMember(m, 'M1001', '1234');
      await expectPath(m, '/dashboards/default');
      await m.goto(app('/apps/calendar'));
      await expect
        .poll(() => m.getByRole('heading', { name: 'Club calendar', level: 1 }).isVisible())
        .toBe(true);
      await expect
        .poll(() => calendar(m).locator('.fc-list-event, .fc-list-empty').count())
        .toBeGreaterThan(0);
      await expectNothingCut(m);
      await accessibleOn(m, 1000);
      await m.goto(app('/member/facilities/timings'));
      await expect
        .poll(() => m.getByTestId('timings-today').getByText(CLOSURE, { exact: false }).isVisible())
        .toBe(true);
      await expectNothingCut(m);
      await accessibleOn(m, 1000);

      // In German: the app's texts and FullCalendar's own (its locale), axe clean.
      try {
        await m.getByRole('button', { name: /^language/i }).click();
        await m.getByRole('menuitem', { name: /deutsch/i }).click();
        await expect.poll(() => m.locator('html').getAttribute('lang')).toBe('de');
        await m.goto(app('/apps/calendar'));
        await expect
          .poll(() => m.getByRole('heading', { name: 'Clubkalender', level: 1 }).isVisible())
          .toBe(true);
        await expect
          .poll(() => calendar(m).getByRole('button', { name: 'Heute' }).isVisible())
          .toBe(true);
        await expect
          .poll(() => calendar(m).getByRole('button', { name: 'Weiter' }).isVisible())
          .toBe(true);
        await expectNothingCut(m);
        await accessibleOn(m, 1000);
      } finally {
        await restoreAccountLanguage(m);
      }
    });
  });
});
