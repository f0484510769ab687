import type { FeedbackSummary } from '@club/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { ListCard } from '../../../components/list-pager';
import { useClubFormat } from '../../settings';
import { FeedbackStatusBadge } from './feedback-status-badge';
import { FEEDBACK_CATEGORY_KEYS, FEEDBACK_LINK_KIND_KEYS } from './labels';

/** One of the member's feedback in "My Feedback": subject, status, category, what about, when. */
export function FeedbackCard({ item }: { item: FeedbackSummary }) {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  return (
    <ListCard
      headingId={`my-feedback-${item.id}`}
      title={item.subject}
      to={paths.myFeedbackDetail(item.id)}
      aside={<FeedbackStatusBadge status={item.status} />}
      testId="my-feedback"
      data={{ 'data-feedback': item.id }}
    >
      <Text size="sm">
        {t('feedback:list.category')}: {t(FEEDBACK_CATEGORY_KEYS[item.category])}
      </Text>
      {item.link && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('feedback:list.about')}: {t(FEEDBACK_LINK_KIND_KEYS[item.link.kind])} {item.linkLabel}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t('feedback:list.lastActivity')}:{' '}
        <time dateTime={item.updatedAt}>{fmt.dateTime(item.updatedAt)}</time>
      </Text>
    </ListCard>
  );
}
