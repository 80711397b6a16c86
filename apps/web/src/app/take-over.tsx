import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { changeLanguage, initI18n, startLanguage } from '@/lib/i18n';
import type { AppParts } from './app';
import { isPartTakenOverByReact, keepTextTypedBeforeTakeOver, typeAgainWhatAppLacks } from './early-input';
import { whenPageDrawn } from './page-drawn';
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
  keepTextTypedBeforeTakeOver(container);
  whenPageDrawn(() => catchUpWithTheVisitor(container));
  hydrateRoot(container, app);
  // A visitor whose language the server did not know yet (no cookie) sees the page switch to it.
  const language = startLanguage();
  if (language !== serverPage.language) void changeLanguage(language);
}

/** Where the server's inline script notes a click on a control that needed the app (apps/server/src/http/rendered-page.ts). */
type NotedClick = { __lostClick?: unknown };

/** How long what the visitor did waits for the part of the page it concerns to be the app's (about 3 s of frames). */
const CATCH_UP_FRAMES = 180;

/**
 * Marks the page as the app's (`<html data-app-ready>`). What the visitor did meanwhile reaches the app
 * now: the text typed, the last click on a control that needed the app, and the forms sent, held
 * (`data-held`) by the server's inline script.
 */
function catchUpWithTheVisitor(container: HTMLElement): void {
  document.documentElement.dataset.appReady = '';
  const noted = window as NotedClick;
  const lostClick = noted.__lostClick instanceof Element ? noted.__lostClick : undefined;
  noted.__lostClick = undefined;
  catchUpFrame(container, lostClick, CATCH_UP_FRAMES);
}

/**
 * React takes the page over part by part (the router's parts at a low priority, after the root): a
 * control or form in a part still waiting is not the app's yet, and the inline script holds a form's
 * submit again. Each frame, the click is made again once React has its control's part, and the held forms are
 * sent again until the app has them, each once the app holds the text typed into it.
 */
function catchUpFrame(container: HTMLElement, lostClick: Element | undefined, framesLeft: number): void {
  const waiting = typeAgainWhatAppLacks(container);
  let clickLeft = lostClick?.isConnected ? lostClick : undefined;
  if (clickLeft && isPartTakenOverByReact(clickLeft)) {
    // An event, not click(): the element clicked is often an icon, and an SVG element has no click().
    clickLeft.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
    clickLeft = undefined;
  }
  const held = [...container.querySelectorAll<HTMLFormElement>('form[data-held]')];
  for (const form of held) {
    if (waiting.some(({ element }) => form.contains(element))) continue;
    form.removeAttribute('data-held');
    form.requestSubmit();
  }
  if ((waiting.length > 0 || held.length > 0 || clickLeft) && framesLeft > 0) {
    requestAnimationFrame(() => catchUpFrame(container, clickLeft, framesLeft - 1));
  }
}
