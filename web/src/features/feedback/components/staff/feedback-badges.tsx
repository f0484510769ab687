import { Badge } from '@mantine/core';
import { IconAlarm } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useReadableText } from '../../../../components/status-badge';

export { FeedbackStatusBadge } from '../feedback-status-badge';

/** The mark of a feedback past its due time (first reply or resolution): red, with its word. */
export function OverdueBadge() {
  const { t } = useTranslation();
  const readable = useReadableText();
  return (
    <Badge
      color="red"
      variant="light"
      leftSection={<IconAlarm size={12} aria-hidden />}
      styles={{ root: { color: readable('red') } }}
      data-testid="overdue"
    >
      {t('feedback-admin:overdue')}
    </Badge>
  );
}
