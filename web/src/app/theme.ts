import { createTheme, type MantineThemeOverride } from '@mantine/core';
import { themeParts, type LayoutSettings } from './settings-store';

/** The Mantine theme for the user's layout settings (colour, radius). */
export function buildTheme(
  settings: Pick<LayoutSettings, 'theme' | 'radius'>,
): MantineThemeOverride {
  const { color } = themeParts(settings.theme);
  return createTheme({
    primaryColor: color,
    primaryShade: { light: 9, dark: 8 },
    defaultRadius: settings.radius === 'flat' ? 0 : 'md',
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    headings: { fontWeight: '650' },
    focusRing: 'auto',
    cursorType: 'pointer',
  });
}
