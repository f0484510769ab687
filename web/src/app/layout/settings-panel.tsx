import { ActionIcon, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMoon, IconSettings, IconSun } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from '../settings-store';

const loadDrawer = () => import('./settings-drawer');
const SettingsDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.SettingsDrawer })));

/** The header's dark-mode toggle (the colour scheme; the colour theme stays). */
export function ColorSchemeToggle() {
  const { t } = useTranslation();
  const toggle = useSettingsStore((s) => s.toggleColorScheme);
  const dark = useSettingsStore((s) => s.colorScheme) === 'dark';
  return (
    <Tooltip label={t('header.toggleColorScheme')}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('header.toggleColorScheme')}
        aria-pressed={dark}
        onClick={toggle}
      >
        {dark ? <IconSun size={20} /> : <IconMoon size={20} />}
      </ActionIcon>
    </Tooltip>
  );
}

/** The settings button; its drawer's code loads when the button is first pointed at or used. */
export function SettingsPanel() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [wanted, setWanted] = useState(false);

  return (
    <>
      <Tooltip label={t('header.settings')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('header.settings')}
          onMouseEnter={() => void loadDrawer()}
          onFocus={() => void loadDrawer()}
          onClick={() => {
            setWanted(true);
            open();
          }}
        >
          <IconSettings size={20} />
        </ActionIcon>
      </Tooltip>
      {wanted && (
        <Suspense fallback={null}>
          <SettingsDrawer opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
