import { describe, expect, it } from 'vitest';
import { clubSettings } from '../../db/schema/index.ts';
import { DEFAULT_SETTINGS, getSettingsRow } from '../settings/index.ts';
import { t, useStaffApp } from '../../../test/support/staff-app.ts';

useStaffApp();

const manifest = () => t.app.inject('/app/manifest.webmanifest');

describe('the web app manifest (installing the portal)', () => {
  it("names the club from its settings, opens on the member's dashboard and lists its icons", async () => {
    const res = await manifest();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const settings = await getSettingsRow(t.app.ctx.db);
    expect(res.json()).toMatchObject({
      name: settings.clubName,
      short_name: settings.shortName,
      start_url: '/app/dashboards/default',
      scope: '/app/',
      display: 'standalone',
    });
    expect(res.json().icons.map((i: { sizes: string; purpose: string }) => i.sizes)).toEqual([
      '192x192',
      '512x512',
      '512x512',
    ]);
  });

  it('follows a change of the club name at once', async () => {
    const renamed = { clubName: 'The Lakeside Club', shortName: 'Lakeside' };
    await t.app.ctx.db
      .insert(clubSettings)
      .values({ id: 1, ...DEFAULT_SETTINGS, ...renamed })
      .onConflictDoUpdate({ target: clubSettings.id, set: renamed });
    const res = await manifest();
    expect(res.json()).toMatchObject({ name: 'The Lakeside Club', short_name: 'Lakeside' });
  });
});
