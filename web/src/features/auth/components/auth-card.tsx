import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A centred card for the sign-in and account-recovery screens. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} maw={480} mx="auto" w="100%">
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        {intro && <Text c="dimmed">{intro}</Text>}
        {children}
      </Stack>
    </Paper>
  );
}
