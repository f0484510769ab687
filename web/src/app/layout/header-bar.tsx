import { Anchor, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UserMenu } from '../../features/auth';
import { useClubSettings } from '../../features/settings';
import { LanguageMenu } from './language-menu';
import { ColorSchemeToggle, SettingsPanel } from './settings-panel';

/** The header row shared by both layouts: club name, language, dark mode, settings, user. */
export function HeaderBar({ start, middle }: { start?: ReactNode; middle?: ReactNode }) {
  const { t } = useTranslation();
  const settings = useClubSettings().data;
  const name = settings?.clubName ?? t('app.defaultName');
  return (
    <Group h={60} px="md" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        {start}
        <Anchor component={Link} to="/home" underline="never" c="inherit" style={{ minWidth: 0 }}>
          <Text fw={700} size="lg" truncate>
            <Text span hiddenFrom="sm" inherit>
              {settings?.shortName ?? name}
            </Text>
            <Text span visibleFrom="sm" inherit>
              {name}
            </Text>
          </Text>
        </Anchor>
        {middle}
      </Group>
      <Group gap={4} wrap="nowrap">
        <LanguageMenu />
        <ColorSchemeToggle />
        <SettingsPanel />
        <UserMenu />
      </Group>
    </Group>
  );
}
