import { useEffect } from 'react';

/** Names the browser tab, which is also the first thing a screen reader announces on a new page. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
