import { Badge, Button, Group } from '@mantine/core';
import {
  IconCategory,
  IconFilter,
  IconReceipt2,
  IconShoppingCart,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCart } from '../../cart/use-cart';
import { ORDERING_PATHS } from './ordering-paths';

/** The ordering screens' own links (menu, categories, search, cart, orders), on every one of them. */
export function OrderingNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { totals } = useCart();
  const links = [
    { to: ORDERING_PATHS.home, label: t('fnb:member.nav.home'), icon: IconToolsKitchen2 },
    { to: ORDERING_PATHS.categories, label: t('fnb:member.nav.categories'), icon: IconCategory },
    { to: ORDERING_PATHS.filters, label: t('fnb:member.nav.filters'), icon: IconFilter },
    { to: ORDERING_PATHS.cart, label: t('fnb:member.nav.cart'), icon: IconShoppingCart },
    { to: ORDERING_PATHS.orders, label: t('fnb:member.nav.orders'), icon: IconReceipt2 },
  ];
  return (
    <Group component="nav" aria-label={t('fnb:member.nav.label')} gap={4} wrap="wrap">
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
            aria-label={
              to === ORDERING_PATHS.cart && totals.quantity > 0
                ? t('fnb:member.cart.headerCount', { count: totals.quantity })
                : undefined
            }
            leftSection={<Icon size={16} />}
            rightSection={
              to === ORDERING_PATHS.cart && totals.quantity > 0 ? (
                <Badge size="sm" circle={totals.quantity < 10} color="red.8" aria-hidden>
                  {totals.quantity}
                </Badge>
              ) : undefined
            }
          >
            {label}
          </Button>
        );
      })}
    </Group>
  );
}
