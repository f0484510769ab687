import { describe, expect, it } from 'vitest';
import { MAX_BODY_CHARS, MAX_PREVIEW_ITEMS } from '@club/contracts';
import type { Caller } from '../../../test/fixtures.ts';
import { as, errorFields, useStaffApp } from '../../../test/support/staff-app.ts';

useStaffApp();

const URL = '/api/admin/content/preview';
const preview = (who: Caller, payload: unknown) =>
  who.inject({ method: 'POST', url: URL, payload: payload as object });

describe("the showcases' preview of pasted markup", () => {
  it('answers what a page keeps of each markup, in order: structure and links, never scripts', async () => {
    const res = await preview(as('editor'), {
      html: [
        '<h2>Swimming</h2><p>Open <strong>daily</strong></p>',
        '<p><a href="https://example.org" target="_blank">Site</a></p>',
        '<p onclick="x()">Hi<script>alert(1)</script><img src="x.png"></p>',
        '<h1>Big</h1><p><a href="javascript:alert(1)">bad</a></p>',
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().html).toEqual([
      '<h2>Swimming</h2><p>Open <strong>daily</strong></p>',
      '<p><a href="https://example.org" target="_blank" rel="noopener noreferrer">Site</a></p>',
      '<p>Hi</p>',
      '<h2>Big</h2><p><a>bad</a></p>',
    ]);
  });

  it('is for admins and editors; members, the event manager and visitors are refused', async () => {
    const body = { html: ['<p>x</p>'] };
    expect((await preview(as('admin'), body)).statusCode).toBe(200);
    expect((await preview(as('member'), body)).statusCode).toBe(403);
    expect((await preview(as('eventManager'), body)).statusCode).toBe(403);
    expect((await preview(as('anonymous'), body)).statusCode).toBe(401);
  });

  it('refuses no markup, too many pieces, one too long or not text, naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ html: [] }, 'html'],
      [{ html: Array.from({ length: MAX_PREVIEW_ITEMS + 1 }, () => '<p>x</p>') }, 'html'],
      [{ html: ['x'.repeat(MAX_BODY_CHARS + 1)] }, 'html.0'],
      [{ html: [42] }, 'html.0'],
      [{}, 'html'],
    ];
    for (const [payload, field] of cases) {
      const res = await preview(as('editor'), payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(errorFields(res)).toContain(field);
    }
  });
});
