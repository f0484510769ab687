import { pagePath } from '@club/contracts/core';
import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../settings';

/** A clear message with a way home (not found, unauthorised, invalid access). */
export function MessagePage({
  title,
  text,
  icon,
  actions,
}: {
  title: string;
  text: string;
  icon: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <Stack align="center" ta="center" gap="md" py="xl" maw={560} mx="auto">
      <ThemeIcon size={64} radius="xl" variant="light">
        {icon}
      </ThemeIcon>
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{text}</Text>
      <Group justify="center">
        {actions}
        <Button component={Link} to={pagePath('home')} variant={actions ? 'default' : 'filled'}>
          {t('common.goHome')}
        </Button>
      </Group>
    </Stack>
  );
}
