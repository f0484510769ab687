import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionBootstrap } from '../features/auth';
import { queryClient } from '../lib/query-client';
import { writeFirstPaint } from '../lib/first-paint';
import { widthClass } from '../lib/viewport';
import { TOAST_LIMIT } from '../lib/notify';
import { DEFAULT_SETTINGS, useSettingsStore, type LayoutSettings } from './settings-store';
import { buildTheme } from './theme';

const LAYOUT_KEYS = ['menuPlacement', 'menuPinned', 'layout', 'radius', 'theme'] as const;
const isCustom = (s: LayoutSettings) => LAYOUT_KEYS.some((k) => s[k] !== DEFAULT_SETTINGS[k]);

/** Keeps the first-paint cookie (lib/first-paint.ts) equal to the language and settings now. */
function useFirstPaintCookie() {
  const { i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? i18n.language ?? 'en').slice(0, 2);
  const dark = useSettingsStore((s) => s.colorScheme) === 'dark';
  const custom = useSettingsStore(isCustom);
  const [width, setWidth] = useState(() => widthClass(globalThis.innerWidth ?? 0));
  useEffect(() => {
    const resized = () => setWidth(widthClass(window.innerWidth));
    window.addEventListener('resize', resized);
    return () => window.removeEventListener('resize', resized);
  }, []);
  useEffect(
    () => writeFirstPaint({ language, dark, custom, width }),
    [language, dark, custom, width],
  );
}

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
  useFirstPaintCookie();
  return (
    <MantineProvider theme={theme} forceColorScheme={scheme}>
      {/* Top right, below the header (styles.css), so a toast never covers its cart and user menu. */}
      <Notifications position="top-right" autoClose={5000} limit={TOAST_LIMIT} zIndex={1000} />
      <QueryClientProvider client={client}>
        <SessionBootstrap>{children}</SessionBootstrap>
      </QueryClientProvider>
    </MantineProvider>
  );
}
