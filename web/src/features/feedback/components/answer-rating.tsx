import { rateFeedbackRequest, type FeedbackDetail } from '@club/contracts';
import { Button, Card, Group, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FORM_STYLE } from '../../../components/form-style';
import { applyProblemToForm, useZodForm } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { useRateFeedbackAnswer } from '../api/reply-to-feedback';
import { FEEDBACK_RATING_KEYS, FEEDBACK_RATINGS } from './labels';

interface Values extends Record<string, unknown> {
  rating: string;
  comment: string;
}

const ratingOf = (n: number) => FEEDBACK_RATINGS.find((r) => r === String(n));

/**
 * The member's rating of the club's answer: asked for once the feedback is resolved or closed,
 * taken once; then the rating given is shown.
 */
export function AnswerRating({ feedback }: { feedback: FeedbackDetail }) {
  const { t } = useTranslation();
  const rate = useRateFeedbackAnswer(feedback.id);
  const form = useZodForm<Values>(rateFeedbackRequest, {
    initialValues: { rating: '', comment: '' },
  });
  if (feedback.answerRating !== null) {
    const r = ratingOf(feedback.answerRating);
    return (
      <Card withBorder padding="md" data-testid="answer-rated">
        <Text>
          {t('feedback:detail.answerRated', {
            rating: r ? `${r} · ${t(FEEDBACK_RATING_KEYS[r])}` : feedback.answerRating,
          })}
        </Text>
        {feedback.answerComment && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {feedback.answerComment}
          </Text>
        )}
      </Card>
    );
  }
  if (feedback.status !== 'resolved' && feedback.status !== 'closed') return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="rate-answer">
      <Title order={2} size="h4" id="rate-answer">
        {t('feedback:detail.rateTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('feedback:detail.rateIntro')}
      </Text>
      <form
        noValidate
        onSubmit={form.onSubmit((v) =>
          rate.mutate(
            { rating: Number(v.rating), comment: v.comment },
            {
              onSuccess: () => notifySuccess(t('feedback:detail.rated')),
              onError: (e) => applyProblemToForm(form, e),
            },
          ),
        )}
      >
        <Stack gap="sm" style={FORM_STYLE}>
          <Radio.Group
            label={t('feedback:detail.rateLabel')}
            required
            {...form.getInputProps('rating')}
          >
            <Group gap="md" mt={6}>
              {FEEDBACK_RATINGS.map((r) => (
                <Radio key={r} value={r} label={`${r} · ${t(FEEDBACK_RATING_KEYS[r])}`} />
              ))}
            </Group>
          </Radio.Group>
          <Textarea
            label={t('feedback:detail.rateComment')}
            autosize
            minRows={2}
            maxLength={1000}
            {...form.getInputProps('comment')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={rate.isPending}>
              {t('feedback:detail.rateSend')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
