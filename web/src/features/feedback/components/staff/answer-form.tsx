import { FEEDBACK_MESSAGE_MAX, type FeedbackDetail } from '@club/contracts';
import { Alert, Button, Card, Group, Textarea, Title } from '@mantine/core';
import { IconLock, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_STYLE } from '../../../../components/form-style';
import { notifySuccess } from '../../../../lib/notify';
import { useReplyToFeedback } from '../../api/staff/reply-feedback';

/**
 * The office's answer: one message, sent as a reply (mailed to the member; the first one starts
 * the feedback's progress) or kept as an internal note the member never sees. A closed
 * feedback takes notes only.
 */
export function AnswerForm({ feedback: f }: { feedback: FeedbackDetail }) {
  const { t } = useTranslation();
  const reply = useReplyToFeedback();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState<'reply' | 'note' | null>(null);
  const closed = f.status === 'closed';

  const send = (internal: boolean) => {
    const text = message.trim();
    if (!text) return setError(t('feedback-admin:detail.messageRequired'));
    setSending(internal ? 'note' : 'reply');
    reply.mutate(
      { id: f.id, message: text, internal },
      {
        onSuccess: () => {
          setMessage('');
          notifySuccess(
            internal ? t('feedback-admin:detail.noted') : t('feedback-admin:detail.replied'),
          );
        },
        onSettled: () => setSending(null),
      },
    );
  };

  return (
    <Card withBorder padding="md" style={FORM_STYLE}>
      <Title order={2} size="h4" mb="xs">
        {t('feedback-admin:detail.writeTitle')}
      </Title>
      {closed && (
        <Alert color="gray" mb="sm">
          {t('feedback-admin:detail.closedNotesOnly')}
        </Alert>
      )}
      <Textarea
        label={t('feedback-admin:detail.message')}
        description={t('feedback-admin:detail.messageHint')}
        autosize
        minRows={3}
        maxLength={FEEDBACK_MESSAGE_MAX}
        value={message}
        error={error}
        onChange={(e) => {
          setMessage(e.currentTarget.value);
          setError(null);
        }}
      />
      <Group mt="sm" gap="sm">
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          disabled={closed || (reply.isPending && sending !== 'reply')}
          loading={sending === 'reply'}
          onClick={() => send(false)}
        >
          {t('feedback-admin:detail.reply')}
        </Button>
        <Button
          variant="outline"
          leftSection={<IconLock size={16} aria-hidden />}
          disabled={reply.isPending && sending !== 'note'}
          loading={sending === 'note'}
          onClick={() => send(true)}
        >
          {t('feedback-admin:detail.note')}
        </Button>
      </Group>
    </Card>
  );
}
