import { Avatar, Box, Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconKey, IconLock, IconLogin2, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../api/get-me';
import { useLogout } from '../api/logout';
import { initialsOf } from '../../../lib/initials';
import { PATHS } from '../../../app/paths';

/** The header's user menu (name, change PIN/password, sign out), or a Sign in button. */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const logout = useLogout();

  if (!user) {
    return (
      <Button
        component={Link}
        to={PATHS.login}
        size="sm"
        className="header-sign-in"
        leftSection={<IconLogin2 size={16} />}
      >
        {t('common.signIn')}
      </Button>
    );
  }

  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={240}>
      <Menu.Target>
        <UnstyledButton
          aria-label={t('header.userMenu')}
          data-testid="user-menu"
          style={{ borderRadius: 'var(--mantine-radius-default)' }}
        >
          <Group gap={6} wrap="nowrap">
            <Avatar size={32} color="dark" variant="filled" radius="xl" alt="">
              {initialsOf(user.name)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
              {user.name}
            </Text>
            {/* On a phone the avatar alone: the header keeps room for the club's name. */}
            <Box visibleFrom="xs" lh={0}>
              <IconChevronDown size={14} aria-hidden />
            </Box>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('header.signedInAs', { name: `${user.name} (${user.code})` })}</Menu.Label>
        {user.kind === 'member' ? (
          <Menu.Item component={Link} to={PATHS.changePin} leftSection={<IconKey size={16} />}>
            {t('auth:userMenu.changePin')}
          </Menu.Item>
        ) : (
          <Menu.Item
            component={Link}
            to={PATHS.changePassword}
            leftSection={<IconLock size={16} />}
          >
            {t('auth:userMenu.changePassword')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => logout.mutate()}
        >
          {t('auth:userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
