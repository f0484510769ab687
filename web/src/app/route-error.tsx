import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { useAppReady } from '../lib/app-ready';

/** Shown when a page fails to load (e.g. a ChunkLoadError after a new release). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useAppReady();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={1} size="h2">
          {t('errors.pageLoadTitle')}
        </Title>
        <Text c="dimmed">{t('errors.pageLoad')}</Text>
        <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
      </Stack>
    </Center>
  );
}
