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
import { signInMember } from '../support/sign-in.ts';
import { accessibleOn, mainMenu, uploadFolder, withEditor } from '../support/staff-journey.ts';

/*
 * The photo albums' upkeep (issue 35): the editor adds an album, uploads two photos, captions
 * them together, moves the second earlier (by keyboard), makes it the cover and publishes the
 * album; the public gallery then shows it, and its page the photos in that order with their
 * captions; a visitor cannot open a members' album's photo by its address; the public Events
 * page links a past event to its highlights album. At 1440 and 375 px, axe clean.
 */

const run = Date.now().toString(36);
const TITLE = `Clubhouse terrace ${run}`;
const SLUG = `clubhouse-terrace-${run}`;
const CAPTION = `The terrace at dusk ${run}`;
const CAPTION2 = `Lanterns over the lawn ${run}`;
const uploads = uploadFolder('albums-');
afterAll(() => uploads.remove());

/** In the open album dialog: uploads `file` and waits until `count` photos show, loaded. */
async function addAlbumPhoto(p: Page, file: string, count: number) {
  const dialog = p.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles(file);
  await expect
    .poll(() =>
      dialog
        .locator('img[src*="/api/album-photos/"]')
        .evaluateAll(
          (imgs: HTMLImageElement[]) =>
            imgs.filter((img) => img.complete && img.naturalWidth > 0).length,
        ),
    )
    .toBe(count);
}

/** The editor, signed in, opens Manage Albums (by the menu, or by its address). */
async function openAlbums(p: Page, byMenu = true) {
  if (byMenu) await mainMenu(p).getByRole('link', { name: 'Manage Albums', exact: true }).click();
  else await p.goto(app('/admin/content/albums'));
  await expectPath(p, '/admin/content/albums');
  await expect
    .poll(() => p.getByRole('heading', { name: 'Photo albums', level: 1 }).isVisible())
    .toBe(true);
}

describe('the photo albums', () => {
  it('the editor adds an album, its photos, captions, order and cover, publishes it; the gallery shows it', async () => {
    await withEditor({ width: 1440 }, async (p) => {
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
      await addAlbumPhoto(p, uploads.file('terrace.png'), 1);
      await addAlbumPhoto(p, uploads.file('lanterns.png'), 2);
      // The captions are written together and saved at once.
      await edit.getByRole('textbox', { name: 'Caption of photo 1' }).fill(CAPTION);
      await edit.getByRole('textbox', { name: 'Caption of photo 2' }).fill(CAPTION2);
      await edit.getByRole('button', { name: 'Save captions' }).click();
      await expectToast(p, 'The captions are saved.');
      await expect
        .poll(() => edit.getByRole('button', { name: 'Save captions' }).isDisabled())
        .toBe(true);

      // The second photo moved earlier, by keyboard: it keeps the focus, its caption with it.
      await edit.getByRole('button', { name: 'Move photo 2 earlier' }).focus();
      await p.keyboard.press('Enter');
      await expect
        .poll(() => edit.getByRole('textbox', { name: 'Caption of photo 1' }).inputValue())
        .toBe(CAPTION2);
      await expect
        .poll(() =>
          edit
            .getByRole('button', { name: 'Move photo 1 later' })
            .evaluate((b) => b === document.activeElement),
        )
        .toBe(true);
      await accessibleOn(p, 1000);

      // Its cover: one of its photos (the terrace, now the second).
      const cover = edit.getByRole('textbox', { name: /^Cover/ });
      await cover.click();
      await p.getByRole('option', { name: `Photo 2: ${CAPTION}` }).click();
      await edit.getByRole('button', { name: 'Save', exact: true }).click();
      await expectToast(p, 'The album is saved.');
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
      const album = (await (await fetch(`${baseUrl()}/api/gallery/${SLUG}`)).json()) as {
        coverUrl: string;
        photos: { url: string; caption: string }[];
      };
      expect(album.photos.map((x) => x.caption)).toEqual([CAPTION2, CAPTION]);
      expect(album.coverUrl).toBe(album.photos[1]!.url);
    });

    await withVisitor({ width: 1440 }, async (p) => {
      await visit(p, '/gallery');
      await expect
        .poll(() => p.getByRole('heading', { name: 'Gallery', level: 1 }).isVisible())
        .toBe(true);
      await expect.poll(() => p.getByRole('link', { name: TITLE }).isVisible()).toBe(true);
      // The list shows the album's cover first (the terrace, though second in the album).
      const card = p.getByRole('listitem').filter({ has: p.getByRole('link', { name: TITLE }) });
      await expect.poll(() => card.getByRole('img').first().getAttribute('alt')).toBe(CAPTION);
      await expectAccessible(p);
      await p.getByRole('link', { name: TITLE }).click();
      await expectPath(p, `/gallery/${SLUG}`);
      await expect.poll(() => p.getByText(CAPTION).isVisible()).toBe(true);
      expect(await p.locator('figure img').count()).toBe(2);
      // In the editor's order, each photo loaded for the visitor.
      expect(await p.locator('figure figcaption').allTextContents()).toEqual([CAPTION2, CAPTION]);
      await expect
        .poll(() =>
          p
            .locator('figure img')
            .evaluateAll(
              (imgs: HTMLImageElement[]) => imgs.filter((i) => i.naturalWidth > 0).length,
            ),
        )
        .toBe(2);
      await expectAccessible(p);
    });
  });

  it("keeps a members' album's photo from a visitor who has its address", async () => {
    await withEditor({ width: 1440 }, async (p) => {
      await openAlbums(p, false);
      // The editor's browser reads the members' album (the demo's pavilion) and its photo.
      const url = await p.evaluate(async () => {
        const res = await fetch('/api/member/gallery/the-pavilion-after-its-restoration');
        return ((await res.json()) as { photos: { url: string }[] }).photos[0]!.url;
      });
      expect(url).toMatch(/^\/api\/album-photos\//);
      expect(await p.evaluate(async (u) => (await fetch(u)).status, url)).toBe(200);
      // A visitor with the address: refused, whatever cache sits between.
      const visitor = await fetch(`${baseUrl()}${url}`);
      expect(visitor.status).toBe(401);
      expect(visitor.headers.get('cache-control')).not.toContain('public');
    });
    // A member sees it in the members' gallery.
    await withVisitor({ width: 375, height: 800 }, async (p) => {
      await signInMember(p, 'M1002', '2345');
      await expectPath(p, /dashboard/);
      await p.goto(app('/member/gallery'));
      const card = p
        .getByRole('listitem')
        .filter({ hasText: 'The pavilion after its restoration' });
      await expect
        .poll(() =>
          card.getByRole('img').evaluateAll(
            (imgs: HTMLImageElement[]) =>
              // Loaded lazily: each is scrolled to, as a member would.
              imgs.filter((i) => {
                i.scrollIntoView({ block: 'center' });
                return i.complete && i.naturalWidth > 0;
              }).length,
          ),
        )
        .toBe(2);
      await expectNothingCut(p);
      await expectAccessible(p);
      const res = await p.goto(
        `${baseUrl()}/api/album-photos/00000000-0000-4000-8000-000000000000.png`,
      );
      expect(res?.status()).toBe(404);
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
    await withEditor({ width: 375, height: 800 }, async (p) => {
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
      await p.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible()).toBe(false);
      // An album with photos: their move buttons, captions and cover fit the phone.
      await p.getByRole('button', { name: 'Change “Grounds and courts”' }).click();
      const edit = p.getByRole('dialog', { name: 'Change the photo album' });
      await expect
        .poll(() => edit.getByRole('button', { name: 'Move photo 4 earlier' }).isVisible())
        .toBe(true);
      await expect
        .poll(() => edit.getByRole('button', { name: 'Save captions' }).isVisible())
        .toBe(true);
      await expectNothingCut(p);
      await accessibleOn(p, 1000);
    });
  });
});
