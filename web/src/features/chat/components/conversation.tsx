import type { Chat, ChatMessage } from '@club/contracts';
import { Alert, Anchor, Box, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDrop } from '../../../components/file-drop';
import { useClubFormat } from '../../settings';
import { chatFileUrl, type Side } from '../api/paths';
import { useMarkRead, useSendFile, useSendText } from '../api/send';

const ATTACH_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];

/** A new client id for a message (the server stores a message sent twice with it once). */
const newClientId = () => crypto.randomUUID();

/** Whose a message is from the screen's side: its own (right) or the other side's (left). */
const isOwn = (m: ChatMessage, side: Side) => (m.from === 'office') === side.office;

function Bubble({ m, side, seen }: { m: ChatMessage; side: Side; seen: boolean }) {
  const { t } = useTranslation();
  const f = useClubFormat();
  const own = isOwn(m, side);
  const who =
    m.from === 'office'
      ? (side.office && m.staffName) || t('chat:office')
      : side.office
        ? ''
        : t('chat:you');
  return (
    <Stack gap={2} align={own ? 'flex-end' : 'flex-start'} data-testid="chat-message">
      <Paper
        withBorder
        radius="md"
        px="sm"
        py={6}
        maw="85%"
        bg={own ? 'var(--mantine-color-blue-light)' : undefined}
      >
        {m.text && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {m.text}
          </Text>
        )}
        {m.attachments.map((a) => (
          <Anchor key={a.id} href={chatFileUrl(side, a.id)} target="_blank" size="sm">
            <IconPaperclip size={14} aria-hidden /> {t('chat:attachment')} ({a.name})
          </Anchor>
        ))}
      </Paper>
      <Text size="xs" c="dimmed">
        {[who, f.dateTime(m.at)].filter(Boolean).join(' · ')}
        {seen && ` · ${t('chat:seen')}`}
      </Text>
    </Stack>
  );
}

/**
 * One chat's conversation and its composer, for either side: the messages oldest first (own on
 * the right), "Seen" under the own last message the other side has read, a text composer
 * (Enter sends, Shift+Enter breaks the line; a failed send keeps the text and its client id, so
 * sending again cannot store it twice) and a file to attach. The other side's messages are
 * marked read while the conversation shows.
 */
export function Conversation({ chat, side }: { chat: Chat; side: Side }) {
  const { t } = useTranslation();
  const send = useSendText(side);
  const sendFile = useSendFile(side);
  const markRead = useMarkRead(side);
  const [text, setText] = useState('');
  const [attaching, setAttaching] = useState(false);
  const clientId = useRef<string | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const messages = chat.messages;
  const last = messages.at(-1);
  const myRead = side.office ? chat.officeReadId : chat.memberReadId;
  const theirRead = side.office ? chat.memberReadId : chat.officeReadId;
  const lastOwn = [...messages].reverse().find((m) => isOwn(m, side));

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  const readUpTo = last && !isOwn(last, side) && (myRead ?? 0) < last.id ? last.id : null;
  const { mutate: read } = markRead;
  useEffect(() => {
    if (readUpTo !== null) read({ id: chat.id, messageId: readUpTo });
  }, [chat.id, readUpTo, read]);

  const submit = () => {
    const body = text.trim();
    if (!body || send.isPending) return;
    clientId.current ??= newClientId();
    send.mutate(
      { id: chat.id, text: body, clientId: clientId.current },
      {
        onSuccess: () => {
          clientId.current = null;
          setText('');
        },
      },
    );
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <Stack gap="sm">
      {chat.status === 'closed' && !side.office && (
        <Alert color="gray" variant="light">
          {t('chat:closed')}
        </Alert>
      )}
      <Stack
        gap="sm"
        p={4}
        role="log"
        aria-live="polite"
        aria-label={t('chat:conversation')}
        tabIndex={0}
        mah="60vh"
        style={{ overflowY: 'auto' }}
      >
        {messages.length === 0 && (
          <Text c="dimmed" size="sm">
            {t('chat:empty')}
          </Text>
        )}
        {messages.map((m) => (
          <Bubble
            key={m.id}
            m={m}
            side={side}
            seen={m.id === lastOwn?.id && theirRead !== null && theirRead >= m.id}
          />
        ))}
        <div ref={end} />
      </Stack>
      {send.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('chat:notSent')}
        </Alert>
      )}
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <Textarea
            label={t('chat:message')}
            placeholder={t('chat:placeholder')}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              if (!send.isPending) clientId.current = null;
            }}
            onKeyDown={onKey}
            autosize
            minRows={1}
            maxRows={5}
            maxLength={2000}
            style={{ flex: 1 }}
          />
          <Button
            variant="default"
            aria-label={t('chat:attach')}
            aria-expanded={attaching}
            onClick={() => setAttaching((x) => !x)}
            px="xs"
          >
            <IconPaperclip size={18} aria-hidden />
          </Button>
          <Button
            type="submit"
            loading={send.isPending}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            {t('chat:send')}
          </Button>
        </Group>
      </Box>
      {attaching && (
        <FileDrop
          label={t('chat:attach')}
          drop={t('chat:attachDrop')}
          hint={(size) => t('chat:attachHint', { size })}
          rejected={(size) => t('chat:attachRejected', { size })}
          accept={ATTACH_TYPES}
          loading={sendFile.isPending}
          onFile={(file) =>
            sendFile.mutate(
              { id: chat.id, clientId: newClientId(), file },
              { onSuccess: () => setAttaching(false) },
            )
          }
        />
      )}
    </Stack>
  );
}
