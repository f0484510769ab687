import { FNB_MAX_QUANTITY, type MemberMenuItem, type Outlet } from '@club/contracts';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus, IconShoppingCartPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCart } from '../../cart/use-cart';
import { useMenuFormat } from './use-menu-format';

/**
 * Add an item to the cart, or change its quantity once it is there. An item that cannot be
 * added now says why beside a disabled button; one already in the cart can still be lowered.
 */
export function CartControl({
  item,
  outlet,
  size = 'sm',
  fullWidth = false,
}: {
  item: MemberMenuItem;
  outlet?: Outlet;
  size?: 'sm' | 'md';
  fullWidth?: boolean;
}) {
  const { t } = useTranslation();
  const f = useMenuFormat();
  const cart = useCart();
  const reasonId = useId();
  const quantity = cart.quantityOf(item.id);
  const reason = f.unavailableText(item, outlet);
  const atMost = quantity >= FNB_MAX_QUANTITY;
  const describedBy = reason || atMost ? reasonId : undefined;

  return (
    <Stack gap={4} align={fullWidth ? 'stretch' : 'flex-start'}>
      {quantity === 0 ? (
        <Button
          size={size}
          leftSection={<IconShoppingCartPlus size={18} />}
          disabled={reason !== null}
          onClick={() => cart.add(item)}
          aria-label={t('fnb:member.addNamed', { name: item.name })}
          aria-describedby={describedBy}
          fullWidth={fullWidth}
        >
          {t('fnb:member.addToCart')}
        </Button>
      ) : (
        <Group gap={6} wrap="nowrap" role="group" aria-label={item.name}>
          <ActionIcon
            size={size === 'md' ? 40 : 36}
            variant="default"
            onClick={() => cart.decrease(item.id)}
            aria-label={t('fnb:member.decrease', { name: item.name })}
          >
            <IconMinus size={18} />
          </ActionIcon>
          <Text
            fw={700}
            miw={28}
            ta="center"
            data-testid="cart-quantity"
            aria-label={t('fnb:member.quantityOf', { name: item.name })}
          >
            {quantity}
          </Text>
          <ActionIcon
            size={size === 'md' ? 40 : 36}
            variant="filled"
            disabled={reason !== null || atMost}
            onClick={() => cart.add(item)}
            aria-label={t('fnb:member.increase', { name: item.name })}
            aria-describedby={describedBy}
          >
            <IconPlus size={18} />
          </ActionIcon>
        </Group>
      )}
      {(reason || atMost) && (
        <Text
          id={reasonId}
          size="sm"
          fw={500}
          // Readable (WCAG AA) on the light and the dark scheme's cards.
          style={{ color: 'light-dark(#a63c0b, #ffa94d)' }}
          data-testid="unavailable-reason"
        >
          {reason ?? t('fnb:member.atMost', { max: FNB_MAX_QUANTITY })}
        </Text>
      )}
    </Stack>
  );
}
