import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card of a figure that waits for the office, its links opening the list filtered. */
export function Figure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" h="100%" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <Stack gap={4}>{children}</Stack>
    </Card>
  );
}
