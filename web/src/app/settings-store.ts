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
export type ThemeName = (typeof THEME_NAMES)[number];
export type ThemeColor = 'red' | 'blue' | 'green' | 'teal';
export type ColorScheme = 'light' | 'dark';

export interface LayoutSettings {
  menuPlacement: 'vertical' | 'horizontal';
  menuPinned: boolean;
  layout: 'boxed' | 'fluid';
  radius: 'flat' | 'rounded';
  theme: ThemeName;
}

/** SPEC.md §4 theme defaults: vertical menu, unpinned, boxed, flat radius, light-red. */
export const DEFAULT_SETTINGS: LayoutSettings = {
  menuPlacement: 'vertical',
  menuPinned: false,
  layout: 'boxed',
  radius: 'flat',
  theme: 'light-red',
};

/** SPEC.md §4/§9 menu breakpoints: below 1400 px the side menu is unpinned, below 992 px mobile. */
export const PINNED_MIN_WIDTH = 1400;
export const MOBILE_MAX_WIDTH = 992;

export function themeParts(theme: ThemeName): { scheme: ColorScheme; color: ThemeColor } {
  const [scheme, color] = theme.split('-') as [ColorScheme, ThemeColor];
  return { scheme, color };
}

/** The same colour in the other scheme (the dark-mode toggle). */
export function toggledTheme(theme: ThemeName): ThemeName {
  const { scheme, color } = themeParts(theme);
  return `${scheme === 'light' ? 'dark' : 'light'}-${color}` as ThemeName;
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
      toggleColorScheme: () => set((s) => ({ theme: toggledTheme(s.theme) })),
      reset: () => set({ ...DEFAULT_SETTINGS }),
    }),
    {
      name: SETTINGS_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ menuPlacement, menuPinned, layout, radius, theme }) => ({
        menuPlacement,
        menuPinned,
        layout,
        radius,
        theme,
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
        };
      },
    },
  ),
);
