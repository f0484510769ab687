import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import { createAppRouter } from './router';

export function App() {
  const router = useMemo(() => createAppRouter(), []);
  // The page answers from here on (a server-drawn page is hydrated): <html data-app="ready">.
  // Tests and scripts wait for it before pressing anything on a page the server drew.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
