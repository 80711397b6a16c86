import { useEffect } from 'react';

const waiting: Array<() => void> = [];

/** Runs `callback` once the app has drawn its first page: in a taken-over page, once that page is the app's. */
export function whenPageDrawn(callback: () => void): void {
  waiting.push(callback);
}

/**
 * Called by the root route's component. React takes a server-rendered page over in more than one pass (the
 * router's matches hydrate after the root), so an effect beside the router would run while the page still
 * has no handlers; the root route's runs once the page does.
 */
export function usePageDrawn(): void {
  useEffect(() => {
    for (const callback of waiting.splice(0)) callback();
  }, []);
}
