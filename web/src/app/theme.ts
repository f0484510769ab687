import {
  Badge,
  createTheme,
  darken,
  DEFAULT_THEME,
  InputWrapper,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import { themeParts, type LayoutSettings, type ThemeColor } from './settings-store';

/**
 * A colour's deep variant (the "dark" colour themes): its strong shades darkened, its light
 * tints (backgrounds of light buttons and alerts) kept. A colour theme is not the colour
 * scheme: dark mode is a setting of its own.
 */
function deep(color: ThemeColor): MantineColorsTuple {
  const base = DEFAULT_THEME.colors[color];
  return base.map((shade, i) =>
    i < 5 ? shade : darken(shade, 0.35),
  ) as unknown as MantineColorsTuple;
}

/** The Mantine colour name of each colour's deep tone ("deepRed"; CSS --mantine-color-deepRed-9). */
export const DEEP_COLORS: Record<ThemeColor, string> = {
  red: 'deepRed',
  blue: 'deepBlue',
  green: 'deepGreen',
  teal: 'deepTeal',
};

/** The Mantine theme for the user's layout settings (colour theme, radius). */
export function buildTheme(
  settings: Pick<LayoutSettings, 'theme' | 'radius'>,
): MantineThemeOverride {
  const { tone, color } = themeParts(settings.theme);
  return createTheme({
    colors: {
      deepRed: deep('red'),
      deepBlue: deep('blue'),
      deepGreen: deep('green'),
      deepTeal: deep('teal'),
    },
    primaryColor: tone === 'dark' ? DEEP_COLORS[color] : color,
    primaryShade: { light: 9, dark: 8 },
    defaultRadius: settings.radius === 'flat' ? 0 : 'md',
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    headings: {
      fontWeight: '650',
      // A page's title shrinks on a phone (26 px at 375 px, 34 px from a tablet up), so a long
      // German word ("Zimmerbuchungen") fits its line whole.
      sizes: { h1: { fontSize: 'clamp(1.625rem, 1.25rem + 1.6vw, 2.125rem)' } },
    },
    focusRing: 'auto',
    cursorType: 'pointer',
    components: {
      // A badge is never cut short ("AC..." for Active): it keeps its whole text on one line,
      // and a table column or a row holding it makes room for it.
      Badge: Badge.extend({
        styles: {
          root: { overflow: 'visible', flexShrink: 0, minWidth: 'max-content' },
          label: { overflow: 'visible', textOverflow: 'clip' },
        },
      }),
      // A field's help text goes under it, so fields with and without help line up in a row.
      InputWrapper: InputWrapper.extend({
        defaultProps: { inputWrapperOrder: ['label', 'input', 'description', 'error'] },
      }),
    },
  });
}
