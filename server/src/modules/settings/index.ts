/** The settings module's public surface: the settings reads other modules use. */
export { DEFAULT_SETTINGS, getSettings, getSettingsRow } from './get-settings.ts';
export { cachedSettings } from './cached-settings.ts';
export { clubNow, clubToday } from './club-now.ts';
