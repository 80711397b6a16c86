import { type RefCallback, useCallback, useState } from 'react';

/**
 * A ref for an element, and whether it has come within half a screen's height of the visible area
 * (once it has, it stays true). What waits on it starts a little before the visitor gets there, but
 * not on the first screen of a page when it is further down (the map of a hotel's page on a phone).
 */
export function useNearScreen<T extends Element>(): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback((element: T | null) => {
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, near];
}
