import { describe, expect, it } from 'vitest';
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
import { accessibleOn, closeToastsOn, mainMenu, withEditor } from '../support/staff-journey.ts';

/*
 * The club's news (issue 35): the editor writes a post (with its German title) and publishes
 * it; it shows on the public site's /news, drawn by the server, and its page opens; a draft's
 * or a members' post's address answers 404; a notice the editor gives to everyone shows beside
 * the public posts; a German reader reads a post's German version; a member finds the
 * members-only post of the demo in Club News beside the notices. At 1440 and 375 px, axe clean.
 */

const run = Date.now().toString(36);
const TITLE = `Ladies doubles final ${run}`;
const SLUG = `ladies-doubles-final-${run}`;

describe('the club news', () => {
  it('the editor writes and publishes a post, which the public site then shows', async () => {
    await withEditor({ width: 1440 }, async (p) => {
      await mainMenu(p).getByRole('link', { name: 'Manage News', exact: true }).click();
      await expectPath(p, '/admin/content/news');
      await expect
        .poll(() => p.getByRole('heading', { name: 'News', level: 1 }).isVisible())
        .toBe(true);
      await p.getByRole('button', { name: 'Write a post' }).click();
      const form = p.getByRole('dialog', { name: 'Write a news post' });
      // Sent empty: the fields say what they need.
      await form.getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(() => form.getByRole('textbox', { name: /^Title/ }).getAttribute('aria-invalid'))
        .toBe('true');
      await form.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
      // The address follows the title.
      await expect
        .poll(() => form.getByRole('textbox', { name: /^Address/ }).inputValue())
        .toBe(SLUG);
      await form
        .getByRole('textbox', { name: /^Summary/ })
        .fill('A final in three sets under the new floodlights.');
      await form.locator('.ProseMirror').first().click();
      await p.keyboard.type('The final went to a third set tie-break.');
      // Its German title, under the English fields (the text left to read in English).
      await form.getByRole('button', { name: 'Spanish and German' }).click();
      await form
        .getByRole('textbox', { name: 'Title (Deutsch)' })
        .fill(`Damendoppel-Finale ${run}`);
      await accessibleOn(p, 1000);
      await form.getByRole('button', { name: 'Save' }).click();
      await expectToast(p, 'The post is saved.');

      await p.getByRole('textbox', { name: 'Search' }).fill(run);
      const row = p.getByRole('table').getByRole('row').filter({ hasText: TITLE });
      await expect.poll(() => row.getByText('Draft', { exact: true }).isVisible()).toBe(true);
      // A draft is nobody's to read yet.
      expect((await fetch(`${baseUrl()}/api/news/${SLUG}`)).status).toBe(404);
      await row.getByRole('button', { name: `Publish “${TITLE}”` }).click();
      await expectToast(p, `“${TITLE}” is published.`);
      await expect.poll(() => row.getByText('Published', { exact: true }).isVisible()).toBe(true);
      await accessibleOn(p, 1000);
    });

    // The public site's list, drawn by the server: the post is in its HTML.
    const html = await (await fetch(`${baseUrl()}/app/news`)).text();
    expect(html).toContain('data-ssr="en"');
    expect(html).toContain(TITLE);
    const postHtml = await (await fetch(`${baseUrl()}/app/news/${SLUG}`)).text();
    expect(postHtml).toContain(`<title>${TITLE} |`);
    // Read in German: its German title, its English text.
    const de = await (await fetch(`${baseUrl()}/api/news/${SLUG}?lang=de`)).json();
    expect(de).toMatchObject({ title: `Damendoppel-Finale ${run}`, language: 'de' });
    expect(de.bodyHtml).toContain('third set tie-break');
    // A members' post and a draft are not there for the public: 404, not indexed.
    for (const slug of ['annual-general-meeting-the-minutes', 'plans-for-the-new-squash-courts']) {
      const missing = await fetch(`${baseUrl()}/app/news/${slug}`);
      expect(missing.status, slug).toBe(404);
      const body = await missing.text();
      expect(body).toContain('<meta name="robots" content="noindex" />');
      expect(body).not.toContain('Plans for the new squash courts');
    }

    await withVisitor({ width: 1440 }, async (p) => {
      await visit(p, '/news');
      await expect
        .poll(() => p.getByRole('heading', { name: 'News', level: 1 }).isVisible())
        .toBe(true);
      // The club menu leads here too.
      await expect
        .poll(() =>
          p
            .getByRole('navigation', { name: 'Club menu' })
            .getByRole('link', { name: 'News', exact: true })
            .isVisible(),
        )
        .toBe(true);
      // The demo's members-only post is not on the public site.
      expect(await p.getByText('Annual General Meeting: the minutes').count()).toBe(0);
      await expectAccessible(p);
      await p.getByRole('link', { name: TITLE }).click();
      await expectPath(p, `/news/${SLUG}`);
      await expect
        .poll(() => p.getByRole('heading', { name: TITLE, level: 1 }).isVisible())
        .toBe(true);
      await expect
        .poll(() => p.getByText('The final went to a third set tie-break.').isVisible())
        .toBe(true);
      await expectAccessible(p);
      // A members' post's address says it is not here.
      await visit(p, '/news/annual-general-meeting-the-minutes');
      await expect.poll(() => p.getByText(/This news post is not here/).isVisible()).toBe(true);
      expect(await p.getByText('The AGM approved the accounts').count()).toBe(0);
      await expectAccessible(p);
    });
  });

  it('the editor gives a notice to everyone: the public /news shows it beside the posts', async () => {
    const NOTICE = `Car park resurfaced ${run}`;
    await withEditor({ width: 1440 }, async (p) => {
      await p.goto(app('/admin/content/notices'));
      await p.getByRole('button', { name: /^add$/i }).click();
      const form = p.getByRole('dialog');
      await form.getByLabel(/^title/i).fill(NOTICE);
      await form.getByRole('textbox', { name: /^notice/i }).click();
      await p.keyboard.type('Park by the east gate this week.');
      // Members only unless the editor says everyone.
      const readers = form.getByRole('textbox', { name: /^Readers/ });
      expect(await readers.inputValue()).toBe('Members only');
      await readers.click();
      await p.getByRole('option', { name: /^Everyone/ }).click();
      await accessibleOn(p, 1000);
      await form.getByRole('button', { name: /^save$/i }).click();
      await expectToast(p, /saved/i);
      const row = p.getByRole('row').filter({ hasText: NOTICE });
      await expect.poll(() => row.getByText(/^Everyone/).isVisible()).toBe(true);
    });
    await withVisitor({ width: 1440 }, async (p) => {
      await visit(p, '/news');
      const notices = p.getByRole('complementary', { name: 'Notices' });
      await expect.poll(() => notices.getByText(NOTICE).isVisible()).toBe(true);
      // The demo's notice for everyone is there; the members' AGM notice is not.
      await expect
        .poll(() => notices.getByText('Swimming pool closed for maintenance').isVisible())
        .toBe(true);
      expect(await notices.getByText('Annual General Meeting').count()).toBe(0);
      await expectNothingCut(p);
      await expectAccessible(p);
    });
    // Drawn by the server with the page too.
    const html = await (await fetch(`${baseUrl()}/app/news`)).text();
    expect(html).toContain(NOTICE);
    // Journeys share the demo club: the notice goes again.
    await withEditor({ width: 1440 }, async (p) => {
      await p.goto(app('/admin/content/notices'));
      await p.getByRole('button', { name: `Delete: ${NOTICE}` }).click();
      await p
        .getByRole('dialog')
        .getByRole('button', { name: /^delete$/i })
        .click();
      await expect.poll(() => p.getByText(NOTICE).count()).toBe(0);
    });
  });

  it('shows the public news at 375 px in German, nothing cut, axe clean', async () => {
    await withVisitor({ width: 375, height: 800, locale: 'de-DE' }, async (p) => {
      await visit(p, '/news?lang=de');
      await expect
        .poll(() => p.getByRole('heading', { name: 'Neuigkeiten', level: 1 }).isVisible())
        .toBe(true);
      // The demo's posts in their German versions.
      await expect
        .poll(() => p.getByRole('link', { name: 'Flutlicht für die Sandplätze' }).isVisible())
        .toBe(true);
      expect(await p.getByText('Floodlights for the clay courts').count()).toBe(0);
      await expectNothingCut(p);
      await expectAccessible(p);
      await p.getByRole('link', { name: 'Flutlicht für die Sandplätze' }).click();
      await expectPath(p, '/news/floodlights-for-the-clay-courts');
      await expect.poll(() => p.getByText(/^Veröffentlicht am /).isVisible()).toBe(true);
      await expect
        .poll(() =>
          p.getByRole('heading', { name: 'Flutlicht für die Sandplätze', level: 1 }).isVisible(),
        )
        .toBe(true);
      await expect.poll(() => p.getByText(/LED-Flutlicht/).isVisible()).toBe(true);
      expect(await p.locator('article[lang="de"]').count()).toBe(1);
      await expectNothingCut(p);
      await expectAccessible(p);
    });
  });

  it('the public gallery shows the albums and an album its photos, drawn by the server', async () => {
    const html = await (await fetch(`${baseUrl()}/app/gallery/grounds-and-courts`)).text();
    expect(html).toContain('data-ssr="en"');
    expect(html).toContain('Saturday league on the main ground');
    await withVisitor({ width: 1440 }, async (p) => {
      await visit(p, '/gallery');
      await expect
        .poll(() => p.getByRole('heading', { name: 'Gallery', level: 1 }).isVisible())
        .toBe(true);
      // The event's highlights name the event; the members' album is not shown.
      await expect
        .poll(() => p.getByText('Highlights of Monsoon Snooker Open').isVisible())
        .toBe(true);
      expect(await p.getByText('The pavilion after its restoration').count()).toBe(0);
      await expectAccessible(p);
      await p.getByRole('link', { name: 'Grounds and courts' }).click();
      await expectPath(p, '/gallery/grounds-and-courts');
      await expect.poll(() => p.getByText('The clay courts in December').isVisible()).toBe(true);
      expect(await p.locator('figure img').count()).toBe(4);
      await expectAccessible(p);
    });
    await withVisitor({ width: 375, height: 800 }, async (p) => {
      await visit(p, '/gallery/monsoon-snooker-open-highlights');
      await expect.poll(() => p.getByText('The final frame').isVisible()).toBe(true);
      await expect
        .poll(() => p.getByRole('link', { name: 'Highlights of Monsoon Snooker Open' }).isVisible())
        .toBe(true);
      await expectNothingCut(p);
      await expectAccessible(p);
    });
  });

  it('a member reads the members-only post in Club News, beside the notices, at 375 px', async () => {
    await withVisitor({ width: 375, height: 800 }, async (p) => {
      await signInMember(p, 'M1001', '1234');
      await expectPath(p, '/dashboards/default');
      await p.goto(app('/member/news'));
      await expect
        .poll(() => p.getByRole('heading', { name: 'Club News', level: 1 }).isVisible())
        .toBe(true);
      const agm = p.getByRole('link', { name: 'Annual General Meeting: the minutes' });
      await expect.poll(() => agm.isVisible()).toBe(true);
      await expect
        .poll(() => p.getByRole('heading', { name: 'Notices', level: 2 }).isVisible())
        .toBe(true);
      await closeToastsOn(p);
      await expectNothingCut(p);
      await accessibleOn(p, 1000);
      await agm.click();
      await expectPath(p, '/member/news/annual-general-meeting-the-minutes');
      await expect
        .poll(() =>
          p.getByRole('heading', { name: 'Annual General Meeting: the minutes' }).isVisible(),
        )
        .toBe(true);
      await expect.poll(() => p.getByText('Members only').isVisible()).toBe(true);
      await accessibleOn(p, 1000);
      // The members' gallery holds the members' album too.
      await p.goto(app('/member/gallery'));
      await expect
        .poll(() => p.getByText('The pavilion after its restoration').isVisible())
        .toBe(true);
      await closeToastsOn(p);
      await expectNothingCut(p);
      await accessibleOn(p, 1000);
    });
  });
});
