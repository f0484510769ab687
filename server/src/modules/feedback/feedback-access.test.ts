import { describe, expect, it } from 'vitest';
import { FEEDBACK_API } from '@club/contracts';
import { countAudits } from '../../../test/support/staff-app.ts';
import { as, t, useFeedbackApp, writeFeedback } from '../../../test/support/feedback.ts';

useFeedbackApp();

const routesUnder = (...prefixes: string[]) =>
  t.app.routeAccess.filter((r) => prefixes.some((p) => r.url.startsWith(p)));
const STAFF = [
  FEEDBACK_API.admin,
  FEEDBACK_API.targets,
  FEEDBACK_API.figures,
  FEEDBACK_API.assignees,
];
const MEMBER = [FEEDBACK_API.mine, FEEDBACK_API.linkable];
const call = (who: Parameters<typeof as>[0], r: { method: string; url: string }, id: number) =>
  as(who).inject({
    method: r.method as 'GET',
    url: r.url.replace(/:(\w+)/g, String(id)),
    payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
  });

/** Every feedback route, called by each role it does not name: refused, nothing done. */
describe('who may use the feedback routes', () => {
  it('refuses the office routes to members, editors and event managers (403) and to anyone signed out (401)', async () => {
    const f = await writeFeedback(as('member'));
    const routes = routesUnder(...STAFF);
    expect(routes.length).toBe(10);
    for (const r of routes) {
      expect(r.access, r.url).toEqual(['A']);
      for (const who of ['member', 'editor', 'eventManager', 'anonymous'] as const) {
        const res = await call(who, r, f.id);
        expect(res.statusCode, `${who} ${r.method} ${r.url}`).toBe(who === 'anonymous' ? 401 : 403);
        expect(res.headers['content-type']).toContain('application/problem+json');
      }
    }
    expect(await countAudits(t, 'feedback.assign')).toBe(0);
    expect(await countAudits(t, 'feedback.status')).toBe(0);
  });

  it("refuses the member's routes to staff (403) and to anyone signed out (401)", async () => {
    const f = await writeFeedback(as('member'));
    const routes = routesUnder(...MEMBER);
    expect(routes.length).toBe(8);
    for (const r of routes) {
      expect(r.access, r.url).toEqual(['M']);
      for (const who of ['admin', 'editor', 'eventManager', 'anonymous'] as const) {
        const res = await call(who, r, f.id);
        expect(res.statusCode, `${who} ${r.method} ${r.url}`).toBe(who === 'anonymous' ? 401 : 403);
      }
    }
    expect(await countAudits(t, 'feedback.create')).toBe(2);
  });

  it('lets the member and the admin use their routes', async () => {
    expect((await as('member').inject({ url: FEEDBACK_API.mine })).statusCode).toBe(200);
    expect((await as('member').inject({ url: FEEDBACK_API.linkable })).statusCode).toBe(200);
    expect((await as('admin').inject({ url: FEEDBACK_API.admin })).statusCode).toBe(200);
    expect((await as('admin').inject({ url: FEEDBACK_API.targets })).statusCode).toBe(200);
  });
});
