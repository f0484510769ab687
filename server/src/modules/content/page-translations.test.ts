import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { signInAs, type Caller } from '../../../test/fixtures.ts';
import { as, t, useStaffApp } from '../../../test/support/staff-app.ts';
import { auditLog } from '../../db/schema/index.ts';
import { seedPages } from '../../seed/content.ts';
import { PAGE_DEFAULTS } from './page-defaults.ts';

/*
 * A public page's Spanish and German versions: the editors keep them, visitors read the page
 * in their language, or in English where it has no version in it.
 */

useStaffApp({
  env: { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'club-versions-')) },
  prepare: (app) => seedPages(app.app.ctx.db),
});

const url = (slug: string, language: string) =>
  `/api/admin/content/pages/${slug}/translations/${language}`;
const save = (who: Caller, payload: object, slug = 'tennis', language = 'de') =>
  who.inject({ method: 'PUT', url: url(slug, language), payload });
const read = (who: Caller, slug = 'tennis', language = 'de') =>
  who.inject({ method: 'GET', url: url(slug, language) });
const remove = (who: Caller, slug = 'tennis', language = 'de') =>
  who.inject({ method: 'DELETE', url: url(slug, language) });
const page = (slug: string, lang?: string) =>
  t.app.inject(`/api/content/pages/${slug}${lang ? `?lang=${lang}` : ''}`).then((r) => r.json());

const GERMAN = {
  title: 'Tennis im Club',
  summary: 'Sandplätze und Flutlicht für Mitglieder und ihre Gäste.',
  bodyHtml: '<p>Spielen Sie <strong>jeden Tag</strong>.</p>',
  timings: [{ label: 'Plätze', value: 'Täglich 06:00 bis 21:00' }],
  rules: ['Weiße Kleidung auf den Plätzen.'],
};

describe("a page's versions in Spanish and German", () => {
  it('is English in every language until a version is saved, and says so', async () => {
    const en = await page('tennis');
    expect(en.language).toBe('en');
    expect(await page('tennis', 'de')).toEqual(en);
    expect(await page('tennis', 'en')).toEqual(en);
    const editor = await read(as('editor'));
    expect(editor.statusCode).toBe(200);
    expect(editor.json()).toEqual({ translation: null });
  });

  it('lets an editor save the German version, which German visitors read (photos shared)', async () => {
    const res = await save(as('editor'), GERMAN);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ slug: 'tennis', language: 'de', ...GERMAN });
    const en = await page('tennis');
    const de = await page('Tennis', 'de');
    expect(de).toMatchObject({ language: 'de', ...GERMAN, photos: en.photos, cta: en.cta });
    expect(en.title).toBe(PAGE_DEFAULTS.tennis.title);
    // Spanish has no version: the whole English page.
    expect(await page('tennis', 'es')).toEqual(en);
    // The facility cards carry the German title and summary.
    const cards = (await t.app.inject('/api/content/pages?lang=de')).json() as {
      slug: string;
      title: string;
    }[];
    expect(cards.find((c) => c.slug === 'tennis')!.title).toBe(GERMAN.title);
    expect(cards.find((c) => c.slug === 'cricket')!.title).toBe(PAGE_DEFAULTS.cricket.title);
    expect((await read(as('admin'))).json().translation).toMatchObject(GERMAN);
  });

  it('lets an admin save too, cleans the body as the English one is, and audits each change', async () => {
    const res = await save(as('admin'), {
      ...GERMAN,
      title: 'Tennis',
      bodyHtml: '<p onclick="x()">Hallo<script>alert(1)</script></p><h1>Groß</h1>',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await page('tennis', 'de')).bodyHtml).toBe('<p>Hallo</p><h2>Groß</h2>');
    const audits = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, 'tennis/de'));
    expect(audits.map((a) => [a.action, a.entity])).toEqual([
      ['content.page.translation_save', 'content_page_translation'],
      ['content.page.translation_save', 'content_page_translation'],
    ]);
    expect(audits[0]!.before).toBeNull();
    expect(audits[1]!.before).toMatchObject({ title: GERMAN.title });
  });

  it('removes a version: visitors in that language read English again', async () => {
    expect((await remove(as('editor'))).statusCode).toBe(204);
    expect(await page('tennis', 'de')).toEqual(await page('tennis'));
    expect((await read(as('editor'))).json()).toEqual({ translation: null });
    expect((await remove(as('editor'))).statusCode).toBe(404);
    const audits = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'content.page.translation_remove'));
    expect(audits.map((a) => a.entityId)).toEqual(['tennis/de']);
  });

  it('refuses signed-out visitors (401), members and the event manager (403)', async () => {
    for (const [who, status] of [
      ['anonymous', 401],
      ['member', 403],
      ['eventManager', 403],
    ] as const) {
      expect((await read(as(who))).statusCode).toBe(status);
      expect((await save(as(who), GERMAN, 'squash')).statusCode).toBe(status);
      expect((await remove(as(who), 'squash')).statusCode).toBe(status);
    }
    expect((await read(as('editor'), 'squash')).json()).toEqual({ translation: null });
  });

  it('refuses bad input naming the fields, and a language or page it does not keep', async () => {
    const res = await save(as('editor'), {
      ...GERMAN,
      title: '',
      summary: 'kurz',
      timings: [{ label: 'x', value: '' }],
      rules: ['x'],
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['title', 'summary', 'timings.0.label', 'timings.0.value', 'rules.0']),
    );
    expect((await read(as('editor'))).json()).toEqual({ translation: null });
    for (const language of ['en', 'fr']) {
      const bad = await save(as('editor'), GERMAN, 'tennis', language);
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json().errors)).toContain('language');
    }
    expect((await save(as('editor'), GERMAN, 'croquet')).statusCode).toBe(400);
  });

  it("refuses a reader's language it does not know, naming lang", async () => {
    for (const path of ['/api/content/pages/tennis?lang=fr', '/api/content/pages?lang=xx']) {
      const res = await t.app.inject(path);
      expect(res.statusCode).toBe(400);
      expect((res.json().errors as { field: string }[]).map((e) => e.field)).toEqual(['lang']);
    }
  });

  it('gives a page nobody has edited yet its English row when its first version is saved', async () => {
    const fresh = await createTestApp();
    try {
      const [editor] = [await signInAs(fresh, ['editor'])];
      const res = await editor('editor').inject({
        method: 'PUT',
        url: url('library', 'es'),
        payload: { ...GERMAN, title: 'Biblioteca' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const es = (await fresh.app.inject('/api/content/pages/library?lang=es')).json();
      expect(es).toMatchObject({ title: 'Biblioteca', language: 'es' });
      const en = (await fresh.app.inject('/api/content/pages/library')).json();
      expect(en.title).toBe(PAGE_DEFAULTS.library.title);
    } finally {
      await fresh.close();
    }
  });
});
