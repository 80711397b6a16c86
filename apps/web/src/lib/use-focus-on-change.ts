import { type RefObject, useEffect } from 'react';

/**
 * Moves the focus to an element (a heading with tabIndex -1) when the page shows and whenever `key`
 * changes, so that keyboard and screen reader users start from the new content.
 */
export function useFocusOnChange(ref: RefObject<HTMLElement | null>, key: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the trigger, not a value read.
  useEffect(() => {
    ref.current?.focus({ preventScroll: false });
  }, [ref, key]);
}
