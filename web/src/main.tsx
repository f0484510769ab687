import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { currentLanguage, i18nReady } from './lib/i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { onAppReady } from './lib/app-ready';
import { noteTypedFields, takePressBeforeApp, takeSubmitBeforeApp } from './lib/typed-before-app';
import { widthClass } from './lib/viewport';
import { registerServiceWorker } from './lib/offline';

// First the language's labels (at once for English), then the first screen: a public page
// the server rendered in this reader's language is hydrated (its HTML stays), any other is
// rendered, in a transition (React works in slices, yielding to the browser between them). A
// page drawn in another language (a choice the server did not know of yet) is drawn again,
// not hydrated: hydrating it would fail (React #418) and flash; so is a member's page drawn for
// another width than the window's now.
//
// A page the server drew runs this at the visitor's first sign of use (after-paint.ts on the
// server), and a press on a button before now is pressed again once the app has the page (the
// loader has already answered it where it could: a tab, a menu drawn for the time before the
// app), as a form sent before now is sent.
const container = document.getElementById('root')!;
void i18nReady().then(() =>
  startTransition(() => {
    // The server writes the language it drew the page in: <div id="root" data-ssr="de">.
    const drawn = container.hasAttribute('data-ssr');
    if (drawn) noteTypedFields(container);
    const press = drawn ? takePressBeforeApp() : undefined;
    // Pressed again once the first screen is drawn whole, its page included (lib/app-ready.ts),
    // and a form the loader held until then (sent before the app, or while it hydrated) is
    // sent by the app, with what its fields hold by then.
    onAppReady(
      drawn
        ? () => {
            if (press?.isConnected) press.click();
            const sent = takeSubmitBeforeApp();
            if (sent?.isConnected) {
              sent.removeAttribute('aria-busy');
              sent.requestSubmit();
            }
          }
        : undefined,
    );
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    // A member's page is drawn for the width class the browser last reported (data-vw).
    const width = container.getAttribute('data-vw');
    const sameWidth = width === null || Number(width) === widthClass(window.innerWidth);
    if (drawn && sameWidth && container.getAttribute('data-ssr') === currentLanguage()) {
      hydrateRoot(container, app);
    } else {
      if (drawn) container.replaceChildren();
      createRoot(container).render(app);
    }
  }),
);

// The service worker: the portal installs on a phone and opens offline (lib/offline.ts),
// registered once the page has loaded and the browser is idle.
if (import.meta.env.PROD) registerServiceWorker(import.meta.env.VITE_BASE_PATH || '/');
