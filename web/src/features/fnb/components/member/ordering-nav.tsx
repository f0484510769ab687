import { Badge } from '@mantine/core';
import {
  IconCategory,
  IconFilter,
  IconReceipt2,
  IconShoppingCart,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ScreenNav } from '../../../../components/screen-nav';
import { useCart } from '../../cart/use-cart';
import { ORDERING_PATHS } from './ordering-paths';

/** The ordering screens' own links (menu, categories, search, cart, orders), on every one of them. */
export function OrderingNav() {
  const { t } = useTranslation();
  const { totals } = useCart();
  const count = totals.quantity;
  return (
    <ScreenNav
      label={t('fnb:member.nav.label')}
      links={[
        { to: ORDERING_PATHS.home, label: t('fnb:member.nav.home'), icon: IconToolsKitchen2 },
        {
          to: ORDERING_PATHS.categories,
          label: t('fnb:member.nav.categories'),
          icon: IconCategory,
        },
        { to: ORDERING_PATHS.filters, label: t('fnb:member.nav.filters'), icon: IconFilter },
        {
          to: ORDERING_PATHS.cart,
          label: t('fnb:member.nav.cart'),
          icon: IconShoppingCart,
          ...(count > 0
            ? {
                ariaLabel: t('fnb:member.cart.headerCount', { count }),
                right: (
                  <Badge size="sm" circle={count < 10} color="red.8" aria-hidden>
                    {count}
                  </Badge>
                ),
              }
            : {}),
        },
        { to: ORDERING_PATHS.orders, label: t('fnb:member.nav.orders'), icon: IconReceipt2 },
      ]}
    />
  );
}
