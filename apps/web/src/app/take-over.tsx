import { type ReactNode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { changeLanguage, initI18n, startLanguage } from '@/lib/i18n';
import type { AppParts } from './app';
import { type PageState, restoreQueries } from './page-state';

/**
 * Takes over the page the server rendered in `container` once `woken` (the visitor's first interaction):
 * the app draws it again from the same data and texts, React checks the markup matches, and the
 * interaction that woke it is replayed once it runs. Loaded apart: pages the browser draws never need it.
 */
export async function takeOver(
  container: HTMLElement,
  { parts, app }: { parts: AppParts; app: ReactNode },
  serverPage: PageState,
  woken: Promise<void>,
): Promise<void> {
  restoreQueries(parts.queryClient, serverPage.queries);
  void initI18n(serverPage.language);
  await Promise.all([parts.router.load(), woken]);
  // Drawn as the server's router draws it (no suspense around the root), as TanStack's own hydration sets.
  parts.router.ssr = { manifest: undefined };
  hydrateRoot(
    container,
    <>
      {app}
      <ReadyMark />
    </>,
  );
  // A visitor whose language the server did not know yet (no cookie) sees the page switch to it.
  const language = startLanguage();
  if (language !== serverPage.language) void changeLanguage(language);
}

/**
 * Marks the page once the app runs it (`<html data-app-ready>`): a server-rendered page is inert before.
 * What the visitor did meanwhile reaches the app now: React takes over typed text itself, and the forms
 * sent were held (`data-held`, by the server's inline script): they are sent now.
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
    for (const form of document.querySelectorAll<HTMLFormElement>('form[data-held]')) {
      form.removeAttribute('data-held');
      form.requestSubmit();
    }
  }, []);
  return null;
}
