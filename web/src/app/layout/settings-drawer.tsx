import {
  Button,
  ColorSwatch,
  Drawer,
  Group,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { THEME_NAMES, themeParts, useSettingsStore, type ThemeName } from '../settings-store';
import { DEEP_COLORS } from '../theme';
import { keyMap } from '../../lib/i18n';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} component="span">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** The settings drawer: menu placement, pinning, width, corners, colour theme (loads on first open). */
/** The name of each colour theme. */
const THEME_KEYS = keyMap('settingsPanel.themes.', THEME_NAMES);

export function SettingsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const s = useSettingsStore();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title={t('settingsPanel.title')}
      closeButtonProps={{ 'aria-label': t('common.closeMenu') }}
      size="sm"
    >
      <Stack gap="lg">
        <Field label={t('settingsPanel.menuPlacement')}>
          <SegmentedControl
            fullWidth
            aria-label={t('settingsPanel.menuPlacement')}
            value={s.menuPlacement}
            onChange={(v) => s.set({ menuPlacement: v as 'vertical' | 'horizontal' })}
            data={[
              { value: 'vertical', label: t('settingsPanel.vertical') },
              { value: 'horizontal', label: t('settingsPanel.horizontal') },
            ]}
          />
        </Field>
        <Switch
          label={t('settingsPanel.pinned')}
          description={t('settingsPanel.pinnedHint')}
          checked={s.menuPinned}
          disabled={s.menuPlacement !== 'vertical'}
          onChange={(e) => s.set({ menuPinned: e.currentTarget.checked })}
        />
        <Field label={t('settingsPanel.layout')}>
          <SegmentedControl
            fullWidth
            aria-label={t('settingsPanel.layout')}
            value={s.layout}
            onChange={(v) => s.set({ layout: v as 'boxed' | 'fluid' })}
            data={[
              { value: 'boxed', label: t('settingsPanel.boxed') },
              { value: 'fluid', label: t('settingsPanel.fluid') },
            ]}
          />
        </Field>
        <Field label={t('settingsPanel.radius')}>
          <SegmentedControl
            fullWidth
            aria-label={t('settingsPanel.radius')}
            value={s.radius}
            onChange={(v) => s.set({ radius: v as 'flat' | 'rounded' })}
            data={[
              { value: 'flat', label: t('settingsPanel.flat') },
              { value: 'rounded', label: t('settingsPanel.rounded') },
            ]}
          />
        </Field>
        <Switch
          label={t('settingsPanel.darkMode')}
          checked={s.colorScheme === 'dark'}
          onChange={() => s.toggleColorScheme()}
        />
        <Radio.Group
          label={t('settingsPanel.theme')}
          value={s.theme}
          onChange={(v) => s.set({ theme: v as ThemeName })}
        >
          <SimpleGrid cols={2} mt="xs" spacing="xs">
            {THEME_NAMES.map((name) => {
              const { color, tone } = themeParts(name);
              return (
                <Radio
                  key={name}
                  value={name}
                  label={
                    <Group gap={6} wrap="nowrap">
                      <ColorSwatch
                        size={16}
                        color={`var(--mantine-color-${tone === 'dark' ? DEEP_COLORS[color] : color}-9)`}
                        aria-hidden
                      />
                      <span>{t(THEME_KEYS[name])}</span>
                    </Group>
                  }
                />
              );
            })}
          </SimpleGrid>
        </Radio.Group>
        <Button variant="light" onClick={s.reset}>
          {t('settingsPanel.reset')}
        </Button>
      </Stack>
    </Drawer>
  );
}
