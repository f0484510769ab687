import type { FeedbackDetail } from '@club/contracts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingPaperLink } from '../../../../components/booking-detail-layout';
import { useClubFormat } from '../../../settings';
import { CATEGORY_KEYS, LINK_KEYS } from './labels';
import { OverdueBadge } from './feedback-badges';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/**
 * What the office knows of a feedback: who wrote, about what (its category and link), when,
 * their rating, when the first reply and the resolution are due or were given (in office hours),
 * the member's rating of the answer, and their photo.
 */
export function FeedbackFacts({ feedback: f }: { feedback: FeedbackDetail }) {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  /** Working minutes as hours and minutes. */
  const workingTime = (minutes: number) =>
    minutes < 60
      ? t('feedback-admin:detail.minutesOnly', { minutes })
      : t('feedback-admin:detail.hoursMinutes', {
          hours: Math.floor(minutes / 60),
          minutes: minutes % 60,
        });
  const due = (at: string) => t('feedback-admin:detail.dueAt', { at: fmt.dateTime(at) });
  const done = (at: string, minutes: number | null) =>
    minutes === null
      ? fmt.dateTime(at)
      : t('feedback-admin:detail.doneAt', { at: fmt.dateTime(at), time: workingTime(minutes) });
  return (
    <Stack gap="sm">
      <Text fw={600}>
        {t('feedback-admin:detail.member', { name: f.memberName, code: f.memberCode })}
      </Text>
      <Text size="lg">{f.subject}</Text>
      {f.overdue && <OverdueBadge />}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <Fact label={t('feedback-admin:detail.category')}>{t(CATEGORY_KEYS[f.category])}</Fact>
        <Fact label={t('feedback-admin:detail.about')}>
          {f.link
            ? `${t(LINK_KEYS[f.link.kind])}: ${f.linkLabel}`
            : t('feedback-admin:detail.nothingLinked')}
        </Fact>
        <Fact label={t('feedback-admin:detail.received')}>{fmt.dateTime(f.createdAt)}</Fact>
        <Fact label={t('feedback-admin:detail.rating')}>
          {t('feedback-admin:detail.ratingValue', { rating: f.rating })}
        </Fact>
        <Fact label={t('feedback-admin:detail.firstReply')}>
          {f.firstReplyAt ? done(f.firstReplyAt, f.firstReplyMinutes) : due(f.firstReplyDueAt)}
        </Fact>
        <Fact label={t('feedback-admin:detail.resolution')}>
          {f.resolvedAt ? done(f.resolvedAt, f.resolutionMinutes) : due(f.resolutionDueAt)}
        </Fact>
        <Fact label={t('feedback-admin:detail.answerRating')}>
          {f.answerRating === null
            ? t('feedback-admin:detail.notRated')
            : [t('feedback-admin:detail.ratingValue', { rating: f.answerRating }), f.answerComment]
                .filter(Boolean)
                .join(' · ')}
        </Fact>
      </SimpleGrid>
      {f.photoUrl && (
        <BookingPaperLink href={f.photoUrl} label={t('feedback-admin:detail.photo')} />
      )}
    </Stack>
  );
}
