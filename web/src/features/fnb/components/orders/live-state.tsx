import { Box, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long a stream may be down before the screen says so (a reconnect takes a second). */
const QUIET_MS = 4_000;

/**
 * Whether the screen updates live (its server-sent event stream is connected). A short break
 * (the first connect, the server's reconnect every few minutes) is not shown; a longer one
 * says the updates are paused while it reconnects.
 */
export function LiveState({ connected }: { connected: boolean }) {
  const { t } = useTranslation();
  const [down, setDown] = useState(false);
  useEffect(() => {
    if (connected) {
      setDown(false);
      return;
    }
    const timer = setTimeout(() => setDown(true), QUIET_MS);
    return () => clearTimeout(timer);
  }, [connected]);
  if (!connected && !down) return null;
  return (
    <Group gap={6} wrap="nowrap" data-testid="live-state" data-live={connected}>
      <Box
        aria-hidden
        w={10}
        h={10}
        style={{
          flex: 'none',
          borderRadius: '50%',
          background: connected ? 'var(--mantine-color-green-7)' : 'var(--mantine-color-gray-6)',
        }}
      />
      <Text size="sm">{t(connected ? 'fnb:live.on' : 'fnb:live.off')}</Text>
    </Group>
  );
}
