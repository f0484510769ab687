import { Badge, Box, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { FeedbackMessage } from '@club/contracts';
import { useTranslation } from 'react-i18next';
import { useReadableText } from '../../../components/status-badge';
import { useClubFormat } from '../../settings';

export interface FeedbackThreadProps {
  /** The conversation in the order it was written (the API answers it oldest first). */
  messages: FeedbackMessage[];
  /**
   * Show the office's internal notes, marked as such (the staff's page). Left out, a note
   * given by mistake is not shown: the member never sees one.
   */
  showInternal?: boolean;
  /** The feedback's photo (the member's or the office's address of it), shown under the first message. */
  photoUrl?: string | null;
  /** The region's accessible name (default: "Conversation"). */
  label?: string;
}

/**
 * The conversation of a feedback: each message with its author (the member or the club
 * office, and their name), when it was written (the club's time zone, the reader's format) and
 * its words; the photo the member sent; the office's internal notes only when asked for, marked.
 * The member's page and the staff's page both draw it.
 */
export function FeedbackThread({
  messages,
  showInternal = false,
  photoUrl,
  label,
}: FeedbackThreadProps) {
  const { t } = useTranslation();
  const readable = useReadableText();
  const fmt = useClubFormat();
  const shown = showInternal ? messages : messages.filter((m) => !m.internal);
  return (
    <Box component="section" aria-label={label ?? t('feedback:thread.label')}>
      {shown.length === 0 ? (
        <Text c="dimmed">{t('feedback:thread.empty')}</Text>
      ) : (
        <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {shown.map((m, i) => (
            <Paper
              key={m.id}
              component="li"
              withBorder
              p="sm"
              radius="md"
              data-testid="feedback-message"
              data-author={m.author}
              data-internal={m.internal || undefined}
              ml={m.author === 'staff' ? { base: 0, sm: 'xl' } : 0}
              mr={m.author === 'member' ? { base: 0, sm: 'xl' } : 0}
              bg={m.internal ? 'yellow.0' : m.author === 'staff' ? 'blue.0' : undefined}
              style={m.internal ? { borderStyle: 'dashed' } : undefined}
            >
              <Group justify="space-between" gap="xs" wrap="wrap" mb={4}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={600} size="sm">
                    {m.authorName}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {m.author === 'staff'
                      ? t('feedback:thread.staff')
                      : t('feedback:thread.member')}
                  </Text>
                  {m.internal && (
                    <Badge
                      variant="light"
                      color="yellow"
                      styles={{ root: { color: readable('yellow') } }}
                    >
                      {t('feedback:thread.internal')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed" component="time" dateTime={m.createdAt}>
                  {fmt.dateTime(m.createdAt)}
                </Text>
              </Group>
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.body}</Text>
              {i === 0 && photoUrl && (
                <Image
                  src={photoUrl}
                  alt={t('feedback:thread.photo')}
                  mt="sm"
                  radius="sm"
                  maw={360}
                  fit="contain"
                />
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  );
}
