import type { FnbOutlet } from '@club/contracts';
import { Anchor, Box, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DietMark } from '../../../../components/diet-mark';
import { orderTotalsOf, type CartItem } from '../../cart/cart-store';
import { ORDERING_PATHS } from '../member/ordering-paths';
import { useMenuFormat } from '../member/use-menu-format';

/**
 * The order as the server will price it: each line (quantity x unit price, its amount), the
 * subtotal, the CGST and SGST halves of the tax, and the total (contracts' orderTotals).
 */
export function CheckoutSummary({ outlet, lines }: { outlet: FnbOutlet; lines: CartItem[] }) {
  const { t } = useTranslation();
  const f = useMenuFormat();
  const totals = orderTotalsOf(lines);
  const name = f.outletName(outlet);
  const row = (label: string, value: number, testId: string, strong = false) => (
    <Group
      justify="space-between"
      gap="md"
      wrap="nowrap"
      pt={strong ? 6 : 0}
      style={strong ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
    >
      <Text component="dt" size={strong ? 'md' : 'sm'} fw={strong ? 700 : 500}>
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        size={strong ? 'md' : 'sm'}
        fw={strong ? 700 : 400}
        data-testid={testId}
      >
        {f.money(value)}
      </Text>
    </Group>
  );
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="checkout-order">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h3" id="checkout-order">
            {t('fnb:member.checkout.order')}
          </Title>
          <Anchor component={Link} to={ORDERING_PATHS.cart} size="sm">
            {t('fnb:member.checkout.editCart')}
          </Anchor>
        </Group>
        <Box
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('fnb:member.checkout.linesLabel', { outlet: name })}
        >
          {lines.map((l) => {
            const why = f.unavailableText(l);
            return (
              <Group
                component="li"
                key={l.item_id}
                justify="space-between"
                align="flex-start"
                wrap="nowrap"
                gap="sm"
                py={6}
                data-testid="checkout-line"
              >
                <Group gap={8} wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                  <span style={{ paddingTop: 3 }}>
                    <DietMark diet={l.diet} />
                  </span>
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm">
                      {l.name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('fnb:member.checkout.line', {
                        quantity: l.cartQuantity,
                        price: f.money(l.price),
                      })}
                    </Text>
                    {why && (
                      <Text size="sm" c="red.8">
                        {why}
                      </Text>
                    )}
                  </div>
                </Group>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {f.money(l.price * l.cartQuantity)}
                </Text>
              </Group>
            );
          })}
        </Box>
        <Divider />
        <Stack component="dl" gap={4} m={0} data-testid="checkout-totals">
          {row(t('fnb:member.checkout.subtotal'), totals.subtotal, 'checkout-subtotal')}
          {row(t('fnb:member.checkout.cgst'), totals.cgst, 'checkout-cgst')}
          {row(t('fnb:member.checkout.sgst'), totals.sgst, 'checkout-sgst')}
          {row(t('fnb:member.checkout.total'), totals.total, 'checkout-total', true)}
        </Stack>
        <Text size="xs" c="dimmed">
          {t('fnb:member.checkout.taxNote')}
        </Text>
      </Stack>
    </Card>
  );
}
