import { Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '../../../../components/query-states';
import { isApiError } from '../../../../lib/api';
import { keyMap } from '../../../../lib/i18n';
import { usePageTitle } from '../../../settings';
import { ORDERING_PATHS } from '../member/ordering-paths';
import { MANAGE_ORDERS_PATH } from './order-paths';

const PARTS = ['notFoundTitle', 'notFound', 'back', 'loadFailed', 'loading'] as const;
const TEXTS = {
  member: keyMap('fnb:myOrders.detail.', PARTS),
  staff: keyMap('fnb:orders.detail.', PARTS),
};
/** Where "back" leads: the member's orders or staff's. */
const BACK = { member: ORDERING_PATHS.orders, staff: MANAGE_ORDERS_PATH };

/**
 * What an order page shows while it has no order: not found (a bad id or a 404), the load
 * failing (with a retry), or loading (`loading`, where the page draws its own). `texts`: the
 * member's page or the staff's (their words, and the list "back" leads to); `query`: the
 * order's read.
 */
export function OrderLoadState({
  orderId,
  query: { error, refetch },
  texts,
  loading,
}: {
  orderId: number;
  query: { error: unknown; refetch: () => unknown };
  texts: keyof typeof TEXTS;
  loading?: ReactNode;
}) {
  const { t } = useTranslation();
  const k = TEXTS[texts];
  if (!Number.isInteger(orderId) || orderId <= 0 || (isApiError(error) && error.status === 404)) {
    return (
      <Stack gap="md">
        <Title order={1}>{t(k.notFoundTitle)}</Title>
        <Text>{t(k.notFound)}</Text>
        <Anchor component={Link} to={BACK[texts]}>
          {t(k.back)}
        </Anchor>
      </Stack>
    );
  }
  if (error) {
    return <LoadFailed error={error} title={t(k.loadFailed)} onRetry={refetch} />;
  }
  if (loading) return loading;
  return (
    <Stack gap="md" aria-busy>
      <Title order={1}>{t(k.loading)}</Title>
      <Skeleton h={120} />
      <Skeleton h={240} />
    </Stack>
  );
}

/**
 * An order's label (its invoice number, or "#12" before it has one) and the page's title with
 * it: the member's order page or the staff's.
 */
export function useOrderLabel(
  order: { id: number; invoiceNumber: string | null } | undefined,
  texts: keyof typeof TEXTS,
): string | undefined {
  const { t } = useTranslation();
  const label = order
    ? (order.invoiceNumber ?? t('fnb:orders.numberFallback', { id: order.id }))
    : undefined;
  usePageTitle(
    label
      ? texts === 'member'
        ? t('fnb:myOrders.number', { number: label })
        : t('fnb:orders.detail.title', { number: label })
      : t(TEXTS[texts].loading),
  );
  return label;
}
