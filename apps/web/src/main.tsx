import '@/styles/app.css';
// First: zod's settings before any schema runs.
import '@/lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppParts } from '@/app/app';
import { readPageState } from '@/app/page-state';
import { initI18n } from '@/lib/i18n';

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
  // A page the server rendered loads this file at the visitor's first interaction (its inline script):
  // the app takes it over now.
  void import('@/app/take-over').then(({ takeOver }) => takeOver(container, { parts, app }, serverPage));
} else {
  // Not awaited: the texts arrive while the router starts, and its root route waits for them.
  void initI18n();
  createRoot(container).render(app);
}
