import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PATHS } from '../../../app/paths';
import { BookingDetailLayout, StepHistory } from '../../../components/booking-detail-layout';
import { useClubFormat, usePageTitle } from '../../settings';
import { useMyFeedback } from '../api/get-my-feedback';
import { AnswerRating } from '../components/answer-rating';
import { FeedbackLinkAnchor } from '../components/feedback-link';
import { FeedbackStatusBadge } from '../components/feedback-status-badge';
import { FeedbackThread } from '../components/feedback-thread';
import {
  FEEDBACK_CATEGORY_KEYS,
  FEEDBACK_RATING_KEYS,
  FEEDBACK_RATINGS,
  FEEDBACK_STEP_KEYS,
} from '../components/labels';
import { ReplyBox } from '../components/reply-box';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="wrap" align="baseline">
      <Text size="sm" fw={600}>
        {label}:
      </Text>
      <Text size="sm" component="div" style={{ minWidth: 0 }}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * member/feedbacks/FeedBackDetail/{id}: one of the member's feedback: its subject, category,
 * what it is about (a link to it), its progress, the conversation with the office, the box to
 * write again, and once resolved the rating of the answer. Another member's id: not found.
 */
export default function MyFeedbackDetailPage() {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const id = Number(useParams().id);
  usePageTitle(t('feedback:detail.title', { id }));
  const read = useMyFeedback(id);
  const f = read.data;
  const rating = f && FEEDBACK_RATINGS.find((r) => r === String(f.rating));

  return (
    <BookingDetailLayout
      back={{ to: PATHS.myFeedbackList, label: t('feedback:detail.back') }}
      loading={read.isPending}
      loadingLabel={t('feedback:detail.loading')}
      missing={
        f
          ? undefined
          : {
              error: read.error,
              notFound: t('feedback:detail.notFound'),
              loadError: t('feedback:detail.loadError'),
            }
      }
      title={t('feedback:detail.title', { id })}
      badge={f && <FeedbackStatusBadge status={f.status} />}
      summary={
        f && (
          <>
            <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {f.subject}
            </Title>
            <Fact label={t('feedback:detail.category')}>
              {t(FEEDBACK_CATEGORY_KEYS[f.category])}
            </Fact>
            {f.link && (
              <Fact label={t('feedback:detail.about')}>
                <FeedbackLinkAnchor link={f.link} label={f.linkLabel} />
              </Fact>
            )}
            <Fact label={t('feedback:detail.written')}>
              <time dateTime={f.createdAt}>{fmt.dateTime(f.createdAt)}</time>
            </Fact>
            <Fact label={t('feedback:detail.yourRating')}>
              {rating ? `${rating} · ${t(FEEDBACK_RATING_KEYS[rating])}` : f.rating}
            </Fact>
          </>
        )
      }
      history={
        f && (
          <StepHistory
            title={t('feedback:detail.progress')}
            steps={f.history.map((s) => ({ ...s, step: s.status }))}
            line={(s) =>
              [t(FEEDBACK_STEP_KEYS[s.status]), s.at, s.by, s.reason].filter(Boolean).join(' · ')
            }
          />
        )
      }
    >
      {f && (
        <Stack gap="md">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('feedback:detail.conversation')}
            </Title>
            <FeedbackThread messages={f.messages} photoUrl={f.photoUrl} />
          </Stack>
          <ReplyBox feedback={f} />
          <AnswerRating feedback={f} />
        </Stack>
      )}
    </BookingDetailLayout>
  );
}
