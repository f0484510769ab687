/** The settings module's public surface: its routes, and the settings reads other modules use. */
export { settingsRoutes } from './routes.ts';
export { DEFAULT_SETTINGS, getSettings, getSettingsRow } from './get-settings.ts';
