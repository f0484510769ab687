import { Button, Group } from '@mantine/core';
import { IconSalad, IconToolsKitchen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PATHS } from '../../../../app/paths';

const MENU_PATH = PATHS.banquetsMenu;
const ITEMS_PATH = PATHS.banquetsMenuItems;

/**
 * The two screens behind the side menu's one entry "Manage Banquet Menu and Menu Item"
 * (SPEC.md §2): the menu (packages and add-ons) and its items (courses and dishes), each
 * linking to the other.
 */
export function BanquetMenuNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const links = [
    { to: MENU_PATH, label: t('banquets:menu.title'), icon: IconToolsKitchen },
    { to: ITEMS_PATH, label: t('banquets:items.title'), icon: IconSalad },
  ];
  return (
    <Group component="nav" aria-label={t('banquets:menuNav.label')} gap={4} wrap="wrap">
      {links.map(({ to, label, icon: Icon }) => {
        const current = pathname.toLowerCase() === to.toLowerCase();
        return (
          <Button
            key={to}
            component={Link}
            to={to}
            size="compact-md"
            variant={current ? 'light' : 'subtle'}
            aria-current={current ? 'page' : undefined}
            leftSection={<Icon size={16} aria-hidden />}
          >
            {label}
          </Button>
        );
      })}
    </Group>
  );
}
