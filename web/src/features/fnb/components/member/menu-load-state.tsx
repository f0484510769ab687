import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A menu query's failure, said in place (the menu asks again every few seconds, so no toast):
 * nothing to show yet, or the data shown may be out of date.
 */
export function MenuLoadState({
  error,
  hasData,
  onRetry,
}: {
  error: unknown;
  hasData: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert
      color={hasData ? 'yellow' : 'red'}
      icon={<IconAlertTriangle size={20} />}
      title={hasData ? undefined : t('fnb:member.loadFailed')}
      role="alert"
    >
      {hasData ? t('fnb:member.refreshFailed') : null}
      <Button size="compact-sm" variant="white" ml={hasData ? 'sm' : 0} onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </Alert>
  );
}
