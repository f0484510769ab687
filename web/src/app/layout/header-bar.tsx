import { pagePath } from '@club/contracts/core';
import { Anchor, Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UserMenu } from '../../features/auth';
import { NotificationBell } from '../../features/notifications';
import { useClubSettings } from '../../features/settings';
import { LanguageMenu } from './language-menu';
import { ColorSchemeToggle, SettingsPanel } from './settings-panel';

/**
 * The header row shared by both layouts: club name, language, dark mode, settings, the
 * notifications bell (signed in), user;
 * `end` goes before the user menu (the member's cart).
 */
export function HeaderBar({
  start,
  middle,
  end,
}: {
  start?: ReactNode;
  middle?: ReactNode;
  end?: ReactNode;
}) {
  const { t } = useTranslation();
  const settings = useClubSettings().data;
  const name = settings?.clubName ?? t('app.defaultName');
  return (
    <Group h={60} px="md" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        {start}
        <Anchor
          component={Link}
          to={pagePath('home')}
          underline="never"
          c="inherit"
          style={{ minWidth: 0 }}
        >
          {/* On a phone, the short name, wrapped if need be (never cut to a letter). */}
          <Text hiddenFrom="sm" fw={700} size="sm" lh={1.2} style={{ overflowWrap: 'break-word' }}>
            {settings?.shortName ?? name}
          </Text>
          <Text visibleFrom="sm" fw={700} size="lg" truncate>
            {name}
          </Text>
        </Anchor>
        {middle}
      </Group>
      <Group gap={4} wrap="nowrap">
        <LanguageMenu />
        {/* On a phone, dark mode is in the settings drawer: the club's name keeps its room. */}
        <Box visibleFrom="xs">
          <ColorSchemeToggle />
        </Box>
        <SettingsPanel />
        <NotificationBell />
        {end}
        <UserMenu />
      </Group>
    </Group>
  );
}
