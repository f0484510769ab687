import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCart } from '../../cart/use-cart';
import { ORDERING_PATHS } from './ordering-paths';

/** The header's cart button with the number of items in the member's carts (both outlets). */
export function CartButton() {
  const { t } = useTranslation();
  const { owner, totals } = useCart();
  if (!owner) return null;
  const label =
    totals.quantity > 0
      ? t('fnb:member.cart.headerCount', { count: totals.quantity })
      : t('fnb:member.cart.header');
  return (
    <Tooltip label={label}>
      <ActionIcon
        component={Link}
        to={ORDERING_PATHS.cart}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
        data-testid="cart-button"
      >
        <Indicator
          label={totals.quantity > 99 ? '99+' : totals.quantity}
          disabled={totals.quantity === 0}
          size={16}
          offset={3}
          color="red.8"
          data-testid="cart-count"
        >
          <IconShoppingCart size={20} />
        </Indicator>
      </ActionIcon>
    </Tooltip>
  );
}
