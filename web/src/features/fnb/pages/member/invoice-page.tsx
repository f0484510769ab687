import type { FnbOrder } from '@club/contracts';
import { Alert, Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLanguage } from '../../../../lib/use-language';
import { usePageTitle } from '../../../settings';
import { useMyOrder } from '../../api/get-my-order';
import { invoicePdfUrl } from '../../api/my-order-paths';
import { InvoicePaper } from '../../components/member/invoice-paper';
import { myOrderDetailPath } from '../../components/member/ordering-paths';
import { BackLink } from '../../components/orders/order-head';
import { OrderLoadState } from '../../components/orders/order-load-state';

/** Only the invoice goes on paper: the app's header, menu and the page's buttons stay on screen. */
const PRINT_CSS = `
@media print {
  @page { size: A4 portrait; margin: 14mm; }
  html, body { background: #fff !important; }
  .mantine-AppShell-header, .mantine-AppShell-navbar, .mantine-AppShell-footer, [data-no-print] { display: none !important; }
  .mantine-AppShell-main { padding: 0 !important; min-height: 0 !important; }
  .mantine-AppShell-main > .mantine-Container-root { padding: 0 !important; max-width: none !important; }
  .fnb-invoice { border: 0 !important; box-shadow: none !important; padding: 0 !important; }
  .fnb-invoice .mantine-visible-from-sm { display: table-cell !important; }
}`;

/**
 * member/foodordering/invoice/{id} (SPEC.md §2 foodordering/invoice; the order's id in the
 * path, as orders/detail/{id}): the order's tax invoice as a page: the club's letterhead
 * (settings), the invoice number and date, the member, the items with their GST, CGST and
 * SGST, the totals. "Download PDF" fetches the server's PDF; "Print" prints the invoice
 * alone. An order still awaiting payment has no invoice yet; another member's is not found.
 */
export default function InvoicePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { id } = useParams();
  const orderId = Number(id);
  const read = useMyOrder(orderId);
  const { data } = read;
  usePageTitle(
    data?.invoiceNumber
      ? t('fnb:myOrders.invoice.title', { number: data.invoiceNumber })
      : t('fnb:myOrders.invoice.loading'),
  );

  if (!data) {
    return (
      <OrderLoadState
        orderId={orderId}
        query={read}
        texts="member"
        loading={
          <Stack gap="md" aria-busy>
            <Title order={1}>{t('fnb:myOrders.invoice.loading')}</Title>
            <Skeleton h={360} />
          </Stack>
        }
      />
    );
  }

  const back = <BackLink to={myOrderDetailPath(data.id)} label={t('fnb:myOrders.invoice.back')} />;
  if (!data.invoiceNumber) {
    return (
      <Stack gap="md">
        {back}
        <Title order={1}>{t('fnb:myOrders.invoice.loading')}</Title>
        <Alert color="yellow">{t('fnb:myOrders.invoice.none')}</Alert>
      </Stack>
    );
  }
  const order = data as FnbOrder & { invoiceNumber: string };
  return (
    <Stack gap="md">
      <style>{PRINT_CSS}</style>
      <Group justify="space-between" gap="sm" data-no-print>
        {back}
        <Group gap="sm">
          <Button
            component="a"
            href={invoicePdfUrl(order.id, language)}
            download
            leftSection={<IconFileTypePdf size={18} aria-hidden />}
          >
            {t('fnb:myOrders.invoice.download')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconPrinter size={18} aria-hidden />}
            onClick={() => window.print()}
          >
            {t('fnb:myOrders.invoice.print')}
          </Button>
        </Group>
      </Group>
      <InvoicePaper order={order} />
    </Stack>
  );
}
