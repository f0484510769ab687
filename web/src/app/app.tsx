import { useEffect, useMemo, useRef } from 'react';
import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import { createAppRouter } from './router';

/**
 * The app. `onReady` runs once, when it has first drawn (taken over the server's page): main.tsx
 * presses again there a button pressed before then.
 */
export function App({ onReady }: { onReady?: (() => void) | undefined }) {
  const router = useMemo(() => createAppRouter(), []);
  const ready = useRef(onReady);
  // The page answers from here on (a server-drawn page is hydrated): <html data-app="ready">.
  // Tests and scripts wait for it before pressing anything on a page the server drew.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    const run = ready.current;
    ready.current = undefined;
    run?.();
  }, []);
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
