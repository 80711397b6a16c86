import '@/styles/app.css';
// First: zod's settings before any schema runs.
import '@/lib/zod-config';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppParts } from '@/app/app';
import { firstInteraction } from '@/app/first-interaction';
import { readPageState } from '@/app/page-state';
import { changeLanguage, initI18n, startLanguage } from '@/lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const parts = createAppParts();
const app = (
  <StrictMode>
    <App {...parts} />
  </StrictMode>
);
const serverPage = readPageState();

if (serverPage) {
  // A page the server rendered shows and works as it is (links, held forms): the app takes it over at the
  // visitor's first interaction, its code and data ready by then, rather than spend a phone's first
  // seconds redrawing what is already on screen. It draws the page again from the same data and texts
  // (React checks the markup matches), and the interaction that woke it is replayed once it runs.
  const woken = firstInteraction();
  hydrate(parts.queryClient, serverPage.queries);
  void initI18n(serverPage.language);
  void Promise.all([parts.router.load(), woken]).then(() => {
    // Drawn as the server's router draws it (no suspense around the root), as TanStack's own hydration sets.
    parts.router.ssr = { manifest: undefined };
    hydrateRoot(container, app);
    // A visitor whose language the server did not know yet (no cookie) sees the page switch to it.
    const language = startLanguage();
    if (language !== serverPage.language) void changeLanguage(language);
  });
} else {
  // Not awaited: the texts arrive while the router starts, and its root route waits for them.
  void initI18n();
  createRoot(container).render(app);
}
