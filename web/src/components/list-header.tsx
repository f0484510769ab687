import { Button, Group, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A staff list's heading: its title, a line on what it holds (`intro`) and, where staff may
 * add to it, its add button (`add`) at the right.
 */
export function ListHeader({
  title,
  intro,
  add,
}: {
  title: ReactNode;
  intro: ReactNode;
  add?: { label: string; onClick: () => void; disabled?: boolean };
}) {
  return (
    <Group justify="space-between" align="flex-start">
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{intro}</Text>
      </div>
      {add && (
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={add.onClick}
          disabled={add.disabled}
        >
          {add.label}
        </Button>
      )}
    </Group>
  );
}
