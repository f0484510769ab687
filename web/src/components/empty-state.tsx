import { Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A list's "nothing here yet" in place of its cards (My Feedback, the notifications): the
 * icon (`aria-hidden`) and what is missing, a hint under it, and what to do (`children`: a
 * button) below.
 */
export function EmptyState({
  icon,
  title,
  hint,
  children,
}: {
  icon: ReactNode;
  title: string;
  hint?: string;
  children?: ReactNode;
}) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm" align="flex-start">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {icon}
          <div>
            <Text fw={600}>{title}</Text>
            {hint && (
              <Text size="sm" c="dimmed">
                {hint}
              </Text>
            )}
          </div>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
