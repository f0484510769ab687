import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  app,
  baseUrl,
  expectAccessible,
  expectPath,
  expectToast,
  visit,
  withVisitor,
} from '../support/browser.ts';
import { expectNothingCut } from '../support/layout.ts';
import { signInStaff, STAFF } from '../support/sign-in.ts';
import {
  accessibleOn,
  addPhotoInDialog,
  mainMenu,
  uploadFolder,
} from '../support/staff-journey.ts';

/*
 * The photo albums' upkeep (issue 35): the editor adds an album, uploads a photo, captions it
 * and publishes the album; the public gallery then shows it, and its page the photo with its
 * caption; the public Events page links a past event to its highlights album. At 1440 and
 * 375 px, axe clean.
 */

const run = Date.now().toString(36);
const TITLE = `Clubhouse terrace ${run}`;
const SLUG = `clubhouse-terrace-${run}`;
const CAPTION = `The terrace at dusk ${run}`;
const uploads = uploadFolder('albums-');
afterAll(() => uploads.remove());

async function openAlbums(p: Page, byMenu = true) {
  await signInStaff(p, STAFF.editor.code, STAFF.editor.password);
  await expectPath(p, /dashboard/);
  if (byMenu) await mainMenu(p).getByRole('link', { name: 'Manage Albums', exact: true }).click();
  else await p.goto(app('/admin/content/albums'));
  await expectPath(p, '/admin/content/albums');
  await expect
    .poll(() => p.getByRole('heading', { name: 'Photo albums', level: 1 }).isVisible())
    .toBe(true);
}

describe('the photo albums', () => {
  it('the editor adds an album, a captioned photo, publishes it; the gallery shows it', async () => {
    await withVisitor({ width: 1440 }, async (p) => {
      await openAlbums(p);
      // The demo's albums are listed, an event's highlights with their event.
      await expect
        .poll(() => p.getByText('Event: Monsoon Snooker Open').first().isVisible())
        .toBe(true);
      await p.getByRole('button', { name: 'Add an album' }).click();
      const dialog = p.getByRole('dialog', { name: 'Add a photo album' });
      // Sent empty: the fields say what they need.
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await expect
        .poll(() => dialog.getByRole('textbox', { name: /^Title/ }).getAttribute('aria-invalid'))
        .toBe('true');
      await dialog.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
      await expect
        .poll(() => dialog.getByRole('textbox', { name: /^Address/ }).inputValue())
        .toBe(SLUG);
      await dialog.getByRole('textbox', { name: /^Description/ }).fill('Evenings on the terrace.');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await expectToast(p, 'The album is saved.');

      // Saved, it stays open for its photos.
      const edit = p.getByRole('dialog', { name: 'Change the photo album' });
      await expect.poll(() => edit.isVisible()).toBe(true);
      await addPhotoInDialog(p, 'gallery', uploads.file('terrace.png'));
      await edit.getByRole('textbox', { name: 'Caption of photo 1' }).fill(CAPTION);
      await edit.getByRole('button', { name: 'Save the caption of photo 1' }).click();
      await expectToast(p, 'The caption is saved.');
      await accessibleOn(p, 1000);
      await p.keyboard.press('Escape');
      await expect.poll(() => edit.isVisible()).toBe(false);

      await p.getByRole('textbox', { name: 'Search' }).fill(run);
      const row = p.getByRole('table').getByRole('row').filter({ hasText: TITLE });
      await expect.poll(() => row.getByText('Draft', { exact: true }).isVisible()).toBe(true);
      // A draft is nobody's to see yet.
      expect((await fetch(`${baseUrl()}/api/gallery/${SLUG}`)).status).toBe(404);
      await row.getByRole('button', { name: `Publish “${TITLE}”` }).click();
      await expectToast(p, `“${TITLE}” is published.`);
      await expect.poll(() => row.getByText('Published', { exact: true }).isVisible()).toBe(true);
      await accessibleOn(p, 1000);
    });

    await withVisitor({ width: 1440 }, async (p) => {
      await visit(p, '/gallery');
      await expect
        .poll(() => p.getByRole('heading', { name: 'Gallery', level: 1 }).isVisible())
        .toBe(true);
      await expect.poll(() => p.getByRole('link', { name: TITLE }).isVisible()).toBe(true);
      await expectAccessible(p);
      await p.getByRole('link', { name: TITLE }).click();
      await expectPath(p, `/gallery/${SLUG}`);
      await expect.poll(() => p.getByText(CAPTION).isVisible()).toBe(true);
      expect(await p.locator('figure img').count()).toBe(1);
      await expectAccessible(p);
    });
  });

  it('the public Events page links a past event to its highlights album, at 375 px', async () => {
    await withVisitor({ width: 375, height: 800 }, async (p) => {
      await visit(p, '/Events');
      const link = p.getByRole('link', { name: 'Highlights: Monsoon Snooker Open' });
      await expect.poll(() => link.isVisible()).toBe(true);
      await expectNothingCut(p);
      await expectAccessible(p);
      await link.click();
      await expectPath(p, '/gallery/monsoon-snooker-open-highlights');
      await expect.poll(() => p.getByText('The final frame').isVisible()).toBe(true);
    });
  });

  it('shows the albums and the album dialog at 375 px, nothing cut, axe clean', async () => {
    await withVisitor({ width: 375, height: 800 }, async (p) => {
      await openAlbums(p, false);
      await expect
        .poll(() => p.getByText('Event: Monsoon Snooker Open').first().isVisible())
        .toBe(true);
      await expectNothingCut(p);
      await accessibleOn(p, 1000);
      await p.getByRole('button', { name: 'Add an album' }).click();
      const dialog = p.getByRole('dialog', { name: 'Add a photo album' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      // An event's highlights pick their event.
      await dialog.getByRole('textbox', { name: /^Kind/ }).click();
      await p.getByRole('option', { name: 'Event highlights' }).click();
      await expect
        .poll(() => dialog.getByRole('textbox', { name: /^Event/ }).isVisible())
        .toBe(true);
      await accessibleOn(p, 1000);
    });
  });
});
