import { FEEDBACK_MESSAGE_MAX, memberReplyRequest, type FeedbackDetail } from '@club/contracts';
import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FORM_STYLE } from '../../../components/form-style';
import { applyProblemToForm, useZodForm } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { useReplyToFeedback } from '../api/reply-to-feedback';

interface Values extends Record<string, unknown> {
  message: string;
}

/**
 * The member writes again on their feedback (a resolved one reopens: the box says so); a
 * closed one takes no more messages.
 */
export function ReplyBox({ feedback }: { feedback: FeedbackDetail }) {
  const { t } = useTranslation();
  const reply = useReplyToFeedback(feedback.id);
  const form = useZodForm<Values>(memberReplyRequest, { initialValues: { message: '' } });
  if (feedback.status === 'closed')
    return <Alert color="gray">{t('feedback:detail.closed')}</Alert>;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="feedback-reply">
      <Title order={2} size="h4" id="feedback-reply" mb="xs">
        {t('feedback:detail.reply')}
      </Title>
      <form
        noValidate
        onSubmit={form.onSubmit((v) =>
          reply.mutate(v, {
            onSuccess: () => {
              notifySuccess(t('feedback:detail.replied'));
              form.reset();
            },
            onError: (e) => applyProblemToForm(form, e),
          }),
        )}
      >
        <Stack gap="sm" style={FORM_STYLE}>
          <Textarea
            label={t('feedback:detail.replyLabel')}
            required
            autosize
            minRows={3}
            maxRows={10}
            maxLength={FEEDBACK_MESSAGE_MAX}
            {...form.getInputProps('message')}
          />
          {feedback.status === 'resolved' && (
            <Text size="sm" c="dimmed">
              {t('feedback:detail.replyReopens')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={reply.isPending}>
              {t('feedback:detail.replySend')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
