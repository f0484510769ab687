import { Alert, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClubFormat } from '../../../settings';
import { useRefundPreview, type RefundScope } from '../../api/get-refund-preview';

/**
 * What cancelling a booking now refunds, as its cancellation policy says: "Cancelling now
 * refunds ₹2,352.00 (50%)", the days left and what the club keeps; nothing for a request
 * never charged.
 */
export function RefundPreview({ scope, bookingId }: { scope: RefundScope; bookingId: number }) {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const preview = useRefundPreview(scope, bookingId);
  if (preview.isLoading) return <Loader size="xs" aria-label={t('chambers:refund.loading')} />;
  if (!preview.data) {
    return (
      <Text size="sm" c="red">
        {t('chambers:refund.failed')}
      </Text>
    );
  }
  const p = preview.data;
  if (p.charged === 0) {
    return (
      <Alert color="gray" data-testid="refund-preview">
        {t('chambers:refund.nothingCharged')}
      </Alert>
    );
  }
  return (
    <Alert color={p.penalty > 0 ? 'orange' : 'green'} data-testid="refund-preview">
      <Text fw={600}>
        {t('chambers:refund.refunds', { amount: fmt.money(p.amount), percent: p.percent })}
      </Text>
      <Text size="sm">
        {p.penalty > 0
          ? t('chambers:refund.keeps', {
              count: p.daysBefore,
              penalty: fmt.money(p.penalty),
              charged: fmt.money(p.charged),
            })
          : t('chambers:refund.full', { count: p.daysBefore, charged: fmt.money(p.charged) })}
      </Text>
    </Alert>
  );
}
