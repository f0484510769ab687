import { Button, Group, Menu, NavLink, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../../features/auth';
import { MENU_GROUPS, visibleMenu, type FlatRoute, type MenuGroup } from '../route-access';
import { flatRoutes } from '../routes';
import { keyMap } from '../../lib/i18n';

/** The heading of each menu group. */
const GROUP_KEYS = keyMap('nav.groups.', MENU_GROUPS);

function useMenu(): { group: MenuGroup; items: FlatRoute[] }[] {
  const user = useCurrentUser();
  const items = visibleMenu(flatRoutes, user);
  return MENU_GROUPS.map((group) => ({
    group,
    items: items.filter((r) => r.menu?.group === group),
  })).filter((g) => g.items.length > 0);
}

function isActive(pathname: string, path: string): boolean {
  return pathname.toLowerCase() === path.toLowerCase();
}

/**
 * The role-filtered side menu. As the unpinned desktop menu (`rail`) it shows its icons, and
 * its labels too while the pointer is over it or a key has put the focus in it (the rail's CSS
 * shows the `rail-label`s); each link is named by its label all the same.
 */
export function VerticalMenu({ rail, onNavigate }: { rail: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const groups = useMenu();
  const { pathname } = useLocation();
  return (
    <Stack component="nav" aria-label={t('nav.label')} gap="xs" p="xs">
      {groups.map(({ group, items }) => (
        <Stack key={group} gap={2}>
          <Text
            size="xs"
            fw={700}
            tt="uppercase"
            c="dimmed"
            px="sm"
            pt="xs"
            className={rail ? 'rail-label' : undefined}
            style={{ whiteSpace: 'nowrap' }}
            aria-hidden={rail}
          >
            {t(GROUP_KEYS[group])}
          </Text>
          {items.map((r) => {
            const Icon = r.menu!.icon;
            const label = t(r.menu!.labelKey);
            // One element of one height on the rail and off it (the label is only hidden
            // while the rail is narrow): the link a pointer is over stays the same node in the
            // same place when the rail widens, so the click lands on it.
            return (
              <NavLink
                key={r.path}
                component={Link}
                to={r.path}
                onClick={onNavigate}
                active={isActive(pathname, r.path)}
                aria-current={isActive(pathname, r.path) ? 'page' : undefined}
                aria-label={rail ? label : undefined}
                label={label}
                leftSection={<Icon size={20} stroke={1.6} />}
                classNames={rail ? { label: 'rail-label' } : undefined}
                styles={{ label: { whiteSpace: 'nowrap' } }}
              />
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}

/** The role-filtered menu as a row under the header (horizontal placement). */
export function HorizontalMenu() {
  const { t } = useTranslation();
  const groups = useMenu();
  const { pathname } = useLocation();
  return (
    <Group
      component="nav"
      aria-label={t('nav.label')}
      gap={4}
      px="md"
      h={44}
      wrap="nowrap"
      style={{ overflowX: 'auto' }}
    >
      {groups.map(({ group, items }) =>
        items.length === 1 ? (
          items.map((r) => {
            const Icon = r.menu!.icon;
            return (
              <Button
                key={r.path}
                component={Link}
                to={r.path}
                size="sm"
                variant={isActive(pathname, r.path) ? 'light' : 'subtle'}
                aria-current={isActive(pathname, r.path) ? 'page' : undefined}
                leftSection={<Icon size={18} stroke={1.6} />}
              >
                {t(r.menu!.labelKey)}
              </Button>
            );
          })
        ) : (
          <Menu key={group} position="bottom-start" withinPortal>
            <Menu.Target>
              <Button
                size="sm"
                variant={items.some((r) => isActive(pathname, r.path)) ? 'light' : 'subtle'}
                rightSection={<IconChevronDown size={14} />}
              >
                {t(GROUP_KEYS[group])}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {items.map((r) => {
                const Icon = r.menu!.icon;
                return (
                  <Menu.Item
                    key={r.path}
                    component={Link}
                    to={r.path}
                    leftSection={<Icon size={16} stroke={1.6} />}
                  >
                    {t(r.menu!.labelKey)}
                  </Menu.Item>
                );
              })}
            </Menu.Dropdown>
          </Menu>
        ),
      )}
    </Group>
  );
}
