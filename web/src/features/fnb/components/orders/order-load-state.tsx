import { Alert, Anchor, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../../lib/api';
import { keyMap } from '../../../../lib/i18n';
import { errorText } from '../../../../lib/notify';

const PARTS = ['notFoundTitle', 'notFound', 'back', 'loadFailed', 'loading'] as const;
const TEXTS = {
  member: keyMap('fnb:myOrders.detail.', PARTS),
  staff: keyMap('fnb:orders.detail.', PARTS),
};

/**
 * What an order page shows before it has the order: not found (a bad id or a 404), the load
 * failing (with a retry), or loading; `null` once the order is there. `texts`: the member's
 * page or the staff's.
 */
export function OrderLoadState({
  orderId,
  error,
  loaded,
  refetch,
  texts,
  backTo,
}: {
  orderId: number;
  error: unknown;
  loaded: boolean;
  refetch: () => unknown;
  texts: keyof typeof TEXTS;
  backTo: string;
}) {
  const { t } = useTranslation();
  const k = TEXTS[texts];
  if (!Number.isInteger(orderId) || orderId <= 0 || (isApiError(error) && error.status === 404)) {
    return (
      <Stack gap="md">
        <Title order={1}>{t(k.notFoundTitle)}</Title>
        <Text>{t(k.notFound)}</Text>
        <Anchor component={Link} to={backTo}>
          {t(k.back)}
        </Anchor>
      </Stack>
    );
  }
  if (error && !loaded) {
    return (
      <Alert color="red" title={t(k.loadFailed)} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorText(error)}</Text>
          <Button size="compact-sm" variant="white" onClick={() => void refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!loaded) {
    return (
      <Stack gap="md" aria-busy>
        <Title order={1}>{t(k.loading)}</Title>
        <Skeleton h={120} />
        <Skeleton h={240} />
      </Stack>
    );
  }
  return null;
}
