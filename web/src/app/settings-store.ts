import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const THEME_NAMES = [
  'light-red',
  'light-blue',
  'light-green',
  'light-teal',
  'dark-red',
  'dark-blue',
  'dark-green',
  'dark-teal',
] as const;
/** A colour theme: a colour in a light or a deep tone (not the colour scheme: dark mode). */
export type ThemeName = (typeof THEME_NAMES)[number];
export type ThemeColor = 'red' | 'blue' | 'green' | 'teal';
export type ThemeTone = 'light' | 'dark';
export type ColorScheme = 'light' | 'dark';

export interface LayoutSettings {
  menuPlacement: 'vertical' | 'horizontal';
  menuPinned: boolean;
  layout: 'boxed' | 'fluid';
  radius: 'flat' | 'rounded';
  /** The colour theme; it does not change the colour scheme. */
  theme: ThemeName;
  /** Dark mode, a setting of its own: it does not change the colour theme. */
  colorScheme: ColorScheme;
}

/** SPEC.md §4 theme defaults: vertical menu, unpinned, boxed, flat radius, light-red (light mode). */
export const DEFAULT_SETTINGS: LayoutSettings = {
  menuPlacement: 'vertical',
  menuPinned: false,
  layout: 'boxed',
  radius: 'flat',
  theme: 'light-red',
  colorScheme: 'light',
};

/** SPEC.md §4/§9 menu breakpoints: below 1400 px the side menu is unpinned, below 992 px mobile. */
export const PINNED_MIN_WIDTH = 1400;
export const MOBILE_MAX_WIDTH = 992;

/** A colour theme's colour and tone ('dark-red': red in its deep tone). */
export function themeParts(theme: ThemeName): { tone: ThemeTone; color: ThemeColor } {
  const [tone, color] = theme.split('-') as [ThemeTone, ThemeColor];
  return { tone, color };
}

interface SettingsState extends LayoutSettings {
  set: (patch: Partial<LayoutSettings>) => void;
  toggleColorScheme: () => void;
  reset: () => void;
}

export const SETTINGS_STORAGE_KEY = 'club-settings';

function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}

export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      ...DEFAULT_SETTINGS,
      set: (patch) => set(patch),
      toggleColorScheme: () =>
        set((s) => ({ colorScheme: s.colorScheme === 'dark' ? 'light' : 'dark' })),
      reset: () => set({ ...DEFAULT_SETTINGS }),
    }),
    {
      name: SETTINGS_STORAGE_KEY,
      // Version 1 had no colour scheme: a 'dark-…' theme meant dark mode in that colour.
      version: 2,
      migrate: (persisted, version) => {
        const p = (persisted ?? {}) as Partial<LayoutSettings>;
        if (version < 2 && isThemeName(p.theme)) {
          const { tone, color } = themeParts(p.theme);
          return { ...p, theme: `light-${color}` as ThemeName, colorScheme: tone };
        }
        return p;
      },
      storage: createJSONStorage(() => localStorage),
      partialize: ({ menuPlacement, menuPinned, layout, radius, theme, colorScheme }) => ({
        menuPlacement,
        menuPinned,
        layout,
        radius,
        theme,
        colorScheme,
      }),
      // Ignore unknown values from an older or tampered store.
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<LayoutSettings>;
        return {
          ...current,
          menuPlacement: p.menuPlacement === 'horizontal' ? 'horizontal' : current.menuPlacement,
          menuPinned: typeof p.menuPinned === 'boolean' ? p.menuPinned : current.menuPinned,
          layout: p.layout === 'fluid' || p.layout === 'boxed' ? p.layout : current.layout,
          radius: p.radius === 'rounded' || p.radius === 'flat' ? p.radius : current.radius,
          theme: isThemeName(p.theme) ? p.theme : current.theme,
          colorScheme:
            p.colorScheme === 'dark' || p.colorScheme === 'light'
              ? p.colorScheme
              : current.colorScheme,
        };
      },
    },
  ),
);
