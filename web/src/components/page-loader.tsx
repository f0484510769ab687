import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A centred loader with an accessible name, for pages and the session check. */
export function PageLoader({ fullHeight = false }: { fullHeight?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center
      mih={fullHeight ? '100dvh' : 240}
      role="status"
      aria-live="polite"
      aria-label={t('app.loading')}
    >
      <Loader type="dots" />
    </Center>
  );
}
