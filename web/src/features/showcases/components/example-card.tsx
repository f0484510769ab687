import {
  ActionIcon,
  Card,
  Code,
  CopyButton,
  Group,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One showcase example: its name and use, how the page shows it, the markup to paste (with a
 * copy button) and, where the page drops part of it, what the page keeps.
 */
export function ExampleCard({
  id,
  title,
  text,
  markup,
  kept,
  preview,
  note,
}: {
  id: string;
  title: string;
  text: string;
  markup: string;
  /** What the server keeps of the markup; shown only where it differs. */
  kept?: string | undefined;
  preview: ReactNode;
  note?: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = `example-${id}`;
  return (
    <Card withBorder component="section" aria-labelledby={headingId} padding="md">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
          {note}
        </div>
        <div>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {t('showcases:example.preview')}
          </Text>
          <div data-testid={`preview-${id}`}>{preview}</div>
        </div>
        <div>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              {t('showcases:example.markup')}
            </Text>
            <CopyButton value={markup}>
              {({ copied, copy }) => (
                <Tooltip label={t('showcases:example.copied')} opened={copied} withArrow>
                  <ActionIcon
                    variant="subtle"
                    onClick={copy}
                    aria-label={t('showcases:example.copy', { title })}
                  >
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          <Code
            block
            data-testid={`markup-${id}`}
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {markup}
          </Code>
        </div>
        {kept !== undefined && kept !== markup && (
          <div>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              {t('showcases:example.kept')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('showcases:example.keptNote')}
            </Text>
            <Code
              block
              data-testid={`kept-${id}`}
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {kept}
            </Code>
          </div>
        )}
      </Stack>
    </Card>
  );
}
