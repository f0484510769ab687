import type { FnbOrder } from '@club/contracts';
import { Anchor, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FULFILMENT_KEYS, ORDER_OUTLET_KEYS } from './labels';
import { useOrderFormat } from './use-order-format';

/** The way back to a list (or to the order), an arrow before its words. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}

/**
 * An order page's head: the way back, the title with the status badge, the outlet, fulfilment
 * and slot under it, and at the right what the page adds (`aside`: the live state, a button).
 */
export function OrderHead({
  order,
  back,
  title,
  badge,
  aside,
}: {
  order: FnbOrder;
  back: { to: string; label: string };
  title: string;
  badge: ReactNode;
  aside: ReactNode;
}) {
  const { t } = useTranslation();
  const fmt = useOrderFormat();
  return (
    <>
      <BackLink {...back} />
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Group gap="sm" align="center">
            <Title order={1}>{title}</Title>
            {badge}
          </Group>
          <Text c="dimmed">
            {t('fnb:orders.detail.subtitle', {
              outlet: t(ORDER_OUTLET_KEYS[order.outlet]),
              fulfilment: t(FULFILMENT_KEYS[order.fulfilment]),
              slot: fmt.dateTime(order.slotAt),
            })}
          </Text>
        </div>
        {aside}
      </Group>
    </>
  );
}
