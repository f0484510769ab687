import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  app,
  baseUrl,
  expectPath,
  restoreAccountLanguage,
  withVisitor,
} from '../support/browser.ts';
import { expectNothingCut } from '../support/layout.ts';
import { signInMember } from '../support/sign-in.ts';
import { accessibleOn, closeToastsOn, mainMenu, withEditor } from '../support/staff-journey.ts';

/*
 * The interface and content showcases (issue 35 item 4; SPEC.md §6: roles A and U): the editor
 * finds both in the menu, reads each element as the pages draw it with the markup to paste,
 * tries markup with a script in it and sees what a page keeps; the content showcase draws the
 * live blocks from the club's data (the room types the office keeps). A member is sent to
 * /unauthorized. At 1440 and 375 px (German), axe clean.
 */

const visible = (p: Page, name: string | RegExp, role: 'heading' | 'region' = 'heading') =>
  expect.poll(() => p.getByRole(role, { name }).first().isVisible()).toBe(true);

describe('the showcases', () => {
  it('the editor reads the interface elements with their markup and tries their own', async () => {
    await withEditor({ width: 1440 }, async (p) => {
      await mainMenu(p).getByRole('link', { name: 'Interface showcase' }).click();
      await expectPath(p, '/showcase/interface');
      await visible(p, 'Interface showcase');
      const headings = p.getByRole('region', { name: 'Headings' });
      await expect
        .poll(() => headings.getByRole('heading', { name: 'Swimming at the club' }).isVisible())
        .toBe(true);
      expect(await headings.getByTestId('markup-headings').innerText()).toContain(
        '<h2>Swimming at the club</h2>',
      );
      // The server's allow-list shows what a page drops.
      const removed = p.getByRole('region', { name: 'What a page drops' });
      await expect.poll(() => removed.getByTestId('kept-removed').isVisible()).toBe(true);
      expect(await removed.getByTestId('kept-removed').innerText()).not.toMatch(
        /<script|<img|<iframe|style=|onclick/,
      );

      await p
        .getByRole('textbox', { name: 'Markup' })
        .fill(
          '<h1>Gala night</h1><p onclick="steal()">Dress code <b>smart</b><script>alert(1)</script></p>',
        );
      await p.getByRole('button', { name: 'Show what a page keeps' }).click();
      await expect.poll(() => p.getByTestId('kept-own').isVisible()).toBe(true);
      expect(await p.getByTestId('kept-own').innerText()).toBe(
        '<h2>Gala night</h2><p>Dress code <b>smart</b></p>',
      );
      await expect
        .poll(() =>
          p.getByTestId('preview-own').getByRole('heading', { name: 'Gala night' }).isVisible(),
        )
        .toBe(true);
      await accessibleOn(p, 1000);
    });
  });

  it("the content showcase draws the live blocks from the club's data, with their tokens", async () => {
    const types = (await (await fetch(`${baseUrl()}/api/chambers/room-types`)).json()) as {
      types: unknown[];
    };
    expect(types.types.length).toBeGreaterThan(0);
    await withEditor({ width: 1440 }, async (p) => {
      await mainMenu(p).getByRole('link', { name: 'Content showcase' }).click();
      await expectPath(p, '/showcase/content');
      const tariffs = p.getByRole('region', { name: 'Room tariffs' });
      await expect.poll(() => tariffs.getByTestId('room-types').isVisible()).toBe(true);
      // One row a room type the office keeps (the head row aside).
      expect(await tariffs.getByTestId('room-types').locator('tbody tr').count()).toBe(
        types.types.length,
      );
      expect(await tariffs.getByTestId('markup-chambers-tariffs').innerText()).toBe(
        '<p>{{chambers.tariffs}}</p>',
      );
      const stay = p.getByRole('region', { name: 'Length of a stay' });
      await expect
        .poll(() => stay.getByText(/at most \d+ nights and \d+ rooms/).isVisible())
        .toBe(true);
      const mistyped = p.getByRole('region', { name: 'A mistyped block' });
      await expect
        .poll(() =>
          mistyped
            .getByTestId('preview-unknown')
            .getByText(/\{\{chambers\.tarifs\}\}/)
            .isVisible(),
        )
        .toBe(true);
      await accessibleOn(p, 1000);
    });
  });

  it('reads at 375 px in German, nothing cut, axe clean', async () => {
    await withEditor({ width: 375, height: 800 }, async (p) => {
      try {
        await p.getByRole('button', { name: /^language/i }).click();
        await p.getByRole('menuitem', { name: /deutsch/i }).click();
        await expect.poll(() => p.locator('html').getAttribute('lang')).toBe('de');
        await p.goto(app('/showcase/content'));
        await visible(p, 'Inhalts-Übersicht');
        await expect
          .poll(() =>
            p.getByRole('region', { name: 'Zimmerpreise' }).getByTestId('room-types').isVisible(),
          )
          .toBe(true);
        await closeToastsOn(p);
        await expectNothingCut(p);
        await accessibleOn(p, 1000);
        await p.goto(app('/showcase/interface'));
        await visible(p, 'Oberflächen-Übersicht');
        await visible(p, 'Überschriften', 'region');
        await closeToastsOn(p);
        await expectNothingCut(p);
        await accessibleOn(p, 1000);
      } finally {
        await restoreAccountLanguage(p);
      }
    });
  });

  it('sends a member to /unauthorized and keeps the showcases out of their menu', async () => {
    await withVisitor({ width: 1440 }, async (p) => {
      await signInMember(p, 'M1001', '1234');
      await expectPath(p, '/dashboards/default');
      await p.goto(app('/showcase/interface'));
      await expectPath(p, '/unauthorized');
      await p.goto(app('/dashboards/default'));
      await expectPath(p, '/dashboards/default');
      const menu = await mainMenu(p).getByRole('link').allInnerTexts();
      expect(menu.join('|')).not.toMatch(/showcase/i);
    });
  });
});
