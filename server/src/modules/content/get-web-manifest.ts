import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { getSettingsRow } from '../settings/index.ts';

/** The web app manifest (W3C): what a phone shows when the portal is added to its home screen. */
export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }[];
}

/**
 * The portal installs on a phone's home screen (issue 35 item 6): its name is the club's, from
 * the general settings; it opens on the member's dashboard, within the app's base path.
 */
export async function getWebManifest(
  ctx: AppContext,
  _actor: Actor,
  _input: Record<string, never> = {},
): Promise<WebManifest> {
  const settings = await getSettingsRow(ctx.db);
  const base = ctx.config.BASE_PATH;
  const icon = (file: string, size: number, purpose: 'any' | 'maskable') => ({
    src: `${base}/icons/${file}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: `${base}/`,
    name: settings.clubName,
    short_name: settings.shortName,
    description: settings.clubName,
    lang: 'en',
    // The welcome after sign-in (SPEC.md §2 /dashboards/default); a visitor is sent to /login.
    start_url: `${base}/dashboards/default`,
    scope: `${base}/`,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#e03131',
    icons: [
      icon('icon-192.png', 192, 'any'),
      icon('icon-512.png', 512, 'any'),
      icon('maskable-512.png', 512, 'maskable'),
    ],
  };
}
