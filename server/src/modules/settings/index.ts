/** The settings module's public surface: the settings reads other modules use. */
export { DEFAULT_SETTINGS, getSettings, getSettingsRow } from './get-settings.ts';
