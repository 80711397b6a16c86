import { type ReactNode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { changeLanguage, initI18n, startLanguage } from '@/lib/i18n';
import type { AppParts } from './app';
import { type PageState, restoreQueries } from './page-state';

/**
 * Takes over the page the server rendered in `container`: the app draws it again from the same data and
 * texts, and React checks the markup matches. Loaded apart: pages the browser draws never need it.
 */
export async function takeOver(
  container: HTMLElement,
  { parts, app }: { parts: AppParts; app: ReactNode },
  serverPage: PageState,
): Promise<void> {
  restoreQueries(parts.queryClient, serverPage.queries);
  void initI18n(serverPage.language);
  await parts.router.load();
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

/** Where the server's inline script notes a click on a control that needed the app (apps/server/src/http/rendered-page.ts). */
type NotedClick = { __lostClick?: unknown };

/**
 * Marks the page once the app runs it (`<html data-app-ready>`). What the visitor did meanwhile reaches
 * the app now: React takes over typed text itself; the forms sent were held (`data-held`) and the last
 * click on a control that needed the app was noted, by the server's inline script: they happen again.
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
    for (const form of document.querySelectorAll<HTMLFormElement>('form[data-held]')) {
      form.removeAttribute('data-held');
      form.requestSubmit();
    }
    const noted = window as NotedClick;
    if (noted.__lostClick instanceof HTMLElement && noted.__lostClick.isConnected) noted.__lostClick.click();
    noted.__lostClick = undefined;
  }, []);
  return null;
}
