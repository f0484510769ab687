import { Button, Group, Menu, NavLink, Stack, Text, Tooltip } from '@mantine/core';
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

/** The role-filtered side menu; `collapsed` shows icons only (unpinned menu). */
export function VerticalMenu({
  collapsed,
  onNavigate,
}: {
  collapsed: boolean;
  onNavigate?: () => void;
}) {
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
            style={{ visibility: collapsed ? 'hidden' : 'visible', whiteSpace: 'nowrap' }}
            aria-hidden={collapsed}
          >
            {t(GROUP_KEYS[group])}
          </Text>
          {items.map((r) => {
            const Icon = r.menu!.icon;
            const label = t(r.menu!.labelKey);
            // One element of one height whether collapsed or not (the label is only hidden,
            // the tooltip switches): the link a pointer is over stays the same node in the
            // same place when the rail expands on hover, so the click lands on it.
            return (
              <Tooltip key={r.path} label={label} position="right" withArrow disabled={!collapsed}>
                <NavLink
                  component={Link}
                  to={r.path}
                  onClick={onNavigate}
                  active={isActive(pathname, r.path)}
                  aria-current={isActive(pathname, r.path) ? 'page' : undefined}
                  aria-label={collapsed ? label : undefined}
                  label={label}
                  leftSection={<Icon size={20} stroke={1.6} />}
                  styles={{
                    label: { whiteSpace: 'nowrap', visibility: collapsed ? 'hidden' : 'visible' },
                  }}
                />
              </Tooltip>
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
