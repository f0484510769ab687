import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  SETTINGS_STORAGE_KEY,
  toggledTheme,
  useSettingsStore,
} from './settings-store';

describe('settings store', () => {
  beforeEach(() => {
    localStorage.clear();
    useSettingsStore.getState().reset();
  });

  it('defaults to SPEC.md §4: vertical, unpinned, boxed, flat, light-red', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      menuPlacement: 'vertical',
      menuPinned: false,
      layout: 'boxed',
      radius: 'flat',
      theme: 'light-red',
    });
    const s = useSettingsStore.getState();
    expect(s.menuPlacement).toBe('vertical');
    expect(s.menuPinned).toBe(false);
    expect(s.layout).toBe('boxed');
    expect(s.radius).toBe('flat');
    expect(s.theme).toBe('light-red');
  });

  it('persists changes to localStorage and resets to the defaults', () => {
    useSettingsStore.getState().set({ menuPlacement: 'horizontal', radius: 'rounded' });
    const saved = JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}') as {
      state: Record<string, unknown>;
    };
    expect(saved.state.menuPlacement).toBe('horizontal');
    expect(saved.state.radius).toBe('rounded');
    useSettingsStore.getState().reset();
    expect(useSettingsStore.getState().menuPlacement).toBe('vertical');
  });

  it('toggles dark mode within the same colour', () => {
    expect(toggledTheme('light-red')).toBe('dark-red');
    expect(toggledTheme('dark-blue')).toBe('light-blue');
    useSettingsStore.getState().toggleColorScheme();
    expect(useSettingsStore.getState().theme).toBe('dark-red');
  });
});
