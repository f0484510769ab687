import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY, useSettingsStore } from './settings-store';

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
      colorScheme: 'light',
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

  it('keeps dark mode and the colour theme apart', () => {
    const s = () => useSettingsStore.getState();
    // A dark colour theme is a deep tone of the colour: the page stays light.
    s().set({ theme: 'dark-blue' });
    expect(s().colorScheme).toBe('light');
    // Dark mode keeps the colour theme.
    s().toggleColorScheme();
    expect(s().colorScheme).toBe('dark');
    expect(s().theme).toBe('dark-blue');
    s().set({ theme: 'light-teal' });
    expect(s().colorScheme).toBe('dark');
    s().toggleColorScheme();
    expect(s().colorScheme).toBe('light');
    expect(s().theme).toBe('light-teal');
  });

  it("reads a saved version 1 'dark-' theme as dark mode in that colour", async () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ state: { ...DEFAULT_SETTINGS, theme: 'dark-green' }, version: 1 }),
    );
    await useSettingsStore.persist.rehydrate();
    expect(useSettingsStore.getState().theme).toBe('light-green');
    expect(useSettingsStore.getState().colorScheme).toBe('dark');
  });
});
