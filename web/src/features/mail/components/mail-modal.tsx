import { Alert, Modal, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/notify';
import { useClubFormat } from '../../settings';
import { useOutboxMail } from '../api/get-outbox-mail';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={700} tt="uppercase">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" style={{ wordBreak: 'break-word' }}>
        {children}
      </Text>
    </div>
  );
}

/** A mail of the outbox, opened: who it went to, when, and its text as the recipient reads it. */
export function MailModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const mail = useOutboxMail(id);
  const m = mail.data;
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      size="lg"
      title={m?.subject ?? t('mail:outbox.mailTitle')}
      closeButtonProps={{ 'aria-label': t('mail:outbox.close') }}
    >
      {mail.isError ? (
        <Alert color="red" role="alert">
          {errorText(mail.error)}
        </Alert>
      ) : !m ? (
        <Skeleton h={200} />
      ) : (
        <Stack gap="md">
          <Stack gap={6} component="dl" m={0}>
            <Row label={t('mail:outbox.to')}>{m.to}</Row>
            {m.replyTo && <Row label={t('mail:outbox.replyTo')}>{m.replyTo}</Row>}
            <Row label={t('mail:outbox.createdAt')}>{fmt.dateTime(m.createdAt)}</Row>
            {m.doneAt && <Row label={t('mail:outbox.doneAt')}>{fmt.dateTime(m.doneAt)}</Row>}
          </Stack>
          <Text
            component="pre"
            size="sm"
            data-testid="mail-text"
            style={{
              whiteSpace: 'pre-wrap',
              fontFamily: 'inherit',
              margin: 0,
              padding: 'var(--mantine-spacing-sm)',
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-sm)',
            }}
          >
            {m.text}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
