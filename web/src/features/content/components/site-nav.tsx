import { ROLE } from '@club/contracts/core';
import {
  Box,
  Burger,
  Button,
  Divider,
  Drawer,
  Group,
  Menu,
  NavLink,
  ScrollArea,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCurrentUser, useLogout } from '../../auth';
import { useAppRunning } from '../../../lib/typed-before-app';
import { MENU_GROUP_KEYS, PAGE_TITLE_KEYS, SITE_MENU, pathOf } from '../site-map';
import { PATHS } from '../../../app/paths';

interface Item {
  label: string;
  to: string;
}

/** The Login group: sign-in links for visitors, "My account" once signed in. */
function useAccountGroup(): { label: string; items: Item[]; signedIn: boolean } {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) {
    return {
      label: t('content:menu.login'),
      signedIn: false,
      items: [
        { label: t('content:account.signIn'), to: PATHS.login },
        { label: t('content:account.activate'), to: PATHS.register },
      ],
    };
  }
  const items: Item[] = [{ label: t('content:account.dashboard'), to: PATHS.dashboard }];
  if (user.roles.includes(ROLE.admin))
    items.push({ label: t('content:account.actAs'), to: PATHS.actAs });
  return { label: t('content:menu.myAccount'), signedIn: true, items };
}

function useGroups(): { key: string; label: string; items: Item[] }[] {
  const { t } = useTranslation();
  const groups = SITE_MENU.map((g) => ({
    key: g.key as string,
    label: t(MENU_GROUP_KEYS[g.key]),
    items: g.pages.map((slug) => ({ label: t(PAGE_TITLE_KEYS[slug]), to: pathOf(slug) })),
  }));
  // The club's news (issue 35), after the events: a page of its own, not a content page.
  const news = {
    key: 'news',
    label: t('content:menu.news'),
    items: [{ label: t('content:menu.news'), to: PATHS.news }],
  };
  const at = groups.findIndex((g) => g.key === 'events') + 1;
  return [...groups.slice(0, at), news, ...groups.slice(at)];
}

/**
 * Desktop widths (Mantine's md breakpoint): the dropdown menu; below it, the drawer. The first
 * render assumes a desktop, as the server's HTML does (the menu row is hidden below md by CSS
 * anyway), and the width is read after hydration.
 */
function useDesktop(): boolean {
  return useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: true });
}

/**
 * One dropdown of the club's menu, opened by click or hover. Escape closes it also while
 * the focus is still on its button (Mantine closes it only from inside the dropdown).
 */
function GroupMenu({
  label,
  active,
  children,
}: {
  label: string;
  active: boolean;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      trigger="click-hover"
      openDelay={60}
      closeDelay={120}
      withinPortal
    >
      <Menu.Target>
        <Button
          variant={active ? 'light' : 'subtle'}
          color="dark"
          size="compact-sm"
          rightSection={<IconChevronDown size={14} aria-hidden />}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpened(false);
          }}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

/** The club's menu in the public header: a dropdown per group (desktop), a drawer (phones). */
export function SiteNav() {
  return useDesktop() ? <SiteNavMenus /> : null;
}

function SiteNavMenus() {
  const { t } = useTranslation();
  const groups = useGroups();
  const account = useAccountGroup();
  const logout = useLogout();
  const { pathname } = useLocation();
  const current = pathname.toLowerCase();
  const isCurrent = (to: string) => current === to.toLowerCase();

  return (
    <Box component="nav" aria-label={t('content:menu.label')} visibleFrom="md" px="md" h={44}>
      <Group gap={2} wrap="nowrap" h="100%">
        {groups.map((g) =>
          g.items.length === 1 ? (
            <Button
              key={g.key}
              component={Link}
              to={g.items[0]!.to}
              variant={isCurrent(g.items[0]!.to) ? 'light' : 'subtle'}
              color="dark"
              size="compact-sm"
              aria-current={isCurrent(g.items[0]!.to) ? 'page' : undefined}
            >
              {g.label}
            </Button>
          ) : (
            <GroupMenu key={g.key} label={g.label} active={g.items.some((i) => isCurrent(i.to))}>
              {g.items.map((i) => (
                <Menu.Item
                  key={i.to}
                  component={Link}
                  to={i.to}
                  aria-current={isCurrent(i.to) ? 'page' : undefined}
                >
                  {i.label}
                </Menu.Item>
              ))}
            </GroupMenu>
          ),
        )}
        <GroupMenu label={account.label} active={false}>
          {account.items.map((i) => (
            <Menu.Item key={i.to} component={Link} to={i.to}>
              {i.label}
            </Menu.Item>
          ))}
          {account.signedIn && (
            <Menu.Item color="red" onClick={() => logout.mutate()}>
              {t('content:account.signOut')}
            </Menu.Item>
          )}
        </GroupMenu>
      </Group>
    </Box>
  );
}

const BEFORE_APP_MENU = 'club-menu-before-app';

/**
 * The club's menu as the server draws it for a phone, hidden until the burger is pressed: the
 * page's loader opens it at once when the burger is pressed before the app runs
 * (server/src/plugins/after-paint.ts, `data-before-app`), where the drawer would wait for the
 * app to start (a second or two on a phone). Plain links; gone once the app runs, which then
 * opens its drawer for that same press.
 */
function MenuBeforeApp({
  groups,
  account,
}: {
  groups: ReturnType<typeof useGroups>;
  account: ReturnType<typeof useAccountGroup>;
}) {
  const { t } = useTranslation();
  return (
    <nav id={BEFORE_APP_MENU} data-before-app="" hidden aria-label={t('content:menu.label')}>
      <ul>
        {[...groups, { key: 'account', label: account.label, items: account.items }].map((g) => (
          <li key={g.key}>
            {g.items.length === 1 ? (
              <Link to={g.items[0]!.to}>{g.label}</Link>
            ) : (
              <>
                <span>{g.label}</span>
                <ul>
                  {g.items.map((i) => (
                    <li key={i.to}>
                      <Link to={i.to}>{i.label}</Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The burger and drawer of the club's menu at phone and tablet widths (hidden by CSS from md).
 * Drawn from the first render, the server's included: a page the server drew is read before
 * the app starts (at the visitor's first press), and a phone must show its menu's button then.
 */
export function SiteNavDrawer() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const groups = useGroups();
  const account = useAccountGroup();
  const logout = useLogout();
  const { pathname } = useLocation();
  const current = pathname.toLowerCase();

  const running = useAppRunning();

  useEffect(() => close(), [pathname, close]);

  return (
    <>
      <Burger
        opened={opened}
        onClick={toggle}
        hiddenFrom="md"
        size="sm"
        aria-label={opened ? t('common.closeMenu') : t('content:menu.open')}
        aria-expanded={opened}
        aria-controls={running ? undefined : BEFORE_APP_MENU}
      />
      {!running && <MenuBeforeApp groups={groups} account={account} />}
      <Drawer
        opened={opened}
        onClose={close}
        size="xs"
        title={t('content:menu.label')}
        hiddenFrom="md"
        scrollAreaComponent={ScrollArea.Autosize}
        closeButtonProps={{ 'aria-label': t('common.closeMenu') }}
      >
        <nav aria-label={t('content:menu.label')}>
          {groups.map((g) =>
            g.items.length === 1 ? (
              <NavLink
                key={g.key}
                component={Link}
                to={g.items[0]!.to}
                label={g.label}
                active={current === g.items[0]!.to.toLowerCase()}
              />
            ) : (
              <NavLink
                key={g.key}
                component="button"
                label={g.label}
                defaultOpened={g.items.some((i) => current === i.to.toLowerCase())}
              >
                {g.items.map((i) => (
                  <NavLink
                    key={i.to}
                    component={Link}
                    to={i.to}
                    label={i.label}
                    active={current === i.to.toLowerCase()}
                  />
                ))}
              </NavLink>
            ),
          )}
          <Divider my="xs" />
          <NavLink component="button" label={account.label} defaultOpened>
            {account.items.map((i) => (
              <NavLink key={i.to} component={Link} to={i.to} label={i.label} />
            ))}
            {account.signedIn && (
              <NavLink
                component="button"
                label={t('content:account.signOut')}
                c="red"
                onClick={() => logout.mutate()}
              />
            )}
          </NavLink>
        </nav>
      </Drawer>
    </>
  );
}
