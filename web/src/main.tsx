import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { i18nReady } from './lib/i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';

// First the language's labels (at once for English), then the first screen: a public page
// the server rendered is hydrated (its HTML stays), any other is rendered, in a transition
// (React works in slices, yielding to the browser between them).
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
void i18nReady().then(() =>
  startTransition(() => {
    if (container.hasAttribute('data-ssr')) hydrateRoot(container, app);
    else createRoot(container).render(app);
  }),
);
