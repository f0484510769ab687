import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { SessionBootstrap } from '../features/auth';
import { queryClient } from '../lib/query-client';
import { TOAST_LIMIT } from '../lib/notify';
import { useSettingsStore } from './settings-store';
import { buildTheme } from './theme';

/** Theme (from the persisted settings), server state, toasts and the session. */
export function Providers({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  /** The server renders each page with a client of its own (entry-server.tsx). */
  client?: QueryClient;
}) {
  const themeName = useSettingsStore((s) => s.theme);
  const radius = useSettingsStore((s) => s.radius);
  const theme = useMemo(() => buildTheme({ theme: themeName, radius }), [themeName, radius]);
  const scheme = useSettingsStore((s) => s.colorScheme);
  return (
    <MantineProvider theme={theme} forceColorScheme={scheme}>
      <Notifications position="top-right" autoClose={5000} limit={TOAST_LIMIT} zIndex={1000} />
      <QueryClientProvider client={client}>
        <SessionBootstrap>{children}</SessionBootstrap>
      </QueryClientProvider>
    </MantineProvider>
  );
}
