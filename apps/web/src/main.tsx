import '@/styles/app.css';
// First: zod's settings before any schema runs.
import '@/lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { initI18n } from '@/lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Not awaited: the texts arrive while the router starts, and its root route waits for them.
void initI18n();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
