import type { FnbOrder } from '@club/contracts';
import { Alert, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClubSettings } from '../../../settings';
import {
  FULFILMENT_KEYS,
  ORDER_OUTLET_KEYS,
  ORDER_STATUS_KEYS,
  useOrderNoteText,
} from '../orders/labels';
import { OrderLines } from '../orders/order-lines';
import { useOrderFormat } from '../orders/use-order-format';

/** One line of the invoice's head: its term, then its value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" component="dt" style={{ flex: 'none' }}>
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} fw={500}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * The order's tax invoice on screen and on paper: the club's letterhead (settings), the
 * invoice's number and date, who it is billed to and how it is handed over and paid, why it
 * stopped (cancelled, rejected), the items with their GST, CGST and SGST, and the totals.
 */
export function InvoicePaper({ order }: { order: FnbOrder & { invoiceNumber: string } }) {
  const { t } = useTranslation();
  const noteText = useOrderNoteText();
  const fmt = useOrderFormat();
  const club = useClubSettings().data;
  const outlet = t(ORDER_OUTLET_KEYS[order.outlet]);
  // The invoice is dated when the order went to the kitchen (as the PDF is).
  const invoiced = order.events.find((e) => e.status === 'ordered')?.at ?? order.createdAt;
  const stopped = order.status === 'cancelled' || order.status === 'rejected';

  return (
    <Paper
      component="article"
      className="fnb-invoice"
      withBorder
      p={{ base: 'sm', sm: 'xl' }}
      aria-label={t('fnb:myOrders.invoice.label', { number: order.invoiceNumber })}
      data-testid="invoice"
    >
      <Stack gap="lg">
        <Stack gap={2} component="header" data-testid="letterhead">
          <Text fw={700} size="xl">
            {club?.clubName ?? ''}
          </Text>
          {club?.address && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {club.address}
            </Text>
          )}
          <Text size="sm">{[club?.phone, club?.email].filter(Boolean).join(' · ')}</Text>
        </Stack>
        <Divider />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t('fnb:myOrders.invoice.heading')}
            </Title>
            <Stack component="dl" gap={2} m={0}>
              <Fact label={t('fnb:myOrders.invoice.number')}>
                <span data-testid="invoice-number">{order.invoiceNumber}</span>
              </Fact>
              <Fact label={t('fnb:myOrders.invoice.date')}>{fmt.dateTime(invoiced)}</Fact>
              <Fact label={t('fnb:myOrders.invoice.order')}>
                {t('fnb:myOrders.invoice.orderRef', { outlet, id: order.id })}
              </Fact>
            </Stack>
          </Stack>
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('fnb:myOrders.invoice.billedTo')}
            </Text>
            <Text fw={700}>{order.memberName}</Text>
            <Text size="sm">
              {t('fnb:myOrders.invoice.memberCode', { code: order.memberCode })}
            </Text>
            <Text size="sm">
              {t(FULFILMENT_KEYS[order.fulfilment])}
              {' · '}
              {t(
                order.fulfilment === 'club_delivery'
                  ? 'fnb:myOrders.invoice.delivery'
                  : 'fnb:myOrders.invoice.pickup',
              )}{' '}
              {fmt.dateTime(order.slotAt)}
            </Text>
            {order.deliveryAddress && (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {order.deliveryAddress}
              </Text>
            )}
            <Text size="sm">
              {t(
                order.paymentMethod === 'account'
                  ? 'fnb:myOrders.invoice.paidOnAccount'
                  : 'fnb:myOrders.invoice.paidByCard',
              )}
            </Text>
          </Stack>
        </SimpleGrid>
        {stopped && (
          <Alert color="red" variant="light" p="sm">
            {t('fnb:myOrders.invoice.stopped', { status: t(ORDER_STATUS_KEYS[order.status]) })}
            {order.reason ? ` ${noteText(order.reason)}` : ''}
          </Alert>
        )}
        <OrderLines order={order} />
        <Text size="xs" c="dimmed">
          {t('fnb:myOrders.invoice.taxNote', { currency: fmt.currency })}
        </Text>
      </Stack>
    </Paper>
  );
}
