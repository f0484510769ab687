import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import { createAppRouter } from './router';

/** The app. It marks itself ready once its first screen is drawn whole (lib/app-ready.ts). */
export function App() {
  const router = useMemo(() => createAppRouter(), []);
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
