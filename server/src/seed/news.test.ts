import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, t, useStaffApp } from '../../test/support/staff-app.ts';
import { seedNews } from './news.ts';

useStaffApp();

describe('the demo news', () => {
  it('writes the posts once: three public, one for members, one draft', async () => {
    await seedNews(t.app.ctx);
    await seedNews(t.app.ctx);
    const res = await t.app.ctx.db.execute(
      sql`select status, audience, count(*)::int as n from news_posts group by 1, 2 order by 1, 2`,
    );
    expect(res.rows).toEqual([
      { status: 'Draft', audience: 'public', n: 1 },
      { status: 'Published', audience: 'members', n: 1 },
      { status: 'Published', audience: 'public', n: 3 },
    ]);
    // The public site shows the three, newest first; members see the fourth too.
    const pub = (await as('anonymous').inject({ url: '/api/news' })).json();
    expect(pub.items.map((c: { slug: string }) => c.slug)).toEqual([
      'floodlights-for-the-clay-courts',
      'saturday-league-first-eleven-top-the-table',
      'the-pool-reopens-with-longer-morning-hours',
    ]);
    const mine = (await as('member').inject({ url: '/api/member/news' })).json();
    expect(mine.total).toBe(4);
  });
});
